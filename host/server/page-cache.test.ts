import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';

const page = (tags: string[], bytes = 100): Omit<CachedPage, 'storedAt'> => ({ status: 200, headers: [['content-type', 'text/html']], body: Buffer.alloc(bytes), tags });

describe('PageCache', () => {
  it('keeps a page until a tag it was built from is announced', () => {
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    expect(cache.set('/product/a', page(['product:1', 'settings']), cache.mark())).toBe(true);
    expect(cache.set('/over-ons', page(['page', 'settings']), cache.mark())).toBe(true);
    cache.invalidate(['product:2']);
    expect(cache.get('/product/a')).toBeDefined();
    cache.invalidate(['product:1']);
    expect(cache.get('/product/a')).toBeUndefined();
    expect(cache.get('/over-ons')).toBeDefined();
    cache.invalidate(['settings']);
    expect(cache.get('/over-ons')).toBeUndefined();
  });

  it('drops every product page and listing for product:*, and everything for *', () => {
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    cache.set('/product/a', page(['product:1']), cache.mark());
    cache.set('/catalog', page(['catalog', 'product:5']), cache.mark());
    cache.set('/', page(['settings', 'taxonomy']), cache.mark());
    cache.set('/articles', page(['posts']), cache.mark());
    cache.invalidate(['product:*']);
    expect([cache.get('/product/a'), cache.get('/catalog'), cache.get('/')]).toEqual([undefined, undefined, undefined]);
    expect(cache.get('/articles')).toBeDefined();
    cache.invalidate(['*']);
    expect(cache.size).toBe(0);
  });

  it('does not keep a page whose render began before one of its tags was announced', () => {
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const started = cache.mark();
    cache.invalidate(['product:1']);
    expect(cache.set('/product/a', page(['product:1']), started)).toBe(false);
    expect(cache.set('/product/b', page(['product:2']), started)).toBe(true);
    const again = cache.mark();
    cache.invalidate(['product:*']);
    expect(cache.set('/product/c', page(['product:3']), again)).toBe(false);
    const late = cache.mark();
    cache.invalidate(['*']);
    expect(cache.set('/over-ons', page(['page']), late)).toBe(false);
  });

  it('forgets the least recently used pages past its size, and pages past their age', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, maxAgeMs: 60_000, now: () => now });
    cache.set('/a', page(['page'], 200), cache.mark());
    cache.set('/b', page(['page'], 200), cache.mark());
    cache.get('/a');
    for (const key of ['/c', '/d', '/e', '/f']) cache.set(key, page(['page'], 200), cache.mark());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    now = 61_000;
    expect(cache.get('/a')).toBeUndefined();
  });
});

describe('PageCache with staleMs: a page a sale outdated, served for a moment while it renders again', () => {
  it('keeps a page a sale outdated as stale for staleMs after the sale, tells which, then drops it', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000, staleMs: 1500, now: () => now });
    const told: string[][] = [];
    cache.onStale = (keys) => told.push(keys);
    cache.set('/product/a', page(['product:1', 'stock:1']), cache.mark());
    cache.set('/product/b', page(['product:2', 'stock:2', 'stock:1']), cache.mark());
    cache.set('/over-ons', page(['page']), cache.mark());
    now = 100;
    cache.invalidate(['stock:1']);
    expect(told).toEqual([['/product/a', '/product/b']]);
    expect(cache.get('/product/a')?.staleSince).toBe(100);
    expect(cache.get('/over-ons')?.staleSince).toBeUndefined();
    // A second sale keeps the time of the first: the bound runs from the first.
    now = 900;
    cache.invalidate(['stock:1']);
    expect(cache.peek('/product/b')).toMatchObject({ staleSince: 100, staleCount: 2 });
    now = 1599;
    expect(cache.get('/product/a')).toBeDefined();
    now = 1600;
    expect(cache.get('/product/a')).toBeUndefined();
    expect(cache.get('/product/b')).toBeUndefined();
    expect(cache.get('/over-ons')).toBeDefined();
  });

  it('drops at once what any other change outdated: a price, a text, a product off sale, also a stale page', () => {
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000, staleMs: 1500 });
    const told: string[][] = [];
    cache.onStale = (keys) => told.push(keys);
    cache.set('/product/a', page(['product:1', 'stock:1']), cache.mark());
    cache.set('/over-ons', page(['page']), cache.mark());
    cache.invalidate(['page']);
    expect(cache.get('/over-ons')).toBeUndefined();
    cache.invalidate(['stock:1']);
    expect(cache.peek('/product/a')?.staleSince).toBeDefined();
    cache.invalidate(['product:1']);
    expect(cache.peek('/product/a')).toBeUndefined();
    // A sale and a price change in one announcement: the price wins.
    cache.set('/product/a', page(['product:1', 'stock:1']), cache.mark());
    cache.invalidate(['stock:1', 'product:1']);
    expect(cache.peek('/product/a')).toBeUndefined();
    expect(told).toEqual([['/product/a']]);
  });

  it('a render begun after the sale replaces the stale page; one begun before it does not', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000, staleMs: 1500, now: () => now });
    cache.set('/product/a', page(['stock:1']), cache.mark());
    const before = cache.mark();
    cache.invalidate(['stock:1']);
    expect(cache.set('/product/a', page(['stock:1']), before)).toBe(false);
    expect(cache.peek('/product/a')?.staleSince).toBe(0);
    now = 500;
    expect(cache.set('/product/a', page(['stock:1']), cache.mark())).toBe(true);
    expect(cache.peek('/product/a')).toMatchObject({ storedAt: 500, staleSince: undefined, staleCount: undefined });
  });

  it('serves an aged page as stale for staleMs past its age; everything goes at once for *', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, maxAgeMs: 60_000, staleMs: 1500, now: () => now });
    cache.set('/a', page(['page']), cache.mark());
    now = 60_500;
    expect(cache.get('/a')?.staleSince).toBe(60_000);
    now = 61_500;
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/c', page(['stock:3']), cache.mark());
    cache.invalidate(['*']);
    expect(cache.size).toBe(0);
  });
});
