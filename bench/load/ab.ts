/**
 * Two checkouts of the shop side by side, measured by the CPU they spend per call rather than by latency, which
 * on this machine moves with its speed from minute to minute by more than most changes do.
 *
 *   git worktree add ../before <commit> && cp -al "$PWD/node_modules" ../before/node_modules && (cd ../before && npx next build host)
 *   npx tsx bench/load/ab.ts --b-root ../before [--call add|checkout|page:/catalog] [--rounds 8] [--burst 150] [--concurrency 4]
 *
 * `cp -al` makes the second node_modules of hard links in a second; Turbopack refuses to build
 * through a symlinked one ("Could not find the Next.js package").
 *
 * B is another checkout, not only another build: the server answers `/api/v1` with the API of its
 * own source (host/lib/mounted-api.ts, loaded through tsx), so a build alone would serve this
 * checkout's API on both sides. Both serve at once, each on a PostgreSQL database of its own (seeded alike), with the
 * page cache off. Each round sends a burst of the same calls to one side, then to the other (the
 * order alternating), and reads from /proc the CPU time (user + system) the burst cost that side's
 * Node process and the PostgreSQL backends of its database. A burst is short, so both sides meet
 * nearly the same machine; the medians over the rounds are compared.
 *
 * Calls: `add` (POST /carts/items on a new cart), `checkout` (add, fill the form, place a
 * bank-transfer order: three calls counted as one), `page:<path>` (one uncached render).
 * Not written to RESULTS.md: a tool for before/after, whose figures the session's notes quote.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addToNewCart, bankTransferPurchase, orderableProducts } from './shop-calls';
import { adminUrl, machineSpeed, percentile, startShop, type Shop } from './run';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1]!;
};
const roots = { a: path.resolve(option('a-root', '.')), b: path.resolve(option('b-root', '../before')) };
const call = option('call', 'add');
const rounds = Number(option('rounds', '8'));
const burst = Number(option('burst', '150'));
const concurrency = Number(option('concurrency', '4'));

function commitOf(root: string): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
}

/** Clock ticks a second (Linux's USER_HZ, 100 on every kernel Node runs on here). */
const TICK_MS = 10;

/** CPU time (user + system, ms) of a process and its threads so far; 0 when it has gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state is field 3, utime 14, stime 15 (1-based) → indexes 11 and 12 here.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

interface Side {
  name: string;
  shop: Shop;
  database: string;
  node: number[];
  postgres: number[];
  wall: number[];
}

async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  return rows.map((row) => row.pid);
}

async function one(base: string, sku: string): Promise<void> {
  if (call === 'add') {
    await addToNewCart(base, sku);
  } else if (call === 'checkout') {
    await bankTransferPurchase(base, sku);
  } else if (call.startsWith('page:')) {
    const response = await fetch(`${base}${call.slice('page:'.length)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${call}: ${response.status}`);
  } else {
    throw new Error(`unknown call ${call}`);
  }
}

async function measure(side: Side, admin: pg.Client, skus: string[]): Promise<void> {
  const pids = await backendPids(admin, side.database);
  const nodeBefore = cpuMs(side.shop.process.pid!);
  const pgBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < burst) {
        const index = next++;
        await one(side.shop.base, skus[index % skus.length]!);
      }
    }),
  );
  side.wall.push(performance.now() - started);
  side.node.push((cpuMs(side.shop.process.pid!) - nodeBefore) / burst);
  // Backends that ended during the burst took their CPU with them: the pool keeps its connections, so few do.
  side.postgres.push((pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - pgBefore) / burst);
}

const fmt = (value: number) => value.toFixed(2);

async function main() {
  console.log(`machine speed: ${machineSpeed()} ms for the fixed loop`);
  const sides: Side[] = [];
  for (const [key, root] of Object.entries(roots)) {
    const database = `shop_ab_${key}`;
    const shop = await startShop('postgres', key === 'a' ? 3811 : 3812, 'off', { databaseName: database, root });
    sides.push({ name: `${key} (${path.basename(root)} at ${commitOf(root)})`, shop, database, node: [], postgres: [], wall: [] });
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const skus = (await orderableProducts(sides[0]!.shop.base, 60)).map((product) => product.sku);
    // Warm both (compiled code paths, pools open, reference caches filled).
    for (const side of sides) for (let index = 0; index < 30; index++) await one(side.shop.base, skus[index % skus.length]!);
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) await measure(side, admin, skus);
      console.log(`round ${round + 1}: ${sides.map((side) => `${side.name} node ${fmt(side.node.at(-1)!)} + PostgreSQL ${fmt(side.postgres.at(-1)!)} ms a call`).join(' · ')}`);
    }
  } finally {
    await admin.end();
    for (const side of sides) await side.shop.stop();
  }
  const median = (values: number[]) => percentile(values, 0.5);
  console.log(`\n${call}, ${rounds} rounds of ${burst} calls (${concurrency} at a time), CPU per call, median over rounds:`);
  for (const side of sides) {
    console.log(`${side.name}: node ${fmt(median(side.node))} ms, PostgreSQL ${fmt(median(side.postgres))} ms, together ${fmt(median(side.node.map((n, i) => n + side.postgres[i]!)))} ms; wall ${fmt(median(side.wall) / burst)} ms a call`);
  }
  const [a, b] = sides as [Side, Side];
  const ratio = (x: number[], y: number[]) => fmt(median(x) / median(y));
  console.log(`a / b: node ${ratio(a.node, b.node)}, PostgreSQL ${ratio(a.postgres, b.postgres)}`);
}

await main();
