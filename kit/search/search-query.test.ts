import { describe, expect, it } from 'vitest';
import { parseCatalogParams } from '../../domain/catalogue/query';
import { searchRequest, searchResultsHref, searchTerm } from './search-query';

describe('searchTerm', () => {
  it('trims, folds inner spaces and keeps at most 100 characters', () => {
    expect(searchTerm('  gouden   ring ')).toBe('gouden ring');
    expect(searchTerm('\t\n')).toBe('');
    expect(searchTerm(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    expect(searchTerm('x'.repeat(150))).toHaveLength(100);
  });
});

describe('searchRequest', () => {
  it('sends only page, count, search and the sort', () => {
    expect(searchRequest('ring')).toEqual({ page: 1, count: 8, search: 'ring', column: 'recommended', order_by: 'asc' });
  });
});

describe('searchResultsHref', () => {
  it('is the catalogue with the search alone, which the results page reads back', () => {
    const href = searchResultsHref('/en/catalog', 'witgoud & diamant');
    expect(href).toBe('/en/catalog?search=witgoud%20%26%20diamant');
    const query = Object.fromEntries(new URL(href, 'http://shop.test').searchParams);
    const parsed = parseCatalogParams(query);
    expect(parsed.ok && parsed.state.search).toBe('witgoud & diamant');
    expect(parsed.ok && Object.values(parsed.state.filters).flat()).toEqual([]);
  });
});
