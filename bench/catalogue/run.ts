/**
 * Catalogue benchmark: typical listing queries against a 100 000-product PostgreSQL database,
 * through the API in process (validation, SQL, hydration, JSON) and as plain SQL for the ratio.
 *
 *   npx tsx bench/catalogue/run.ts [--products 100000] [--reseed] [--iterations 200] [--only search] [--write]
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_bench) is created and
 * seeded when it holds fewer products than asked. `--write` records the table in bench/RESULTS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../../api/app';
import { openDatabase } from '../../api/db/open';
import { migrateDatabase } from '../../api/db/setup';
import { machineSpeed } from '../load/run';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const wanted = option('products', 100_000);
const iterations = option('iterations', 200);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';

const database = await openDatabase({ url });
await migrateDatabase(database);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const count = async () => Number((await pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n);

if (args.includes('--reseed') || (await count()) < wanted) {
  console.log(`seeding ${wanted} products into ${url} …`);
  await pool.query(`DO $$ DECLARE t text; BEGIN FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP EXECUTE format('TRUNCATE TABLE %I RESTART IDENTITY CASCADE', t); END LOOP; END $$`);
  const { seedDatabase } = await import('../../api/seed');
  const started = performance.now();
  console.log(`seeded ${await seedDatabase(database.db, { products: wanted })} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
// As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
await pool.query('VACUUM ANALYZE');
const total = await count();

const ids = async (sql: string) => (await pool.query(sql)).rows[0].id as number;
const rings = await ids(`SELECT id FROM categories WHERE slug = 'rings'`);
const platinum = await ids(`SELECT id FROM materials WHERE slug = 'platinum-950'`);
const bridal = await ids(`SELECT id FROM collections WHERE slug = 'bridal'`);
const nl = await ids(`SELECT id FROM languages WHERE slug = 'nl'`);

/**
 * Searches (nl): an exact word, a plural, a typo, two words across title and material, a broad word
 * matching a large part of the catalogue, and a compound part. The plain SQL is the listing's own
 * statements (api/modules/catalog/listing.ts, search.ts) with the query the API would plan, written
 * out: the count per relevance tier, and the page read tier by tier, each the way its count says.
 */
async function searchCases() {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  /** A planned word: its lexemes (prefixes, all must match) and its title substrings. */
  type Term = { lexemes: string[]; inside: string[] };
  const match = (terms: Term[], weights: string, inside = true) =>
    terms
      .map(({ lexemes, inside: parts }) => {
        const any = [
          ...(lexemes.length ? [`s.doc @@ to_tsquery('simple', ${literal(lexemes.map((lexeme) => `'${lexeme}':*${weights}`).join(' & '))})`] : []),
          ...(inside ? parts.map((part) => `s.title_text LIKE '%${part}%'`) : []),
        ];
        return any.length ? `(${any.join(' OR ')})` : 'false';
      })
      .join(' AND ');
  const listed = Number((await pool.query(`SELECT count(*) AS n FROM product_search WHERE language_id = ${nl} AND active`)).rows[0].n);
  const entry = async (name: string, query: string, terms: Term[]) => {
    const scope = `s.language_id = ${nl} AND s.active AND ${match(terms, '')}`;
    const words = match(terms, 'A', false);
    const names = match(terms, 'AB');
    const tiers = [words, `${names} AND NOT (${words})`, `NOT (${names})`];
    const countSql = `SELECT ${tiers.map((tier, index) => `count(*) FILTER (WHERE ${tier})::int AS tier${index}`).join(', ')} FROM product_search s WHERE ${scope}`;
    const counts = Object.values((await pool.query(countSql)).rows[0] as Record<string, number>);
    let before = 0;
    const parts = tiers.flatMap((tier, index) => {
      const rows = counts[index]!;
      const to = Math.min(rows, 20 - before);
      before += rows;
      if (to <= 0) return [];
      const dense = to * listed < rows * rows;
      const where = dense ? `s.language_id = ${nl} AND s.active AND coalesce(${scope} AND ${tier}, false)` : `${scope} AND ${tier}`;
      const order = dense ? 's.recommended_rank, s.product_id' : 's.recommended_rank + 0, s.product_id + 0';
      return [`(SELECT s.product_id AS id, ${index} AS tier, s.recommended_rank AS rank FROM product_search s WHERE ${where} ORDER BY ${order} LIMIT ${to})`];
    });
    return {
      name: `search "${query}" (${name})`,
      api: `/api/v1/system-catalog?search=${encodeURIComponent(query)}`,
      sql: [`SELECT id FROM (${parts.join(' UNION ALL ')}) found ORDER BY tier, rank, id`, countSql],
    };
  };
  return Promise.all([
    entry('one word', 'tennisarmband', [{ lexemes: ['tennisarmband'], inside: ['tennisarmband'] }]),
    entry('plural', 'saffieren', [{ lexemes: ['saffier'], inside: ['saffier'] }]),
    entry('typo', 'saffir', [{ lexemes: ['saffier'], inside: [] }]),
    entry('two words', 'gouden oorbellen', [
      { lexemes: ['goud'], inside: ['goud'] },
      { lexemes: ['oorbell'], inside: ['oorbell'] },
    ]),
    entry('broad', 'ring', [{ lexemes: ['ring'], inside: ['ring'] }]),
    entry('compound part, planned as its nearest word oorknopjes', 'knopjes', [{ lexemes: ['oorknopjes'], inside: [] }]),
  ]);
}

