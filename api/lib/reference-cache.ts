import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Db } from '../db/client';
import { announcedTags, CACHE_CHANNEL, isAffected } from './cache-tags';
import { deepFreeze } from '../../domain/deep-freeze';

/**
 * Reference data in memory: languages, settings, taxonomies, filters, return windows, listing
 * totals — the small, rarely changed reads that every page's API calls repeat (a product page read
 * the languages nine times).
 *
 * An entry is kept with the cache versions (spec section 9: sequences the write triggers advance)
 * of its groups, and used only while they stand: a request reads the versions once (one query
 * shared by all API calls of a page render), so what a committed write changed shows on the very
 * next request, in any number of processes. A sequence advances before its transaction commits,
 * so a read in between could keep old rows under the new version; the NOTIFY sent at commit
 * (migration 0014) drops such entries, and a load that an announcement overtook is not kept.
 *
 * Money never comes from here: prices, stock, carts and orders are read from the database on every
 * request. A transaction (a different `Db` object) reads straight from the database, unless its
 * code lets it use its database's cache (`useReferenceCacheIn`): then it takes what the cache
 * holds at the versions the transaction itself reads, and keeps nothing it loads.
 */

/** An entry's tags (group tags only) and the cache-version group each stands for. */
const versionGroup = {
  settings: 'system_settings',
  taxonomy: 'taxonomy',
  catalog: 'product',
  collection: 'collection',
  page: 'page',
  posts: 'posts',
} as const;
export type ReferenceTag = keyof typeof versionGroup;
export type CacheVersions = Readonly<Record<(typeof versionGroup)[ReferenceTag], number>>;

const MAX_ENTRIES = 2_000;

/** The versions an entry of these tags is kept under, as one string. */
const versionOf = (tags: readonly ReferenceTag[], versions: CacheVersions) => tags.map((tag) => versions[versionGroup[tag]]).join(':');

interface Entry {
  tags: readonly ReferenceTag[];
  version: string;
  value: unknown;
}

