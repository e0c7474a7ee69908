/**
 * The products a shopper viewed, newest first, as product ids in localStorage. The
 * recently-viewed block on the product page records them and reads them everywhere.
 */
export const RECENTLY_VIEWED_KEY = 'recently_viewed';
/** How many ids are kept. */
export const RECENTLY_VIEWED_MAX = 12;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored ids, newest first; malformed entries are dropped. */
export function readViewed(store: Store | null = storage()): number[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with `id` moved to the front, at most `max` long. */
export function withViewed(ids: number[], id: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, max);
}

/** Puts a product first in the stored list (blocked storage: nothing happens). */
export function recordViewed(id: number, store: Store | null = storage()): void {
  try {
    store?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readViewed(store), id)));
  } catch {
    // Full or blocked storage: the block simply shows less.
  }
}
