/**
 * The shop's page cache: whole rendered pages for anonymous shoppers, kept in memory until a tag
 * they were built from is announced by the database (api/db/migrations/0014_page_cache_notify.sql)
 * or they age out. The HTTP side is host/server/cached-pages.ts.
 */

import { EVERY_PRODUCT, STOCK_TAG_PREFIX } from '../../api/lib/cache-tags';

// The channel and how its payloads read are the API's (api/lib/cache-tags.ts).
export { announcedTags, CACHE_CHANNEL } from '../../api/lib/cache-tags';

export interface CachedPage {
  status: number;
  /** Response headers as Next sent them, without Set-Cookie, Content-Length and Content-Encoding. */
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies, made on first demand. */
  gzip?: Buffer;
  br?: Buffer;
  tags: string[];
  storedAt: number;
  /**
   * Since when the page is out of date (a sale's `stock:<id>` announced, or past its age): it may
   * still be served for `staleMs` while it is rendered again (host/server/cached-pages.ts). Not shared.
   */
  staleSince?: number;
  /** Sales announced for the page while stale: a render begun before the last one is outdated. */
  staleCount?: number;
  /** When it was last served or stored: whether it is still wanted. Not shared. */
  usedAt?: number;
  /** How to render it again (the path and query Next renders, the Host it was asked for). Not shared. */
  source?: { url: string; host: string };
}

export interface PageCacheOptions {
  /** Bytes of bodies kept at most (least recently used go first). */
  maxBytes: number;
  /** A page older than this is rendered again even when no tag of it changed. */
  maxAgeMs: number;
  /**
   * How long a page a sale outdated (or that aged out) may still be served while it is rendered
   * again (0: dropped at once). Bounds how late a sale shows: such a page is never served more than
   * this after the announcement that outdated it (or after its age ran out).
   */
  staleMs?: number;
  now?: () => number;
}


export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Invalidations so far; a render remembers the count it started at. */
  private clock = 0;
  private readonly tagClock = new Map<string, number>();
  private flushedAt = 0;
  private bytes = 0;
  private readonly now: () => number;
  private readonly staleMs: number;
  /** Told the keys of the pages a sale outdated and kept (with `staleMs`), and the time. */
  onStale: ((keys: string[], now: number) => void) | null = null;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.staleMs = options.staleMs ?? 0;
  }

  /** The invalidation count now: pass it back to `set` for a page whose render starts now. */
  mark(): number {
    return this.clock;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page under this key, up to date or (`staleSince` set) out of date but still servable. */
  get(key: string): CachedPage | undefined {
    const page = this.peek(key);
    if (!page) return undefined;
    // Most recently used last (Map keeps insertion order).
    this.pages.delete(key);
    this.pages.set(key, page);
    page.usedAt = this.now();
    return page;
  }

  /** As `get`, without counting as a use. */
  peek(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = this.now();
    const agedAt = page.storedAt + this.options.maxAgeMs;
    if (page.staleSince === undefined && now > agedAt) page.staleSince = agedAt;
    if (page.staleSince !== undefined && now - page.staleSince >= this.staleMs) {
      this.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Stores a page rendered since `renderStartedAt` (a `mark()`), unless one of its tags was
   * announced meanwhile: it may hold what changed, half old and half new.
   */
  set(key: string, rendered: Omit<CachedPage, 'storedAt'> & { storedAt?: number }, renderStartedAt: number): boolean {
    // The object itself is kept (compressed copies made later land on it); a page from the shared
    // tier (host/server/shared-page-cache.ts) keeps the time it was made.
    const page: CachedPage = Object.assign(rendered, { storedAt: rendered.storedAt ?? this.now(), usedAt: this.now(), staleSince: undefined, staleCount: undefined });
    if (this.flushedAt > renderStartedAt) return false;
    for (const tag of page.tags) if ((this.tagClock.get(tag) ?? 0) > renderStartedAt || (tag.startsWith('product:') && (this.tagClock.get(EVERY_PRODUCT) ?? 0) > renderStartedAt)) return false;
    if (page.body.length > this.options.maxBytes / 4) return false;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  /**
   * Outdates every page built from these tags (`product:*` covers every product and listing; `*`
   * all): dropped at once, except that with `staleMs` a page outdated only by stock (`stock:<id>`,
   * a sale) is kept as stale and told to `onStale` — sales come by the second and change a number,
   * while a price, a text or a product taken off sale shows on the next view.
   */
  invalidate(tags: readonly string[]): void {
    this.clock += 1;
    const outdated = new Set<string>();
    const dropped = new Set<string>();
    for (const tag of tags) {
      if (tag === '*') {
        this.flushedAt = this.clock;
        for (const key of [...this.pages.keys()]) this.delete(key);
        continue;
      }
      this.tagClock.set(tag, this.clock);
      const affected = tag === EVERY_PRODUCT ? [...this.byTag.keys()].filter((name) => name.startsWith('product:') || name === 'catalog' || name === 'taxonomy') : [tag];
      if (tag === EVERY_PRODUCT) for (const name of ['catalog', 'taxonomy']) this.tagClock.set(name, this.clock);
      const stock = this.staleMs > 0 && tag.startsWith(STOCK_TAG_PREFIX);
      for (const name of affected) for (const key of this.byTag.get(name) ?? []) (stock ? outdated : dropped).add(key);
    }
    for (const key of dropped) this.delete(key);
    const now = this.now();
    const kept: string[] = [];
    for (const key of outdated) {
      const page = this.pages.get(key);
      if (!page) continue;
      page.staleSince ??= now;
      page.staleCount = (page.staleCount ?? 0) + 1;
      kept.push(key);
    }
    if (kept.length) this.onStale?.(kept, now);
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
