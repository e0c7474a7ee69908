import { describe, expect, it } from 'vitest';
import { readViewed, recordViewed, RECENTLY_VIEWED_MAX, withViewed } from './recently-viewed';

function store(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [['recently_viewed', initial]]);
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('recently viewed', () => {
  it('puts a viewed product first, once, and keeps at most 12', () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    const many = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => i + 1);
    expect(withViewed(many, 99)).toEqual([99, ...many.slice(0, RECENTLY_VIEWED_MAX - 1)]);
  });

  it('stores the list and reads it back', () => {
    const s = store();
    recordViewed(5, s);
    recordViewed(8, s);
    recordViewed(5, s);
    expect(readViewed(s)).toEqual([5, 8]);
  });

  it('reads malformed storage as empty and drops entries that are not ids', () => {
    expect(readViewed(store('{nope'))).toEqual([]);
    expect(readViewed(store('{"a":1}'))).toEqual([]);
    expect(readViewed(store('[4,"x",-1,2.5,7]'))).toEqual([4, 7]);
    expect(readViewed(null)).toEqual([]);
  });

  it('survives storage that refuses to write', () => {
    expect(() => recordViewed(1, { getItem: () => null, setItem: () => { throw new Error('quota'); } })).not.toThrow();
  });
});
