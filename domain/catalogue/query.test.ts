import { describe, expect, it } from 'vitest';
import { catalogFilters } from '../../stories/fixtures/products';
import { filterLookup, knownValues, PAGE_SIZE, parseCatalogParams, selectionFromQuery, toCatalogRequest } from './query';
import { emptyFilters, type CatalogUrlState } from './url';

const state = (overrides: Partial<CatalogUrlState> = {}): CatalogUrlState => ({ page: 1, filters: emptyFilters(), ...overrides });
const parsed = (params: Record<string, string | string[] | undefined>, collection = false) => {
  const result = parseCatalogParams(params, { collection });
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.state;
};

describe('parseCatalogParams', () => {
  it('reads an empty query as page 1 without filters or sort', () => {
    expect(parsed({})).toEqual({ page: 1, filters: emptyFilters(), min: undefined, max: undefined, sortBy: undefined, search: undefined });
  });

  it('reads page, comma-separated slugs per group, prices in euros, sort and search', () => {
    const result = parsed({
      page: '3',
      categories: 'rings,engagement-rings',
      materials: 'yellow-gold-14k',
      collections: 'aurora',
      stones: 'diamond',
      head_styles: 'halo',
      stone_shapes: 'oval,pear',
      min_cost_from: '100',
      max_cost_to: '1500.50',
      sortBy: 'cost|asc',
      search: '  ring ',
    });
    expect(result).toEqual({
      page: 3,
      filters: {
        collections: ['aurora'],
        categories: ['rings', 'engagement-rings'],
        materials: ['yellow-gold-14k'],
        stones: ['diamond'],
        head_styles: ['halo'],
        stone_shapes: ['oval', 'pear'],
      },
      min: 100,
      max: 1500.5,
      sortBy: 'cost|asc',
      search: 'ring',
    });
  });

  it('merges repeated list parameters, drops malformed slugs and duplicates', () => {
    const result = parsed({ materials: ['silver-925,platinum-950', 'silver-925', 'Gold!', '', '<script>'] });
    expect(result.filters.materials).toEqual(['silver-925', 'platinum-950']);
  });

  it('takes the first of a repeated scalar', () => {
    expect(parsed({ page: ['2', '5'], search: ['ring', 'ketting'] })).toMatchObject({ page: 2, search: 'ring' });
  });

  it.each([
    ['page=0', { page: '0' }, 'page'],
    ['page=-1', { page: '-1' }, 'page'],
    ['page=abc', { page: 'abc' }, 'page'],
    ['page=1.5', { page: '1.5' }, 'page'],
    ['page beyond 10000', { page: '10001' }, 'page'],
    ['min_cost_from=abc', { min_cost_from: 'abc' }, 'min_cost_from'],
    ['negative price', { min_cost_from: '-5' }, 'min_cost_from'],
    ['max_cost_to=1e9', { max_cost_to: '1e9' }, 'max_cost_to'],
    ['three decimals', { max_cost_to: '10.999' }, 'max_cost_to'],
    ['a reversed range', { min_cost_from: '500', max_cost_to: '100' }, 'max_cost_to'],
  ])('rejects a malformed query (%s): the shop answers 404', (_, params, reason) => {
    expect(parseCatalogParams(params)).toEqual({ ok: false, reason });
  });

  it('treats empty prices and an empty search as absent', () => {
    expect(parsed({ min_cost_from: '', max_cost_to: ' ', search: '   ' })).toMatchObject({ min: undefined, max: undefined, search: undefined });
  });

  it('normalises the sort and drops an unknown one', () => {
    expect(parsed({ sortBy: 'cost' }).sortBy).toBe('cost|desc');
    expect(parsed({ sortBy: 'price;drop table|asc' }).sortBy).toBeUndefined();
    expect(parsed({ sortBy: 'collection_sort_order|asc' }, true).sortBy).toBeUndefined();
  });

  it('cuts a long search to 100 characters', () => {
    expect(parsed({ search: 'a'.repeat(150) }).search).toHaveLength(100);
  });
});

describe('knownValues', () => {
  it('keeps the slugs the shop knows and drops the rest', () => {
    const result = knownValues(state({ filters: { ...emptyFilters(), materials: ['silver-925', 'unobtainium'], categories: ['rings'] } }), catalogFilters);
    expect(result.filters.materials).toEqual(['silver-925']);
    expect(result.filters.categories).toEqual(['rings']);
  });

  it('drops every filter value without filter data (the /filters call failed)', () => {
    expect(knownValues(state({ filters: { ...emptyFilters(), materials: ['silver-925'] } }), null).filters).toEqual(emptyFilters());
  });
});

