import { describe, expect, it } from 'vitest';
import {
  catalogHref,
  chosenCount,
  emptyFilters,
  emptySelection,
  normalizePrice,
  sameSelection,
  serializeState,
  toggleValue,
  withoutFilters,
  withPageParam,
  withPrice,
  withSort,
  type CatalogSelection,
} from './url';

const selection = (overrides: Partial<CatalogSelection> = {}): CatalogSelection => ({ filters: emptyFilters(), ...overrides });

describe('serializeState and catalogHref', () => {
  it('writes keys in a fixed order, lists comma-separated, page 1 left out', () => {
    const state = {
      ...selection({ filters: { ...emptyFilters(), materials: ['silver-925', 'platinum-950'], categories: ['rings'] }, min: 100, max: 500, sortBy: 'cost|asc' }),
      page: 1,
    };
    expect(serializeState(state)).toBe('categories=rings&materials=silver-925,platinum-950&min_cost_from=100&max_cost_to=500&sortBy=cost%7Casc');
    expect(serializeState({ ...state, page: 3 })).toMatch(/&page=3$/);
  });

  it('encodes the search', () => {
    expect(serializeState(selection({ search: 'ring & ketting' }))).toBe('search=ring%20%26%20ketting');
  });

  it('is just the path without a query', () => {
    expect(catalogHref('/en/catalog', emptySelection())).toBe('/en/catalog');
    expect(catalogHref('/catalog', selection({ sortBy: 'title|asc' }))).toBe('/catalog?sortBy=title%7Casc');
  });
});

describe('selection changes', () => {
  it('toggles a value on and off, and a filter change leaves the search', () => {
    const on = toggleValue(selection({ search: 'ring' }), 'materials', 'silver-925');
    expect(on.filters.materials).toEqual(['silver-925']);
    expect(on.search).toBeUndefined();
    expect(toggleValue(on, 'materials', 'silver-925').filters.materials).toEqual([]);
  });

  it('keeps the search when only the sort changes', () => {
    expect(withSort(selection({ search: 'ring' }), 'cost|asc')).toMatchObject({ search: 'ring', sortBy: 'cost|asc' });
    expect(withSort(selection({ sortBy: 'cost|asc' }), '').sortBy).toBeUndefined();
  });

  it('sets a price range as typed, normalised when applied', () => {
    expect(withPrice(selection({ search: 'x' }), 500, 100)).toMatchObject({ min: 500, max: 100, search: undefined });
    expect(normalizePrice(selection({ min: 500, max: 100 }))).toMatchObject({ min: 100, max: 500 });
    expect(normalizePrice(selection({ min: -5, max: 99.6 }))).toMatchObject({ min: undefined, max: 100 });
    expect(normalizePrice(selection({ min: Number.NaN }))).toMatchObject({ min: undefined });
  });

  it('clears every filter and price but keeps the sort', () => {
    const full = selection({ filters: { ...emptyFilters(), stones: ['diamond'] }, min: 1, sortBy: 'cost|asc', search: 's' });
    expect(withoutFilters(full)).toEqual({ filters: emptyFilters(), sortBy: 'cost|asc' });
  });

  it('counts chosen values, prices one each', () => {
    expect(chosenCount(selection({ filters: { ...emptyFilters(), stones: ['diamond', 'ruby'], materials: ['silver-925'] }, max: 100 }))).toBe(4);
    expect(chosenCount(emptySelection())).toBe(0);
  });

  it('compares selections regardless of the order of values', () => {
    const a = selection({ filters: { ...emptyFilters(), stones: ['diamond', 'ruby'] } });
    const b = selection({ filters: { ...emptyFilters(), stones: ['ruby', 'diamond'] } });
    expect(sameSelection(a, b)).toBe(true);
    expect(sameSelection(a, { ...b, sortBy: 'cost|asc' })).toBe(false);
  });
});

describe('withPageParam', () => {
  it('sets, replaces or removes page and keeps the rest as written', () => {
    expect(withPageParam('?materials=a,b&page=2', 3)).toBe('?materials=a,b&page=3');
    expect(withPageParam('?page=2&materials=a,b', 1)).toBe('?materials=a,b');
    expect(withPageParam('', 2)).toBe('?page=2');
    expect(withPageParam('?page=4', 1)).toBe('');
    expect(withPageParam('materials=a', 2)).toBe('?materials=a&page=2');
    expect(withPageParam('?pages=9', 2)).toBe('?pages=9&page=2');
  });
});
