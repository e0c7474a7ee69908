// @vitest-environment node
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../lib/page-cache-header';
import { cachedPages, cachePlan, decodedBody, withoutTracking } from './cached-pages';
import { PageCache } from './page-cache';
import { noteAnswer } from './render-context';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: { host: 'shop.test', ...headers } }) as unknown as IncomingMessage;

describe('cachePlan: what the page cache may answer or keep', () => {
  it('takes anonymous page views of public pages, keyed by host, path and query', () => {
    expect(cachePlan(request('/'))).toMatchObject({ key: 'shop.test/', locale: 'nl' });
    expect(cachePlan(request('/en/catalog?categories=rings')))
      .toMatchObject({ key: 'shop.test/en/catalog?categories=rings', locale: 'en' });
    for (const path of ['/product/aanschuifring', '/over-ons', '/articles/edelstenen/de-vier-cs', '/collections', '/catalog/bridal']) expect(cachePlan(request(path)), path).not.toBeNull();
  });

  it('leaves signed-in shoppers, closed banners, client navigations and personal pages to Next', () => {
    expect(cachePlan(request('/', { cookie: 'uid=x; access_token_v1=abc' }))).toBeNull();
    expect(cachePlan(request('/', { cookie: 'top_banner_dismissed=3' }))).toBeNull();
    expect(cachePlan(request('/', { rsc: '1' }))).toBeNull();
    expect(cachePlan(request('/catalog?_rsc=abc'))).toBeNull();
    expect(cachePlan(request('/over-ons?preview=token'))).toBeNull();
    expect(cachePlan(request('/', {}, 'POST'))).toBeNull();
    for (const path of ['/cart', '/checkout', '/checkout/payout', '/profile', '/profile/orders', '/sign-in', '/return/3', '/verify/x', '/api/v1/bootstrap', '/_next/static/a.js', '/cv', '/favicon.ico', '/nl/catalog', '/login']) {
      expect(cachePlan(request(path)), path).toBeNull();
    }
  });

  it('leaves the home page to Next when the locale cookie sends the shopper to another language', () => {
    expect(cachePlan(request('/', { cookie: 'locale=en' }))).toBeNull();
    expect(cachePlan(request('/', { cookie: 'locale=nl' }))).not.toBeNull();
    expect(cachePlan(request('/catalog?userLocale=en'))).toBeNull();
  });
});

describe('cachePlan: campaign and click ids', () => {
  it('leaves tracking parameters out of the key and of what Next renders, and keeps the rest as written', () => {
    expect(cachePlan(request('/?utm_source=nieuwsbrief&utm_campaign=kerst&mc_eid=1a2b3c'))).toMatchObject({ key: 'shop.test/', url: '/' });
    expect(cachePlan(request('/catalog?categories=rings&gclid=xyz&sortBy=cost|asc'))).toMatchObject({ key: 'shop.test/catalog?categories=rings&sortBy=cost%7Casc', url: '/catalog?categories=rings&sortBy=cost%7Casc' });
    expect(cachePlan(request('/catalog?sortBy=cost|asc'))).toMatchObject({ key: 'shop.test/catalog?sortBy=cost|asc', url: '/catalog?sortBy=cost|asc' });
    expect(withoutTracking(new URLSearchParams('fbclid=1&UTM_Medium=mail&page=2'))).toBe('?page=2');
  });
});

