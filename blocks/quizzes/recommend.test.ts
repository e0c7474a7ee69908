import { describe, expect, it } from 'vitest';
import type { CatalogRequest } from '../../domain/catalogue/query';
import { catalogPage, catalogProducts } from '../../stories/fixtures/products';
import { mergeAnswers, recommend, relaxedSelections, selectionRequest, type FilterLookup } from './recommend';

const lookup: FilterLookup = {
  collections: { aurora: 1, flora: 8 },
  categories: { rings: 'CAT-RINGS', 'engagement-rings': 'CAT-ENGAGEMENT-RINGS' },
  materials: { 'yellow-gold-14k': 'MAT-YG14' },
  stones: {},
  head_styles: {},
  stone_shapes: {},
};

describe('mergeAnswers', () => {
  it('joins values within a filter group and takes the narrowest price range', () => {
    const selection = mergeAnswers([{ categories: ['rings'] }, { categories: ['engagement-rings', 'rings'], materials: ['yellow-gold-14k'] }, { min: 250, max: 1000 }, { max: 800 }]);
    expect(selection.filters.categories).toEqual(['rings', 'engagement-rings']);
    expect(selection.filters.materials).toEqual(['yellow-gold-14k']);
    expect([selection.min, selection.max]).toEqual([250, 800]);
  });

  it('drops the maximum when a minimum is above it', () => {
    expect(mergeAnswers([{ min: 1000 }, { max: 250 }])).toMatchObject({ min: 1000, max: undefined });
  });
});

describe('relaxedSelections', () => {
  it('tries all answers, then without the last ones, then the whole catalogue, each way once', () => {
    const tries = relaxedSelections([{ categories: ['rings'] }, {}, { materials: ['yellow-gold-14k'] }, { max: 250 }]);
    expect(tries.map((s) => [s.filters.categories, s.filters.materials, s.max])).toEqual([
      [['rings'], ['yellow-gold-14k'], 250],
      [['rings'], ['yellow-gold-14k'], undefined],
      [['rings'], [], undefined],
      [[], [], undefined],
    ]);
  });
});

describe('selectionRequest', () => {
  it('asks the API by SKU (collections by id) in the recommended order, prices in cents', () => {
    const request = selectionRequest(mergeAnswers([{ categories: ['rings', 'unknown'], collections: ['flora'] }, { min: 250, max: 999.5 }]), lookup, 3);
    expect(request).toEqual({ page: 1, count: 3, column: 'recommended', order_by: 'asc', categories_sku: ['CAT-RINGS'], collections: [8], min_cost_from: 25_000, max_cost_to: 99_950 });
  });
});

describe('recommend', () => {
  it('returns the first selection that matches, with its products as cards', async () => {
    const asked: CatalogRequest[] = [];
    const found = await recommend([{ categories: ['rings'] }, { max: 10 }], {
      lookup,
      count: 3,
      lang: 'nl',
      fetchPage: async (request) => {
        asked.push(request);
        return catalogPage(request.max_cost_to !== undefined ? [] : catalogProducts.slice(0, 5), 1, 5);
      },
    });
    expect(asked.map((r) => r.max_cost_to)).toEqual([1000, undefined]);
    expect(found.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(found.selection.filters.categories).toEqual(['rings']);
    expect(found.products[0]).not.toHaveProperty('medias');
  });

  it('answers no products when even the whole catalogue is empty, and throws when a call fails', async () => {
    expect((await recommend([{ categories: ['rings'] }], { lookup, count: 3, lang: 'nl', fetchPage: async () => catalogPage([]) })).products).toEqual([]);
    await expect(recommend([], { lookup, count: 3, lang: 'nl', fetchPage: () => Promise.reject(new Error('down')) })).rejects.toThrow('down');
  });
});
