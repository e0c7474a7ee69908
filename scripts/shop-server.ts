import path from 'node:path';

/**
 * Node's options for every start of the shop's server (host/server/main.ts): `npm start`,
 * `npm run cluster`, the e2e servers and the benches run the same process a deployment runs.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 2 × 64 MB instead of 2 × 16 MB.
 * A render allocates much that dies young (the API answers, the RSC payload, the HTML); with the
 * default the collector took 13.6 % of the busy CPU of uncached `/` at 32 connections, with this
 * 8.9 %. bench/load, uncached, the same build with and without it in one hour: +12 to +35 % req/s
 * on PGlite, +3 to +17 % on PostgreSQL (bench/RESULTS.md, the load table's reading); the process's
 * largest RSS under that load 911 → 922 MB; 128 gave no more. (A flag for V8: it has to be on the
 * command line or in NODE_OPTIONS; `v8.setFlagsFromString` at run time does not resize the heap.)
 */
const SHOP_NODE_OPTIONS = ['--max-semi-space-size=64'];

/**
 * The arguments after `node` that start the shop's server from the repository at `root`: `entry`,
 * a path from the root, is host/server/main.ts unless another script wraps it (the e2e shop with
 * the Stripe fake).
 */
export function shopServerArgs(root: string, entry = path.join('host', 'server', 'main.ts')): string[] {
  return [...SHOP_NODE_OPTIONS, '--import', 'tsx', path.join(root, entry)];
}
