import { describe, expect, it } from 'vitest';
import { formatSort, parseSort } from './sort';

describe('parseSort (spec section 5)', () => {
  it('reads column|direction with desc as the default direction', () => {
    expect(parseSort('cost|asc')).toEqual({ column: 'cost', order_by: 'asc' });
    expect(parseSort('cost')).toEqual({ column: 'cost', order_by: 'desc' });
    expect(parseSort('created_at|desc')).toEqual({ column: 'created_at', order_by: 'desc' });
  });

  it('is recommended without a sort, and collection_sort_order ascending on a collection', () => {
    expect(parseSort(undefined)).toEqual({ column: 'recommended', order_by: 'asc' });
    expect(parseSort('', { collection: true })).toEqual({ column: 'collection_sort_order', order_by: 'asc' });
    expect(parseSort('cost|asc', { collection: true })).toEqual({ column: 'cost', order_by: 'asc' });
  });

  it('falls back to the default for an unknown column', () => {
    expect(parseSort('price;drop table|asc')).toEqual({ column: 'recommended', order_by: 'asc' });
  });
});

describe('formatSort', () => {
  it('round-trips and leaves the default out of the URL', () => {
    expect(formatSort({ column: 'cost', order_by: 'asc' })).toBe('cost|asc');
    expect(formatSort({ column: 'recommended', order_by: 'asc' })).toBeUndefined();
    expect(formatSort({ column: 'collection_sort_order', order_by: 'asc' }, { collection: true })).toBeUndefined();
    expect(parseSort(formatSort({ column: 'title', order_by: 'desc' }))).toEqual({ column: 'title', order_by: 'desc' });
  });
});