describe('toCatalogRequest', () => {
  it('asks for page 1 of 20 in the recommended order by default', () => {
    expect(toCatalogRequest(state(), catalogFilters)).toEqual({ page: 1, count: PAGE_SIZE, column: 'recommended', order_by: 'asc' });
  });

  it('maps slugs to SKUs, collections to ids, and euros to cents', () => {
    const request = toCatalogRequest(
      state({
        page: 2,
        filters: {
          collections: ['aurora', 'bridal'],
          categories: ['rings'],
          materials: ['yellow-gold-14k', 'platinum-950'],
          stones: ['diamond'],
          head_styles: ['halo'],
          stone_shapes: ['oval'],
        },
        min: 100,
        max: 1499.99,
      }),
      catalogFilters,
    );
    expect(request).toEqual({
      page: 2,
      count: 20,
      column: 'recommended',
      order_by: 'asc',
      collections: [1, 6],
      categories_sku: ['CAT-RINGS'],
      materials_sku: ['MAT-YG14', 'MAT-PT950'],
      stones_sku: ['STN-DIAMOND'],
      head_styles_sku: ['HS-HALO'],
      stone_shapes_sku: ['SHP-OVAL'],
      min_cost_from: 10_000,
      max_cost_to: 149_999,
    });
  });

  it('leaves out unknown slugs, and a group with none known', () => {
    const request = toCatalogRequest(state({ filters: { ...emptyFilters(), materials: ['unobtainium'], categories: ['rings', 'nope'] } }), catalogFilters);
    expect(request.materials_sku).toBeUndefined();
    expect(request.categories_sku).toEqual(['CAT-RINGS']);
  });

  it('sends no filters without filter data, but still the prices', () => {
    const request = toCatalogRequest(state({ filters: { ...emptyFilters(), materials: ['silver-925'] }, min: 50 }), null);
    expect(request).toEqual({ page: 1, count: 20, column: 'recommended', order_by: 'asc', min_cost_from: 5000 });
  });

  it('sends only page, count, search and the sort for a search (a search clears the filters)', () => {
    const request = toCatalogRequest(
      state({ page: 2, search: 'ring', sortBy: 'cost|desc', min: 10, max: 20, filters: { ...emptyFilters(), materials: ['silver-925'] } }),
      catalogFilters,
    );
    expect(request).toEqual({ page: 2, count: 20, search: 'ring', column: 'cost', order_by: 'desc' });
  });

  it('sorts a collection by its own order unless a sort is chosen', () => {
    expect(toCatalogRequest(state(), catalogFilters, { collection: true })).toMatchObject({ column: 'collection_sort_order', order_by: 'asc' });
    expect(toCatalogRequest(state({ sortBy: 'title|asc' }), catalogFilters, { collection: true })).toMatchObject({ column: 'title', order_by: 'asc' });
  });

  it('takes another page size', () => {
    expect(toCatalogRequest(state(), catalogFilters, { count: 8 }).count).toBe(8);
  });

  it('turns a URL into the API query end to end', () => {
    const result = parseCatalogParams({ materials: 'silver-925', min_cost_from: '25', sortBy: 'created_at|desc', page: '4' });
    if (!result.ok) throw new Error('rejected');
    expect(toCatalogRequest(knownValues(result.state, catalogFilters), catalogFilters)).toEqual({
      page: 4,
      count: 20,
      column: 'created_at',
      order_by: 'desc',
      materials_sku: ['MAT-AG925'],
      min_cost_from: 2500,
    });
  });
});

describe('filterLookup', () => {
  it('keeps only what a request is built from, and builds the same request', () => {
    const lookup = filterLookup(catalogFilters);
    expect(Object.keys(lookup.materials[0]!).sort()).toEqual(['sku', 'slug']);
    expect(Object.keys(lookup.collections[0]!).sort()).toEqual(['id', 'slug']);
    const wanted = state({ filters: { ...emptyFilters(), materials: ['silver-925'], collections: [catalogFilters.collections[0]!.slug] } });
    expect(toCatalogRequest(wanted, lookup)).toEqual(toCatalogRequest(wanted, catalogFilters));
  });
});

describe('selectionFromQuery', () => {
  it('reads a location query as the server does: unknown slugs dropped, page aside, repeated keys merged', () => {
    expect(selectionFromQuery('?materials=silver-925,nope&materials=yellow-gold-14k&sortBy=cost%7Casc&page=3', catalogFilters)).toEqual({
      filters: { ...emptyFilters(), materials: ['silver-925', 'yellow-gold-14k'] },
      min: undefined,
      max: undefined,
      sortBy: 'cost|asc',
      search: undefined,
    });
  });

  it('is null for a query the server answers with 404', () => {
    expect(selectionFromQuery('min_cost_from=abc', catalogFilters)).toBeNull();
  });
});
