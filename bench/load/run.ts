/**
 * Load benchmark: the production build under 32 concurrent connections (autocannon), on the
 * embedded PGlite and on PostgreSQL, side by side with a bare Node server that serves the same
 * bytes of `/` (the floor), and the machine's speed measured in the same run.
 *
 *   npx tsx bench/load/run.ts [--duration 20] [--connections 32] [--db pglite,postgres] [--cache on,off] [--only /,/catalog] [--write]
 *
 * `--cache on` measures the shop as it runs (anonymous page views from the page cache); `off`
 * starts it with PAGE_CACHE=off, so every view renders (what a signed-in shopper, a search or a
 * change costs). PGLITE_THREAD=inline in the environment measures PGlite in the server's thread.
 *
 * It builds the host when there is no build, starts host/server/main.ts itself (PGlite in a fresh
 * temporary folder; PostgreSQL in a fresh `shop_load` database of BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432), seeds the demo shop and warms each URL before measuring.
 * `--write` records the table in bench/RESULTS.md. NEXT_DIST_DIR names another build folder than
 * host/.next (a build of its own, so that a build for something else cannot change it mid-run).
 *
 * BENCH_CPU_PROF=<folder> starts the shop's server with `node --cpu-prof` into that folder (written
 * when the bench stops it): profile the load before optimising it; a build made with
 * SHOP_PROFILE_BUILD=1 names the project's functions.
 *
 * With the page cache on it also measures a cold page: the first view of a product page after an
 * order for that product took stock (the database announces the change, the page renders again).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../api/db/setup';
import { bankTransferPurchase, orderableProducts } from './shop-calls';
import { machineSpeed } from '../machine-speed';
import { shopServerArgs } from '../../scripts/shop-server';

const root = path.resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1]!;
};
const duration = Number(option('duration', '20'));
const connections = Number(option('connections', '32'));
const databases = option('db', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const only = option('only', '').split(',').filter(Boolean);
const caches = option('cache', 'on,off').split(',') as ('on' | 'off')[];
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export { adminUrl, machineSpeed };

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export function ensureBuild() {
  if (existsSync(path.join(root, 'host', process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) return;
  console.log('no production build: building the host…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', 'host'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

export interface Shop {
  base: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * host/server/main.ts on a database of its own, listening on `port`. The database is migrated and
 * seeded first, and every tracked configuration gets a large stock, so that the orders a bench
 * places never run a product out.
 */
