/**
 * `npm start`: builds the shop when there is no build yet, then serves it on PORT (3000).
 * The server opens the database on start (host/instrumentation.ts): embedded PGlite in
 * ./data/pglite by default, created, migrated and seeded the first time; DATABASE_URL selects
 * a PostgreSQL server instead. `--dev` runs the Next dev server. The shop is served by host/server/main.ts
 * (Next behind a server that settles each client's address); this demo start lets it fall back to
 * its own address when SHOP_ORIGIN is unset.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../api/lib/env';
import { shopServerArgs } from './shop-server';

const root = path.resolve(import.meta.dirname, '..');
try {
  parseEnv();
} catch (error) {
  // A wrong setting is named before anything is built or started.
  if (!(error instanceof EnvError)) throw error;
  console.error(`[shop] ${error.message}`);
  process.exit(1);
}
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// `memory` keeps the database in memory (a throwaway shop); anything else is a directory.
if (!env.DATABASE_URL && env.PGLITE_DIR !== 'memory') env.PGLITE_DIR = path.resolve(root, env.PGLITE_DIR ?? 'data/pglite');

// The build the server will serve: NEXT_DIST_DIR names a second one beside the usual (host/next.config.ts).
if (!dev && !existsSync(path.join(root, 'host', env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('[shop] no production build yet: building (about a minute, once)…');
  const build = spawnSync(process.execPath, [next, 'build', 'host'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = env.DATABASE_URL ? `PostgreSQL (${env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})` : env.PGLITE_DIR === 'memory' ? 'embedded PGlite in memory' : `embedded PGlite in ${path.relative(root, env.PGLITE_DIR!)}`;
console.log(`[shop] starting on http://localhost:${port} with ${database}`);
// host/server/main.ts: Next behind a server that settles each client's address (api/lib/client-address.ts).
const server = spawn(process.execPath, [...shopServerArgs(root), '--demo', ...(dev ? ['--dev'] : [])], {
  cwd: root,
  env: { ...env, PORT: port, NODE_ENV: dev ? 'development' : 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
