// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CachedPage } from './page-cache';
import { sharedTier, type SharedTier } from './shared-page-cache';

/*
 * The shared tier against a real Redis: a redis-server of its own on a free port (Debian's
 * `redis-server`), so the tests can stop and freeze it without touching anyone else's.
 */

const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
if (!hasRedis && process.env.CI) throw new Error('CI: redis-server must be installed (apt-get install -y redis-server)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(25);
  }
  return false;
};

let redis: ChildProcess;
let url: string;
const tiers: SharedTier[] = [];
const quiet = { warn: () => undefined, log: () => undefined };

function tier(options: { onFlush?: () => void; build?: string; at?: string; log?: Pick<Console, 'warn' | 'log'> } = {}): SharedTier {
  const made = sharedTier({ url: options.at ?? url, prefix: 'test', build: options.build ?? 'build-1', maxAgeSeconds: 60, onFlush: options.onFlush ?? (() => undefined), log: options.log ?? quiet });
  tiers.push(made);
  return made;
}

const page = (text: string, tags: string[]): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8'], ['content-security-policy', "script-src 'nonce-abc'"]],
  body: Buffer.from(`<!doctype html><p>${text}</p>`.repeat(50)),
  tags,
  storedAt: Date.now(),
});

/** Renders on `tier`: a lookup (the miss), then the store with its mark. */
async function render(on: SharedTier, key: string, rendered: CachedPage) {
  const { mark } = await on.lookup(key);
  expect(mark).not.toBeNull();
  return on.store(key, rendered, mark!);
}

describe.skipIf(!hasRedis)('shared page cache tier (Redis)', () => {
  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    expect(await until(() => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG'))).toBe(true);
  });

  afterAll(async () => {
    await Promise.all(tiers.map((made) => made.close()));
    redis?.kill('SIGKILL');
  });

  it('serves a page rendered by one instance to another: body, headers, tags and age intact', async () => {
    const [a, b] = [tier(), tier()];
    expect(await until(() => a.ready && b.ready)).toBe(true);
    const rendered = page('over ons', ['page', 'settings']);
    expect(await render(a, 'shop/over-ons', rendered)).toBe(true);
    const { page: found } = await b.lookup('shop/over-ons');
    expect(found?.body.equals(rendered.body)).toBe(true);
    expect(found).toMatchObject({ status: 200, headers: rendered.headers, tags: ['page', 'settings'], storedAt: rendered.storedAt });
    // Kept compressed: the brotli copy comes along, ready to serve.
    expect(found!.br!.length).toBeLessThan(rendered.body.length / 5);
    // Another build never sees it.
    const other = tier({ build: 'build-2' });
    expect(await until(() => other.ready)).toBe(true);
    expect((await other.lookup('shop/over-ons')).page).toBeNull();
  });

  it('drops pages by tag: one product, every product with the listings, everything', async () => {
    const [a, b] = [tier(), tier()];
    expect(await until(() => a.ready && b.ready)).toBe(true);
    await render(a, 'p1', page('ring', ['product:1', 'settings']));
    await render(a, 'p2', page('ketting', ['product:2', 'settings']));
    await render(a, 'list', page('catalogus', ['catalog', 'taxonomy']));
    await render(a, 'cms', page('over ons', ['page']));
    await b.invalidate(['product:1']);
    expect((await a.lookup('p1')).page).toBeNull();
    expect((await a.lookup('p2')).page).not.toBeNull();
    await b.invalidate(['product:*']);
    expect((await a.lookup('p2')).page).toBeNull();
    expect((await a.lookup('list')).page).toBeNull();
    expect((await a.lookup('cms')).page).not.toBeNull();
    await b.invalidate(['*']);
    expect((await a.lookup('cms')).page).toBeNull();
  });

  it('refuses a render that began before a change of one of its tags, on whichever instance the change was heard', async () => {
    const [a, b] = [tier(), tier()];
    expect(await until(() => a.ready && b.ready)).toBe(true);
    const { mark } = await a.lookup('race');
    await b.invalidate(['product:7']);
    expect(await a.store('race', page('oude prijs', ['product:7', 'settings']), mark!)).toBe(false);
    expect((await b.lookup('race')).page).toBeNull();
    // Other tags changing does not refuse it; every product changing does.
    expect(await a.store('race', page('ring', ['product:8']), mark!)).toBe(true);
    const { mark: later } = await a.lookup('race-2');
    await b.invalidate(['product:*']);
    expect(await a.store('race-2', page('lijst', ['catalog']), later!)).toBe(false);
  });

  it('a purge empties the tier and reaches every instance through pub/sub', async () => {
    let flushedB = 0;
    let flushedA = 0;
    const a = tier({ onFlush: () => (flushedA += 1) });
    const b = tier({ onFlush: () => (flushedB += 1) });
    expect(await until(() => a.ready && b.ready)).toBe(true);
    await sleep(200); // the subscriptions
    await render(a, 'purged', page('x', ['page']));
    await a.flushEverywhere('gap');
    expect(await until(() => flushedB === 1)).toBe(true);
    // The sender drops its own memory itself, not through its message.
    expect(flushedA).toBe(0);
    expect((await b.lookup('purged')).page).toBeNull();
  });

  it('without Redis: answers at once with nothing, stores nothing, logs once, and never throws', async () => {
    const warnings: string[] = [];
    const away = tier({ at: `redis://127.0.0.1:${await freePort()}`, log: { warn: (line: string) => warnings.push(line), log: () => undefined } });
    const started = Date.now();
    expect(await away.lookup('x')).toEqual({ page: null, mark: null });
    expect(Date.now() - started).toBeLessThan(100);
    await away.invalidate(['page']);
    await away.flushEverywhere('gap');
    await sleep(500);
    expect(away.ready).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('not reachable');
  });

  it('after a freeze in which a change could not be passed on, empties the tier before reading it again', async () => {
    const [a, b] = [tier(), tier()];
    expect(await until(() => a.ready && b.ready)).toBe(true);
    await render(a, 'frozen', page('oud', ['product:9']));
    await render(a, 'bystander', page('over ons', ['page']));
    redis.kill('SIGSTOP');
    try {
      const started = Date.now();
      // A lookup waits at most its timeout, then the instance goes on without Redis.
      expect(await a.lookup('frozen')).toEqual({ page: null, mark: null });
      expect(Date.now() - started).toBeLessThan(1000);
      await b.invalidate(['product:9']);
    } finally {
      redis.kill('SIGCONT');
    }
    // b missed the change: it empties the whole tier before it reads again, since no instance may
    // have passed the change on (a did not hear it here).
    expect(await until(async () => (await b.lookup('other')).mark !== null, 8000)).toBe(true);
    expect(await until(() => a.ready, 4000)).toBe(true);
    expect((await a.lookup('frozen')).page).toBeNull();
    expect((await a.lookup('bystander')).page).toBeNull();
    expect(await render(a, 'after', page('nieuw', ['product:9']))).toBe(true);
  }, 20_000);
});