export async function startShop(
  database: 'pglite' | 'postgres',
  port: number,
  cache: 'on' | 'off',
  options: { databaseName?: string; root?: string } = {},
): Promise<Shop> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SHOP_ORIGIN: `http://127.0.0.1:${port}`, PAGE_CACHE: cache };
  const databaseName = options.databaseName ?? 'shop_load';
  let cleanup = async () => undefined as void;
  if (database === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
    env.PGLITE_DIR = path.join(dir, 'pglite');
    delete env.DATABASE_URL;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const prepared = await prepareDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: env.PGLITE_DIR! });
  await prepared.db.execute(sql`UPDATE product_configurations SET stock_qty = 1000000 WHERE track_inventory`);
  await prepared.close();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  // `root`: another checkout of the shop (bench/load/ab.ts serves an earlier commit beside this one).
  const from = options.root ?? root;
  const child = spawn(process.execPath, [...profile, ...shopServerArgs(from)], { cwd: from, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/languages`, 180);
  return {
    base,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await cleanup();
    },
  };
}

/** A bare Node server that answers every request with `body` (the floor). */
async function floorServer(body: Buffer): Promise<{ base: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run against a URL (GET, or the request `init`). */
export async function hammer(name: string, url: string, init: Partial<autocannon.Options> = {}): Promise<Row> {
  const result = await autocannon({ url, connections, duration, timeout: 20, ...init });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

interface Target {
  name: string;
  path: string;
  init?: Partial<autocannon.Options>;
}

/** The pages and calls measured, given a seeded shop. */
async function targets(base: string): Promise<Target[]> {
  const catalogue = (await (await fetch(`${base}/api/v1/system-catalog?count=1`)).json()) as { data: { slug: string; default_config?: { configuration_id: string } | null }[] };
  const product = catalogue.data[0]!;
  const posts = (await (await fetch(`${base}/api/v1/blog/posts?count=1`)).json()) as { data: { slug: string; type: string; categories: { slug: string }[] }[] };
  const post = posts.data[0]!;
  const sku = product.default_config?.configuration_id;
  const list: Target[] = [
    { name: 'home `/`', path: '/' },
    { name: 'catalogue `/catalog`', path: '/catalog' },
    { name: 'filtered catalogue', path: '/catalog?categories=rings&materials=platinum-950&sortBy=cost|asc' },
    { name: 'product page', path: `/product/${product.slug}` },
    { name: 'journal post', path: `/articles/${post.categories[0]?.slug ?? post.type}/${post.slug}` },
    { name: 'home in English `/en`', path: '/en' },
    { name: 'catalogue API (20 products)', path: '/api/v1/system-catalog?count=20' },
  ];
  if (sku) {
    list.push({
      name: 'add to cart (new cart each)',
      path: '/api/v1/carts/items',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ configuration_id: sku, quantity: 1 }) },
    });
  }
  return only.length ? list.filter((target) => only.includes(target.path) || only.some((o) => target.name.includes(o))) : list;
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** The value below which `share` (0–1) of the sorted `values` lie. */
export function percentile(values: readonly number[], share: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of bench/RESULTS.md (or appends it under `heading`). */
export function writeResults(name: string, heading: string, table: string): void {
  const file = path.join(root, 'bench', 'RESULTS.md');
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const block = `<!-- ${name}:start -->\n${table}\n<!-- ${name}:end -->`;
  writeFileSync(file, pattern.test(text) ? text.replace(pattern, () => block) : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`);
}

/**
 * A cold page: an order takes stock of a product, and its page is rendered again. Returns, over
 * `rounds`, the latency of the first view after the order's answer (what the next shopper waits:
 * a render, or the page before the change while the cache renders it again), the time from the
 * order's answer until a view shows the new render (the announcement's way through the database to
 * the page cache, and the render), and the cache states seen until then.
 */
async function coldPage(base: string, rounds = 20): Promise<{ first: number[]; fresh: number[]; states: Map<string, number> }> {
  const [product] = await orderableProducts(base, 5);
  if (!product) throw new Error('no orderable product');
  const url = `${base}/product/${product.slug}`;
  const first: number[] = [];
  const fresh: number[] = [];
  const states = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    // Cached before the write (a hit answers the same bytes; a new render carries a new nonce).
    await fetch(url).then((response) => response.arrayBuffer());
    const before = await fetch(url).then((response) => response.text());
    await bankTransferPurchase(base, product.sku);
    const written = performance.now();
    for (let view = 0; ; view++) {
      const started = performance.now();
      const response = await fetch(url);
      const body = await response.text();
      if (view === 0) first.push(performance.now() - started);
      const state = response.headers.get('x-shop-cache') ?? '?';
      states.set(state, (states.get(state) ?? 0) + 1);
      if (body !== before) {
        fresh.push(performance.now() - written);
        break;
      }
      if (performance.now() - written > 5_000) throw new Error('the page did not render again within 5 s of the order');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return { first, fresh, states };
}

/**
 * One uncached render at a time (the page cache off): each page's latency over `rounds` requests
 * one after the other, the server doing nothing else (issue 15: one render of `/`, `/catalog` and
 * a product page ≤ 40 ms). Measured at the client on loopback, so it includes the request's way
 * in and out, well under a millisecond here.
 */
async function oneAtATime(base: string, list: Target[], rounds = 40): Promise<string> {
  const parts: string[] = [];
  for (const target of list) {
    if (target.init || target.path.startsWith('/api/')) continue;
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await fetch(`${base}${target.path}`).then((response) => response.arrayBuffer());
      times.push(performance.now() - started);
    }
    parts.push(`${target.name} p50 ${fmt(percentile(times, 0.5))} / p95 ${fmt(percentile(times, 0.95))} ms`);
  }
  return `One render at a time (${rounds} requests a page, one after the other, after the warm-up): ${parts.join('; ')}.`;
}

