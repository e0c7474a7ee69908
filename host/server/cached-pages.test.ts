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
      const br = await raw(`${base}/over-ons`, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const gzip = await raw(`${base}/over-ons`, 'gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
    } finally {
      await close();
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
