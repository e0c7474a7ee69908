/**
 * A shopping mix under load: 32 shoppers (connections) for 10 minutes, each doing one thing after
 * another — 70 % browse an anonymous page, 20 % add a product to a new cart, 10 % check out with
 * bank transfer (add, fill the form, place the order) — against the production build with the page
 * cache on, beside a bare Node server serving the same bytes of `/` and the machine's speed.
 *
 *   npx tsx bench/load/mix.ts [--minutes 10] [--connections 32] [--db postgres|pglite] [--write]
 *
 * Targets (issue 15): 0 errors; p95 browse ≤ 300 ms, add ≤ 400 ms, place the order ≤ 800 ms.
 * `--write` records the table in bench/RESULTS.md.
 */
import { CallFailed, addToNewCart, fillCheckout, orderableProducts, placeBankTransferOrder } from './shop-calls';
import { ensureBuild, hammer, machineSpeed, percentile, startShop, writeResults } from './run';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1]!;
};
const minutes = Number(option('minutes', '10'));
const shoppers = Number(option('connections', '32'));
const database = option('db', 'postgres') as 'postgres' | 'pglite';

type Kind = 'browse' | 'add' | 'fill' | 'place' | 'checkout';
const targets: Partial<Record<Kind, number>> = { browse: 300, add: 400, place: 800 };

class Tally {
  readonly latencies = new Map<Kind, number[]>();
  readonly errors = new Map<Kind, number>();
  readonly messages = new Map<string, number>();

  async time<T>(kind: Kind, fn: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await fn();
      this.add(kind, performance.now() - started);
      return result;
    } catch (error) {
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      const message = error instanceof CallFailed ? error.message : `${kind}: ${error instanceof Error ? error.message : String(error)}`;
      this.messages.set(message, (this.messages.get(message) ?? 0) + 1);
      throw error;
    }
  }

  add(kind: Kind, ms: number): void {
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
  }
}

async function browseUrls(base: string): Promise<string[]> {
  const products = await orderableProducts(base, 60);
  const posts = (await (await fetch(`${base}/api/v1/blog/posts?count=5`)).json()) as { data: { slug: string; type: string; categories: { slug: string }[] }[] };
  return [
    '/',
    '/en',
    '/catalog',
    '/catalog?page=2',
    '/catalog?categories=rings&materials=platinum-950&sortBy=cost|asc',
    '/en/catalog',
    ...products.map((product) => `/product/${product.slug}`),
    ...posts.data.map((post) => `/articles/${post.categories[0]?.slug ?? post.type}/${post.slug}`),
  ];
}

async function floor(body: Buffer) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const row = await hammer('floor', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  server.close();
  return row;
}

async function main() {
  ensureBuild();
  const speed = machineSpeed();
  console.log(`machine speed: ${speed} ms for the fixed loop`);
  const shop = await startShop(database, 3700, 'on');
  try {
    const base = shop.base;
    const urls = await browseUrls(base);
    const products = await orderableProducts(base, 60);
    for (const url of urls) await fetch(`${base}${url}`).then((response) => response.arrayBuffer());
    const floorRow = await floor(Buffer.from(await (await fetch(`${base}/`)).arrayBuffer()));
    console.log(`floor: ${floorRow.rps.toFixed(0)} req/s`);

    const tally = new Tally();
    /** Browse latencies by how the page cache answered (X-Shop-Cache). */
    const byState = new Map<string, number[]>();
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const until = Date.now() + minutes * 60_000;
    let done = 0;
    const shopper = async () => {
      while (Date.now() < until) {
        const roll = Math.random();
        try {
          if (roll < 0.7) {
            const url = pick(urls);
            const started = performance.now();
            await tally.time('browse', async () => {
              const response = await fetch(`${base}${url}`);
              await response.arrayBuffer();
              if (response.status !== 200) throw new CallFailed(`browse ${url}: ${response.status}`);
              const state = response.headers.get('x-shop-cache') ?? '?';
              let list = byState.get(state);
              if (!list) byState.set(state, (list = []));
              list.push(performance.now() - started);
            });
          } else if (roll < 0.9) {
            await tally.time('add', () => addToNewCart(base, pick(products).sku));
          } else {
            const started = performance.now();
            const cart = await tally.time('add', () => addToNewCart(base, pick(products).sku));
            await tally.time('fill', () => fillCheckout(base, cart));
            await tally.time('place', () => placeBankTransferOrder(base, cart));
            tally.add('checkout', performance.now() - started);
          }
        } catch {
          // counted by the tally
        }
        done += 1;
      }
    };
    const progress = setInterval(() => console.log(`${Math.round((until - Date.now()) / 1000)} s left, ${done} actions`), 30_000);
    await Promise.all(Array.from({ length: shoppers }, shopper));
    clearInterval(progress);

    const seconds = minutes * 60;
    const rows = (['browse', 'add', 'fill', 'place', 'checkout'] as Kind[]).map((kind) => {
      const list = tally.latencies.get(kind) ?? [];
      const errors = tally.errors.get(kind) ?? 0;
      const p95 = percentile(list, 0.95);
      const target = targets[kind];
      const verdict = target === undefined ? '' : p95 <= target && errors === 0 ? `≤ ${target}: met` : `≤ ${target}: **not met**`;
      return `| ${kind} | ${list.length} | ${(list.length / seconds).toFixed(1)} | ${percentile(list, 0.5).toFixed(0)} | ${p95.toFixed(0)} | ${percentile(list, 0.99).toFixed(0)} | ${Math.max(0, ...list).toFixed(0)} | ${errors} | ${verdict} |`;
    });
    const name = database === 'pglite' ? `embedded PGlite${process.env.PGLITE_THREAD === 'inline' ? ' (server thread)' : ' (worker thread)'}` : 'PostgreSQL';
    const table = [
      `Mix on ${new Date().toISOString().slice(0, 10)}, machine speed ${speed} ms, ${name}, ${shoppers} shoppers for ${minutes} min, page cache on (70 % browse over ${urls.length} pages, 20 % add to a new cart, 10 % add + fill + place a bank-transfer order); the floor (bare Node, same bytes as \`/\`): ${floorRow.rps.toFixed(0)} req/s:`,
      '',
      '| step | count | per s | p50 ms | p95 ms | p99 ms | max ms | errors | target p95 |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Browse by the page cache's answer (count, p50 / p95 ms): ${[...byState].sort(([, a], [, b]) => b.length - a.length).map(([state, list]) => `${state} ${list.length} (${percentile(list, 0.5).toFixed(0)} / ${percentile(list, 0.95).toFixed(0)})`).join(', ')}.`,
      '',
      `"checkout" is the whole add + fill + place. Errors: ${tally.messages.size ? [...tally.messages].map(([message, n]) => `${message} ×${n}`).join('; ') : 'none'}.`,
    ].join('\n');
    console.log(`\n${table}`);
    if (args.includes('--write')) writeResults(`mix-${database}`, `Shopping mix (\`npx tsx bench/load/mix.ts --db ${database} --write\`)`, table);
  } finally {
    await shop.stop();
  }
}

await main();
