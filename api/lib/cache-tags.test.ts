import { describe, expect, it } from 'vitest';
import { announcedTags, isAffected } from './cache-tags';

describe('announcedTags', () => {
  it('reads the database’s announcements', () => {
    expect(announcedTags('product:1,22,3')).toEqual(['product:1', 'product:22', 'product:3']);
    expect(announcedTags('stock:4,5')).toEqual(['stock:4', 'stock:5']);
    expect(announcedTags('product:*')).toEqual(['product:*']);
    expect(announcedTags('catalog')).toEqual(['catalog']);
    expect(announcedTags('')).toEqual([]);
  });
});

describe('isAffected', () => {
  it('drops a tag when it is announced, everything on `*`, and products, listings and the taxonomy on `product:*`', () => {
    expect(isAffected('settings', 'settings')).toBe(true);
    expect(isAffected('settings', 'page')).toBe(false);
    expect(isAffected('anything', '*')).toBe(true);
    for (const tag of ['product:7', 'catalog', 'taxonomy']) expect(isAffected(tag, 'product:*')).toBe(true);
    expect(isAffected('settings', 'product:*')).toBe(false);
    // A stock change reaches the product's own page (which also carries product:<id>), not its cards.
    expect(isAffected('product:7', 'stock:7')).toBe(false);
    expect(isAffected('stock:7', 'stock:7')).toBe(true);
  });
});
