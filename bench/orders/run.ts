/**
 * Order search benchmark: the back office's order list (search, filters, deep pages) and the
 * dashboard against a PostgreSQL database with 100 000 orders, through the API in process
 * (staff session, validation, SQL, JSON) as a signed-in fulfilment member of staff.
 *
 *   npx tsx bench/orders/run.ts [--orders 100000] [--iterations 200] [--write] [--keep]
 *
 * A scratch database (`shop_bench_orders_<pid>` on BENCH_POSTGRES_SERVER, default
 * postgres://postgres@127.0.0.1:5432) is made, migrated and seeded with the demo shop, filled with
 * the orders, and dropped at the end (`--keep` keeps it and prints its URL, to EXPLAIN by hand).
 * `--write` records the table in bench/RESULTS.md. Not part of `npm test` or CI.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../../api/app';
import { prepareDatabase } from '../../api/db/setup';
import { createStaff } from '../../api/modules/staff';
import { machineSpeed } from '../load/run';
import { fillOrders } from './orders-data';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const wanted = option('orders', 100_000);
const iterations = option('iterations', 200);
const server = (process.env.BENCH_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const name = `shop_bench_orders_${process.pid}`;
const url = `${server}/${name}`;
const TARGET_P95_MS = 50;

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A calendar month a year back (Amsterdam days as the list's filter takes them). */
function monthAYearAgo(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

let table = '';
try {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  console.log(`making ${name}: migrations and the demo shop…`);
  const database = await prepareDatabase({ url });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const started = performance.now();
    const made = await fillOrders(pool, wanted);
    console.log(`${made.orders} orders and ${made.returns} return requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // As autovacuum would after a bulk load: statistics and the visibility map.
    await pool.query('VACUUM ANALYZE');

    const email = `bench.${process.pid}@example.com`;
    const password = 'a long bench passphrase';
    await createStaff(database.db, { email, name: 'Bench', role: 'fulfilment', password });
    const app = createApp({ database: async () => database, log: { error: console.error, warn: () => undefined }, payments: { stripe: null, paypal: null, affirm: false } });
    const signIn = await app.request('/api/v1/admin/sessions', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-client-address': '10.9.8.7' }, body: JSON.stringify({ email, password }) });
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('staff_session_v1='))?.split(';')[0];
    if (signIn.status !== 200 || !cookie) throw new Error(`staff sign-in: HTTP ${signIn.status} ${await signIn.text()}`);
    const headers = { cookie, 'x-client-address': '10.9.8.7' };

    const sample = (await pool.query(`SELECT po_number FROM orders ORDER BY id OFFSET $1 LIMIT 1`, [Math.floor(wanted / 2)])).rows[0] as { po_number: string };
    const month = monthAYearAgo();
    const cases: { name: string; path: string }[] = [
      { name: 'no filter, page 1', path: '/api/v1/admin/orders' },
      { name: 'no filter, page 200', path: '/api/v1/admin/orders?page=200' },
      { name: `exact order number (${sample.po_number})`, path: `/api/v1/admin/orders?q=${sample.po_number}` },
      { name: 'e-mail fragment "sanne.devries"', path: '/api/v1/admin/orders?q=sanne.devries' },
      { name: 'last-name fragment "hoekstr"', path: '/api/v1/admin/orders?q=hoekstr' },
      { name: 'unpaid bank transfers (payment_status=0, bank_transfer)', path: '/api/v1/admin/orders?payment_status=0&payment_method=bank_transfer' },
      { name: `one month placed (${month.from} – ${month.to})`, path: `/api/v1/admin/orders?from=${month.from}&to=${month.to}` },
      { name: 'dashboard (30 days, waiting, returns, low stock)', path: '/api/v1/admin/dashboard' },
    ];

    const speed = machineSpeed();
    console.log(`machine speed: ${speed} ms for the fixed loop`);
    const rows: string[] = [];
    for (const entry of cases) {
      const response = await app.request(entry.path, { headers });
      if (response.status !== 200) throw new Error(`${entry.path}: HTTP ${response.status} ${await response.text()}`);
      const { data } = (await response.json()) as { data: { total?: number } };
      const { p50, p95 } = await measure(async () => (await app.request(entry.path, { headers })).arrayBuffer());
      const line = `| ${entry.name} | ${data.total ?? '—'} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${p95 <= TARGET_P95_MS ? 'pass' : '**over**'} |`;
      rows.push(line);
      console.log(line);
    }
    const version = (await pool.query('SHOW server_version')).rows[0].server_version as string;
    table = [
      `Order search on PostgreSQL ${version}, ${made.orders} orders over two years (${made.returns} return requests) on top of the demo shop, as a signed-in fulfilment member of staff, ${iterations} requests per case after 20 warm-up, in process (app.request), ${new Date().toISOString().slice(0, 10)}, machine speed ${speed} ms (a fixed loop of 3·10⁸ additions; lower is faster):`,
      '',
      `| case | matches | p50 ms | p95 ms | p95 ≤ ${TARGET_P95_MS} ms |`,
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    console.log(`\n${table}`);
  } finally {
    await pool.end();
    await database.close();
  }
} finally {
  if (args.includes('--keep')) console.log(`kept ${url}`);
  else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

if (table && args.includes('--write')) {
  const file = path.join(import.meta.dirname, '..', 'RESULTS.md');
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf('<!-- orders:start -->');
  const end = current.indexOf('<!-- orders:end -->');
  const section = `<!-- orders:start -->\n${table}\n<!-- orders:end -->`;
  const heading = `## Order search (\`npx tsx bench/orders/run.ts --write\`)\n\nTarget (issue #19): p95 ≤ ${TARGET_P95_MS} ms per case on PostgreSQL with 100 000 orders.\n\n`;
  writeFileSync(file, start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + '<!-- orders:end -->'.length) : `${current.trimEnd()}\n\n${heading}${section}\n`);
  console.log(`recorded in ${file}`);
}
// The app's change listener would keep reconnecting to the dropped database.
process.exit(0);