export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Omit<Entry, 'value'> & { value: Promise<unknown> }>();
  /** Announcements so far, and when each group tag was last announced (a load remembers where it started). */
  private clock = 0;
  private readonly announcedAt = new Map<string, number>();
  /** True while announcements reach this cache; until then (or when listening failed) every read goes to the database. */
  live = false;
  /** Settles once listening stood (true) or failed (false). */
  listening: Promise<boolean> = Promise.resolve(false);

  /**
   * `readVersionsOf(db)` reads the versions through `db` (a transaction's own connection);
   * `readVersions()` through the database the cache belongs to.
   */
  constructor(
    readonly readVersions: () => Promise<CacheVersions>,
    readonly readVersionsOf: (db: Db) => Promise<CacheVersions> = () => readVersions(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** `versions`: the cache versions this request reads under. */
  read<T>(key: string, tags: readonly ReferenceTag[], versions: CacheVersions, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const version = versionOf(tags, versions);
    const hit = this.entries.get(key);
    if (hit?.version === version) return Promise.resolve(hit.value as T);
    const pending = this.loading.get(key);
    if (pending?.version === version) return pending.value as Promise<T>;
    const startedAt = this.clock;
    const value: Promise<T> = load().then(
      (result) => {
        deepFreeze(result);
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
        // A load that an announcement of its tags overtook may hold what changed, half old.
        if (this.live && !this.announcedSince(tags, startedAt)) {
          this.entries.delete(key);
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { tags, version, value: result });
        }
        return result;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { tags, version, value });
    return value;
  }

  /**
   * What the cache holds for `key` at `versions`, without loading or keeping anything: the reads
   * of a transaction, which may see its own writes before they are committed (or rolled back).
   */
  peek<T>(key: string, tags: readonly ReferenceTag[], versions: CacheVersions): { value: T } | undefined {
    if (!this.live) return undefined;
    const hit = this.entries.get(key);
    return hit?.version === versionOf(tags, versions) ? { value: hit.value as T } : undefined;
  }

  /** Drops what these announced tags cover (`product:*` covers the taxonomy and listings; `*` all). */
  invalidate(announced: readonly string[]): void {
    // One product's change touches no reference data (its page and cards carry `product:<id>`, `stock:<id>`).
    const relevant = announced.filter((tag) => !/^(product|stock):\d/.test(tag));
    if (!relevant.length) return;
    this.clock += 1;
    for (const tag of relevant) this.announcedAt.set(tag, this.clock);
    const affected = (tags: readonly ReferenceTag[]) => tags.some((tag) => relevant.some((name) => isAffected(tag, name)));
    for (const [key, entry] of this.entries) if (affected(entry.tags)) this.entries.delete(key);
    // Readers after this point must not join a load that started before it.
    for (const [key, entry] of this.loading) if (affected(entry.tags)) this.loading.delete(key);
  }

  private announcedSince(tags: readonly ReferenceTag[], startedAt: number): boolean {
    for (const [name, at] of this.announcedAt) if (at > startedAt && tags.some((tag) => isAffected(tag, name))) return true;
    return false;
  }
}

/**
 * Process-wide state lives on globalThis: Next bundles this module into more than one chunk (the
 * API's route and the pages), and a page's read scope must be seen by the API app it calls.
 */
const shared = Symbol.for('juwelier.reference-cache');
/** A transaction allowed its database's cache, and the versions it read (once, on first use). */
type TransactionUse = { cache: ReferenceCache; versions?: Promise<CacheVersions> };
type Shared = { caches: WeakMap<Db, ReferenceCache>; scopes: AsyncLocalStorage<ReadScope>; transactions: WeakMap<Db, TransactionUse> };
function state(): Shared {
  const holder = globalThis as typeof globalThis & { [shared]?: Shared };
  holder[shared] ??= { caches: new WeakMap(), scopes: new AsyncLocalStorage(), transactions: new WeakMap() };
  return holder[shared];
}

/**
 * The reference cache of a database, listening for its announcements from the first call on
 * (reads go to the database until the LISTEN stands; when listening fails the cache stays off).
 */
export function referenceCacheOf(database: Database, readVersions: (db: Db) => Promise<CacheVersions>, log: Pick<Console, 'warn'> = console): ReferenceCache {
  const { caches } = state();
  const existing = caches.get(database.db);
  if (existing) return existing;
  const cache = new ReferenceCache(() => readVersions(database.db), readVersions);
  caches.set(database.db, cache);
  cache.listening = database
    .listen(
      CACHE_CHANNEL,
      (payload) => cache.invalidate(announcedTags(payload)),
      // What was announced while the listening connection was down is lost: start over.
      () => cache.invalidate(['*']),
    )
    .then(
      () => {
        cache.live = true;
        return true;
      },
      (error: unknown) => {
        log.warn(`[api] reference data is read from the database on every request: cannot listen for changes (${error instanceof Error ? error.message : String(error)})`);
        return false;
      },
    );
  return cache;
}

/** Whether the reference cache of `db` listens, once that is settled (false: no cache, or listening failed). */
export function referenceCacheListens(db: Db): Promise<boolean> {
  return state().caches.get(db)?.listening ?? Promise.resolve(false);
}

/**
 * The cache versions a request reads under, read once per scope: an API request, or (when the
 * host renders a page) every API call of that render.
 */
export type ReadScope = Map<ReferenceCache, Promise<CacheVersions>>;

/** A read scope for the API calls of one page render (the host keeps one per request). */
export const newReadScope = (): ReadScope => new Map();

/** Runs `fn` in `scope`, else in the scope it is already in (a page render's), else in a new one. */
export function inReadScope<T>(fn: () => T, scope?: ReadScope): T {
  const { scopes } = state();
  if (scope) return scopes.run(scope, fn);
  return scopes.getStore() ? fn() : scopes.run(newReadScope(), fn);
}

function scopedVersions(cache: ReferenceCache): Promise<CacheVersions> {
  const scope = state().scopes.getStore();
  if (!scope) return cache.readVersions();
  let versions = scope.get(cache);
  if (!versions) {
    versions = cache.readVersions();
    scope.set(cache, versions);
    // A failed read is not shared: the next call in the scope tries again.
    versions.catch(() => scope.delete(cache));
  }
  return versions;
}

/**
 * Lets the reference reads of transaction `tx` of `db` use the cache of `db` (the checkout's: the
 * languages, taxonomies and settings an order's lines and mail are written with were 15 statements
 * inside its transaction). The transaction reads the versions itself, with its first such read
 * (one statement on its own connection, never a second connection while it holds one), and takes
 * an entry only at exactly those versions, as any request would. Anything missing is loaded
 * through `tx` and not kept, since a transaction sees its own writes before they are committed.
 * Money is not read this way: prices, stock, codes and gift cards are not reference data.
 */
export function useReferenceCacheIn(tx: Db, db: Db): void {
  const cache = state().caches.get(db);
  if (cache) state().transactions.set(tx, { cache });
}

/**
 * Reads `key` through the reference cache of `db` when it has one (the API's database, once its
 * cache listens; a transaction allowed it by `useReferenceCacheIn`), else straight from the
 * database (any other transaction, a script).
 */
export async function referenceRead<T>(db: Db, key: string, tags: readonly ReferenceTag[], load: () => Promise<T>): Promise<T> {
  const { caches, transactions } = state();
  const cache = caches.get(db);
  if (cache?.live) return cache.read(key, tags, await scopedVersions(cache), load);
  const use = transactions.get(db);
  if (!use?.cache.live) return load();
  use.versions ??= use.cache.readVersionsOf(db);
  const hit = use.cache.peek<T>(key, tags, await use.versions);
  return hit ? hit.value : load();
}