async function main() {
  ensureBuild();
  const speed = machineSpeed();
  console.log(`machine speed: ${speed} ms for the fixed loop`);
  const sections: string[] = [];
  for (const database of databases) {
    for (const cache of caches) {
      const shop = await startShop(database, 3700, cache);
      try {
        const list = await targets(shop.base);
        // Warm each URL (first renders compile and fill caches).
        for (const target of list) if (!target.init) for (let index = 0; index < 3; index++) await fetch(`${shop.base}${target.path}`);
        const body = Buffer.from(await (await fetch(`${shop.base}/`)).arrayBuffer());
        const floor = await floorServer(body);
        const floorRow = await hammer('bare Node, same bytes as `/`', floor.base);
        floor.server.close();
        const rows: Row[] = [];
        for (const target of list) {
          const row = await hammer(target.name, `${shop.base}${target.path}`, target.init);
          rows.push(row);
          console.log(`${database} cache ${cache} ${row.name}: ${fmt(row.rps)} req/s, p97.5 ${row.p975} ms, errors ${row.errors}, timeouts ${row.timeouts}, non-2xx ${row.non2xx}`);
        }
        console.log(`${database} cache ${cache} floor: ${fmt(floorRow.rps)} req/s`);
        // Under the table: one render at a time (cache off), the cold page (cache on).
        let footLine = '';
        if (cache === 'off') {
          footLine = `\n${await oneAtATime(shop.base, list)}`;
          console.log(footLine.trim());
        }
        if (cache === 'on' && (!only.length || only.includes('cold'))) {
          const cold = await coldPage(shop.base);
          footLine = `\nCold page (a product page viewed after an order took its stock, ${cold.fresh.length} rounds, one at a time): first view after the order's answer p50 ${fmt(percentile(cold.first, 0.5))} ms, p95 ${fmt(percentile(cold.first, 0.95))} ms; the new render shown p50 ${fmt(percentile(cold.fresh, 0.5))} ms, p95 ${fmt(percentile(cold.fresh, 0.95))} ms after the order's answer (views until then: ${[...cold.states].map(([state, count]) => `${count} ${state}`).join(', ')}).`;
          console.log(footLine.trim());
        }
        const name = database === 'pglite' ? `Embedded PGlite${process.env.PGLITE_THREAD === 'inline' ? ' (in the server thread)' : ' (worker thread)'}` : 'PostgreSQL';
        const lines = [
          `**${name}, page cache ${cache}** (${connections} connections, ${duration} s each; the floor: ${fmt(floorRow.rps, 0)} req/s, p97.5 ${floorRow.p975} ms, ${body.length} bytes):`,
          '',
          '| what | req/s | ratio to floor | p50 ms | p97.5 ms | p99 ms | errors | time-outs | non-2xx |',
          '|---|---|---|---|---|---|---|---|---|',
          ...rows.map((row) => `| ${row.name} | ${fmt(row.rps)} | ${fmt(row.rps / floorRow.rps, 3)} | ${row.p50} | ${row.p975} | ${row.p99} | ${row.errors} | ${row.timeouts} | ${row.non2xx} |`),
          footLine,
        ];
        sections.push(lines.join('\n'));
      } finally {
        await shop.stop();
      }
    }
  }
  const table = [`Load on ${new Date().toISOString().slice(0, 10)}, machine speed ${speed} ms (a fixed loop of 3·10⁸ additions; lower is faster):`, '', sections.join('\n\n')].join('\n');
  console.log(`\n${table}`);
  if (args.includes('--write')) writeResults('load', 'Load (`npx tsx bench/load/run.ts --write`)', table);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