/** Each case: the API request, and the listing's own SQL (one page of ids plus the count) written by hand. */
const cases: { name: string; api: string; sql: string[] }[] = [
  {
    name: 'default listing, page 1 (recommended)',
    api: '/api/v1/system-catalog',
    sql: [
      'SELECT id FROM products WHERE active ORDER BY recommended_rank, id LIMIT 20',
      'SELECT count(*) FROM products WHERE active',
    ],
  },
  {
    name: 'category rings, price low to high',
    api: '/api/v1/system-catalog?categories_sku[]=CAT-RINGS&column=cost&order_by=asc',
    sql: [
      `SELECT p.id FROM products p WHERE p.active AND p.category_ids && ARRAY[${rings}] ORDER BY p.price, p.id LIMIT 20`,
      `SELECT count(*) FROM products p WHERE p.active AND p.category_ids && ARRAY[${rings}]`,
    ],
  },
  {
    name: 'platinum, € 500–2 000, newest first',
    api: '/api/v1/system-catalog?materials_sku[]=MAT-PT950&min_cost_from=50000&max_cost_to=200000&column=created_at&order_by=desc',
    sql: [
      `SELECT p.id FROM products p WHERE p.active AND p.price BETWEEN 50000 AND 200000 AND p.material_ids && ARRAY[${platinum}] ORDER BY p.created_at DESC, p.id DESC LIMIT 20`,
      `SELECT count(*) FROM products p WHERE p.active AND p.price BETWEEN 50000 AND 200000 AND p.material_ids && ARRAY[${platinum}]`,
    ],
  },
  {
    name: 'rings in platinum, page 5',
    api: '/api/v1/system-catalog?categories_sku[]=CAT-RINGS&materials_sku[]=MAT-PT950&page=5',
    sql: [
      `SELECT p.id FROM products p WHERE p.active AND p.category_ids && ARRAY[${rings}] AND p.material_ids && ARRAY[${platinum}] ORDER BY p.recommended_rank, p.id LIMIT 20 OFFSET 80`,
      `SELECT count(*) FROM products p WHERE p.active AND p.category_ids && ARRAY[${rings}] AND p.material_ids && ARRAY[${platinum}]`,
    ],
  },
  {
    name: 'collection bridal (collection order)',
    api: '/api/v1/system-catalog/bridal',
    sql: [
      `SELECT p.id FROM products p JOIN product_collections cs ON cs.product_id = p.id AND cs.collection_id = ${bridal} WHERE p.active ORDER BY cs.sort_order, p.id LIMIT 20`,
      `SELECT count(*) FROM products p WHERE p.active AND p.collection_ids && ARRAY[${bridal}]`,
    ],
  },
  ...(await searchCases()),
  {
    name: 'deep page 200 (recommended)',
    api: '/api/v1/system-catalog?page=200',
    sql: ['SELECT id FROM products WHERE active ORDER BY recommended_rank, id LIMIT 20 OFFSET 3980', 'SELECT count(*) FROM products WHERE active'],
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function measure(run: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    await before?.();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

// This machine's speed changes from day to day: the table says what it was.
const speed = machineSpeed();
console.log(`machine speed: ${speed} ms for the fixed loop`);
const app = createApp({ database: async () => database, log: { error: console.error, warn: () => undefined } });
const rows: string[] = [];
// `--only <text>`: the cases whose name holds the text.
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]! : '';
for (const entry of cases.filter((candidate) => candidate.name.includes(only))) {
  const response = await app.request(entry.api);
  if (response.status !== 200) throw new Error(`${entry.api}: HTTP ${response.status} ${await response.text()}`);
  const { meta } = (await response.json()) as { meta: { total: number } };
  const api = await measure(async () => (await app.request(entry.api)).arrayBuffer());
  // Cold: a catalogue write before each request (untimed) empties the cached totals.
  const cold = await measure(async () => (await app.request(entry.api)).arrayBuffer(), () => pool.query("SELECT nextval('cache_version_product')"));
  // The hand-written SQL runs the page and the count together, as the API does.
  const sql = await measure(() => Promise.all(entry.sql.map((text) => pool.query(text))));
  const line = `| ${entry.name} | ${meta.total} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${cold.p50.toFixed(1)} | ${cold.p95.toFixed(1)} | ${sql.p50.toFixed(1)} | ${sql.p95.toFixed(1)} | ${(cold.p95 / sql.p95).toFixed(1)}× |`;
  rows.push(line);
  console.log(line);
}

const table = [
  `Catalogue API on PostgreSQL ${(await pool.query('SHOW server_version')).rows[0].server_version}, ${total} products, ${iterations} requests per case after 20 warm-up, in process (app.request), ${new Date().toISOString().slice(0, 10)}, machine speed ${speed} ms (a fixed loop of 3·10⁸ additions; lower is faster):`,
  '',
  '| case | matches | API p50 ms | API p95 ms | API, total uncached p50 | p95 | plain SQL (page + count) p50 | p95 | uncached API / SQL p95 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${table}`);

if (args.includes('--write')) {
  const file = path.join(import.meta.dirname, '..', 'RESULTS.md');
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf('<!-- catalogue:start -->');
  const end = current.indexOf('<!-- catalogue:end -->');
  const section = `<!-- catalogue:start -->\n${table}\n<!-- catalogue:end -->`;
  writeFileSync(file, start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + '<!-- catalogue:end -->'.length) : `${current.trimEnd()}\n\n${section}\n`);
  console.log(`recorded in ${file}`);
}
await pool.end();
await database.close();
