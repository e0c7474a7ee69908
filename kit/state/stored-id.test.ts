import { describe, expect, it } from 'vitest';
import { LIST_ID_TTL_MS, memoryStorage, readExpiringId, WISHLIST_ID_KEY, writeExpiringId } from './stored-id';

describe('expiring ids', () => {
  it('reads a written id until it expires, 7 days later', () => {
    const storage = memoryStorage();
    writeExpiringId(storage, WISHLIST_ID_KEY, 'abc', 1000);
    expect(readExpiringId(storage, WISHLIST_ID_KEY, 1000 + LIST_ID_TTL_MS - 1)).toBe('abc');
    expect(LIST_ID_TTL_MS).toBe(604_800_000);
  });

  it('drops an expired id', () => {
    const storage = memoryStorage();
    writeExpiringId(storage, WISHLIST_ID_KEY, 'abc', 1000);
    expect(readExpiringId(storage, WISHLIST_ID_KEY, 1000 + LIST_ID_TTL_MS)).toBeNull();
    expect(storage.getItem(WISHLIST_ID_KEY)).toBeNull();
  });

  it('treats malformed values as missing', () => {
    for (const raw of ['abc', '{"value":1,"expires":9e15}', '{"value":"a"}', 'null', '{"value":"","expires":9e15}']) {
      const storage = memoryStorage({ [WISHLIST_ID_KEY]: raw });
      expect(readExpiringId(storage, WISHLIST_ID_KEY, 0)).toBeNull();
    }
  });
});