describe('cachedPages', () => {
  /** A Next stand-in: answers a tagged HTML page after `delay` ms and counts its renders. */
  function fakeNext(delay: number) {
    const seen: string[] = [];
    const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
      seen.push(incoming.url ?? '');
      noteAnswer('page');
      await new Promise((resolve) => setTimeout(resolve, delay));
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(PAGE_CACHE_HEADER, '1');
      response.end(`<html>${incoming.url}</html>`);
    };
    return { seen, handle };
  }

  async function serveWith(handler: (request: IncomingMessage, response: ServerResponse) => void) {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('renders a page once for the shoppers who ask for it while it renders; they get that page', async () => {
    const next = fakeNext(150);
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const { base, close } = await serveWith(cachedPages({ cache, handle: next.handle }));
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => fetch(`${base}/over-ons?utm_source=mail${index}`).then(async (response) => ({ state: response.headers.get('x-shop-cache'), body: await response.text() }))));
      expect(next.seen).toEqual(['/over-ons']);
      expect(answers.map((answer) => answer.state).sort()).toEqual([...Array(7).fill('COALESCED'), 'MISS']);
      expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['<html>/over-ons</html>']));
      expect((await fetch(`${base}/over-ons`)).headers.get('x-shop-cache')).toBe('HIT');
    } finally {
      await close();
    }
  });

  it('lets the waiting shoppers render for themselves when the page is not kept', async () => {
    const seen: string[] = [];
    const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
      seen.push(incoming.url ?? '');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // No cache tags noted: personal or uncached data, never kept.
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(PAGE_CACHE_HEADER, '1');
      response.end('<html>personal</html>');
    };
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const { base, close } = await serveWith(cachedPages({ cache, handle }));
    try {
      const states = await Promise.all([1, 2, 3].map(() => fetch(`${base}/over-ons`).then((response) => response.headers.get('x-shop-cache'))));
      expect(states).toEqual(['MISS', 'MISS', 'MISS']);
      expect(seen).toHaveLength(3);
    } finally {
      await close();
    }
  });

  /** The raw answer (no decoding), asking for the given encodings. */
  const raw = (url: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends a MISS compressed as Next encoded it, keeps the page decoded, and serves it in each client’s encoding', async () => {
    const page = `<html>${'<p>Verlovingsring in 18 karaat goud</p>'.repeat(500)}</html>`;
    // Like Next: gzip when the client accepts it.
    const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
      noteAnswer('page');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(PAGE_CACHE_HEADER, '1');
      const gzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
      if (gzip) response.setHeader('content-encoding', 'gzip');
      response.end(gzip ? gzipSync(page) : page);
    };
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const { base, close } = await serveWith(cachedPages({ cache, handle }));
    try {
      const miss = await raw(`${base}/over-ons`, 'gzip, deflate, br');
      expect(miss.headers['x-shop-cache']).toBe('MISS');
      expect(miss.headers['content-encoding']).toBe('gzip');
      expect(miss.body.length).toBeLessThan(page.length / 10);
      expect(gunzipSync(miss.body).toString()).toBe(page);

      const plain = await raw(`${base}/over-ons`);
      expect(plain.headers['x-shop-cache']).toBe('HIT');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
      // The brotli copy is made off the thread: the gzip copy until it is there, then brotli.
      expect((await raw(`${base}/over-ons`, 'gzip, br')).headers['content-encoding']).toBe('gzip');
      await expect.poll(async () => (await raw(`${base}/over-ons`, 'br')).headers['content-encoding'], { interval: 10 }).toBe('br');
      const br = await raw(`${base}/over-ons`, 'br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const gzip = await raw(`${base}/over-ons`, 'gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
    } finally {
      await close();
    }
  });

  /** A Next stand-in whose page says which render made it; with the cache's refresh pointed at its own server. */
  async function refreshingShop(staleMs: number, delay = 100) {
    let renders = 0;
    const seen: IncomingHttpHeaders[] = [];
    const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
      const render = ++renders;
      seen.push({ ...incoming.headers });
      noteAnswer('page,stock:1');
      await new Promise((resolve) => setTimeout(resolve, delay));
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(PAGE_CACHE_HEADER, '1');
      response.end(`<html>render ${render}</html>`);
    };
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, staleMs });
    let address: { host: string; port: number } | null = null;
    const shop = await serveWith(cachedPages({ cache, handle, self: () => address }));
    address = { host: '127.0.0.1', port: Number(new URL(shop.base).port) };
    const view = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${shop.base}/over-ons`, { headers });
      return { state: response.headers.get('x-shop-cache'), body: await response.text() };
    };
    return { ...shop, cache, view, seen, renders: () => renders };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('serves a page a sale outdated as STALE while it renders it again itself, then the new page', async () => {
    const shop = await refreshingShop(1500);
    try {
      expect(await shop.view()).toEqual({ state: 'MISS', body: '<html>render 1</html>' });
      shop.cache.invalidate(['stock:1']);
      // Served recently, so its render starts with the change, not with the next shopper.
      expect(await shop.view()).toEqual({ state: 'STALE', body: '<html>render 1</html>' });
      await expect.poll(() => shop.view(), { timeout: 1000, interval: 20 }).toEqual({ state: 'HIT', body: '<html>render 2</html>' });
      expect(shop.renders()).toBe(2);
      // The refresh asked for the page as the shopper did, and the secret went no further.
      expect(shop.seen[1]).toMatchObject({ host: shop.seen[0]!.host });
      expect(Object.keys(shop.seen[1]!)).not.toContain('x-shop-refresh');
      // Any other change: the next view renders.
      shop.cache.invalidate(['page']);
      expect(await shop.view()).toEqual({ state: 'MISS', body: '<html>render 3</html>' });
    } finally {
      await shop.close();
    }
  });

  it('renders once more when another sale comes while it renders, and never serves stale past staleMs', async () => {
    const shop = await refreshingShop(400, 250);
    try {
      await shop.view();
      shop.cache.invalidate(['stock:1']);
      await sleep(100);
      // The refresh under way began before this sale: its page is not kept, and a new one starts.
      shop.cache.invalidate(['stock:1']);
      expect((await shop.view()).state).toBe('STALE');
      await sleep(400);
      // Past staleMs from the first change: the new page (or a wait for the render under way), never the stale one.
      const late = await shop.view();
      expect(late.body).toBe('<html>render 3</html>');
      expect(['HIT', 'COALESCED']).toContain(late.state);
      expect(shop.renders()).toBe(3);
    } finally {
      await shop.close();
    }
  });

  it('a refresh header from outside is only taken off: the shopper gets the cached page (HSTS per answer)', async () => {
    const shop = await refreshingShop(1500);
    try {
      await shop.view();
      expect(await shop.view({ 'x-shop-refresh': 'guess' })).toEqual({ state: 'HIT', body: '<html>render 1</html>' });
      expect(shop.renders()).toBe(1);
      // HSTS goes with each answer behind an https proxy, whoever's request rendered the page.
      expect((await fetch(`${shop.base}/over-ons`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect((await fetch(`${shop.base}/over-ons`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await shop.close();
    }
  });

  it('decodedBody keeps nothing it cannot decode or that is too large once decoded', () => {
    const page = Buffer.from('<html>'.padEnd(10_000, 'x'));
    expect(decodedBody(page, undefined, 20_000)).toEqual({ body: page });
    expect(decodedBody(gzipSync(page), 'gzip', 20_000)?.body.equals(page)).toBe(true);
    expect(decodedBody(gzipSync(page), 'gzip', 5_000)).toBeNull();
    expect(decodedBody(gzipSync(page).subarray(0, 50), 'gzip', 20_000)).toBeNull();
    expect(decodedBody(page, 'zstd', 20_000)).toBeNull();
  });
});
