import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import type { Db } from '../db/client';
import { inReadScope, newReadScope, referenceCacheOf, referenceRead, ReferenceCache, useReferenceCacheIn, type CacheVersions } from './reference-cache';

const versions = (product = 1, settings = 1, taxonomy = 1): CacheVersions => ({ system_settings: settings, product, collection: 1, page: 1, posts: 1, taxonomy });

function liveCache(read: () => Promise<CacheVersions> = async () => versions()) {
  const cache = new ReferenceCache(read);
  cache.live = true;
  return cache;
}

/** A load that resolves when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ReferenceCache', () => {
  it('answers from memory while the versions of its groups stand, and loads again when one moves', async () => {
    const cache = liveCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read('k', ['taxonomy'], versions(), load)).toEqual({ n: 1 });
    expect(await cache.read('k', ['taxonomy'], versions(), load)).toEqual({ n: 1 });
    // The settings and product groups moving leave a taxonomy entry alone (a price change is no
    // taxonomy change); the taxonomy group does not.
    expect(await cache.read('k', ['taxonomy'], versions(1, 2), load)).toEqual({ n: 1 });
    expect(await cache.read('k', ['taxonomy'], versions(2, 2), load)).toEqual({ n: 1 });
    expect(await cache.read('k', ['taxonomy'], versions(2, 2, 2), load)).toEqual({ n: 2 });
    // A listing entry follows the product group.
    expect(await cache.read('l', ['catalog'], versions(2, 2, 2), load)).toEqual({ n: 3 });
    expect(await cache.read('l', ['catalog'], versions(3, 2, 2), load)).toEqual({ n: 4 });
  });

  it('drops what an announcement covers: a group, every product, everything; one product drops nothing', async () => {
    const cache = liveCache();
    let loads = 0;
    const read = (key: string, tags: Parameters<ReferenceCache['read']>[1]) => cache.read(key, tags, versions(), async () => `${key}${++loads}`);
    await read('languages', ['settings']);
    await read('maps', ['taxonomy']);
    await read('totals', ['catalog']);
    cache.invalidate(['product:12', 'product:13']);
    expect(cache.size).toBe(3);
    cache.invalidate(['settings']);
    expect(await read('languages', ['settings'])).toBe('languages4');
    expect(await read('maps', ['taxonomy'])).toBe('maps2');
    cache.invalidate(['product:*']);
    expect(cache.size).toBe(1);
    cache.invalidate(['*']);
    expect(cache.size).toBe(0);
  });

  it('does not keep a load that an announcement of its tags overtook (it may hold half the change)', async () => {
    const cache = liveCache();
    const slow = deferred<string>();
    const first = cache.read('k', ['settings'], versions(), () => slow.promise);
    cache.invalidate(['settings']);
    slow.resolve('old');
    expect(await first).toBe('old');
    expect(cache.size).toBe(0);
    expect(await cache.read('k', ['settings'], versions(), async () => 'new')).toBe('new');
    // An announcement of another group does not stop it.
    const other = deferred<string>();
    const second = cache.read('j', ['settings'], versions(), () => other.promise);
    cache.invalidate(['posts']);
    other.resolve('kept');
    await second;
    expect(await cache.read('j', ['settings'], versions(), async () => 'reloaded')).toBe('kept');
  });

  it('shares one load between concurrent readers, but not across an announcement', async () => {
    const cache = liveCache();
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads += 1;
      await gate.promise;
      return loads;
    };
    const a = cache.read('k', ['catalog'], versions(), load);
    const b = cache.read('k', ['catalog'], versions(), load);
    cache.invalidate(['catalog']);
    const c = cache.read('k', ['catalog'], versions(), load);
    gate.resolve();
    await Promise.all([a, b, c]);
    expect(loads).toBe(2);
  });

  it('reads straight through until it listens', async () => {
    const cache = new ReferenceCache(async () => versions());
    let loads = 0;
    await cache.read('k', ['settings'], versions(), async () => ++loads);
    await cache.read('k', ['settings'], versions(), async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('hands out frozen values, so a caller cannot change them for everyone', async () => {
    const cache = liveCache();
    const value = await cache.read('k', ['settings'], versions(), async () => ({ site: { name: 'Aurum' }, list: [{ a: 1 }], map: new Map([[1, { b: 2 }]]) }));
    expect(() => {
      (value.site as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => (value.list as { a: number }[]).push({ a: 2 })).toThrow(TypeError);
    expect(Object.isFrozen(value.map.get(1))).toBe(true);
  });
});

describe('read scopes', () => {
  it('read the cache versions once per scope: one API request, or every API call of a page render', async () => {
    let versionReads = 0;
    const database = { db: {}, listen: async () => async () => undefined } as unknown as Database;
    referenceCacheOf(database, async () => {
      versionReads += 1;
      return versions();
    });
    // Listening is set up in the background.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const read = () => referenceRead(database.db, 'k', ['settings'], async () => 'value');
    const render = newReadScope();
    await inReadScope(read, render);
    await inReadScope(() => inReadScope(read), render);
    await inReadScope(read, render);
    expect(versionReads).toBe(1);
    await inReadScope(read);
    await inReadScope(read);
    expect(versionReads).toBe(3);
  });
});

describe('a transaction allowed the cache (useReferenceCacheIn)', () => {
  it('takes entries at the versions it reads itself, once, through its own connection; loads what is missing through itself and keeps nothing', async () => {
    const reads: unknown[] = [];
    let current = versions();
    const database = { db: {}, listen: async () => async () => undefined } as unknown as Database;
    referenceCacheOf(database, async (db) => {
      reads.push(db);
      return current;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The pool fills the cache, as a request does.
    expect(await inReadScope(() => referenceRead(database.db, 'languages', ['settings'], async () => 'from the pool'))).toBe('from the pool');
    reads.length = 0;

    const tx = {} as Db;
    const other = {} as Db;
    useReferenceCacheIn(tx, database.db);
    const inTx = (key: string) => referenceRead(tx, key, ['settings'], async () => `${key} through the transaction`);
    expect(await inTx('languages')).toBe('from the pool');
    // Missing: read through the transaction, which may see its own writes, so not kept.
    expect(await inTx('settings')).toBe('settings through the transaction');
    expect(await inTx('settings')).toBe('settings through the transaction');
    expect(await inReadScope(() => referenceRead(database.db, 'settings', ['settings'], async () => 'settings from the pool'))).toBe('settings from the pool');
    // The versions: read once, through the transaction itself (never a second connection).
    expect(reads.filter((db) => db === tx)).toHaveLength(1);

    // Versions that moved (another transaction changed settings): an entry of the old ones is not taken.
    current = versions(1, 2);
    const later = {} as Db;
    useReferenceCacheIn(later, database.db);
    expect(await referenceRead(later, 'languages', ['settings'], async () => 'new languages')).toBe('new languages');
    // A transaction not allowed it reads straight through.
    expect(await referenceRead(other, 'languages', ['settings'], async () => 'straight')).toBe('straight');
  });
});
