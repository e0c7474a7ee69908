import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownPrice } from '../../domain/pricing/price';
import { contentContext } from '../../stories/fixtures/content-api';
import { salesBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { Sales } from './sales';
import { isOnSale } from '../../domain/pricing/price';
import { salesBlockSchema } from './schema';

describe('salesBlockSchema', () => {
  it('defaults to 8 cards in a grid and rejects malformed filters', () => {
    expect(salesBlockSchema.parse({ id: 1, type: 'sales', data: {} }).data).toMatchObject({ count: 8, layout: 'grid', materials: [] });
    const result = salesBlockSchema.safeParse({ id: 1, type: 'sales', data: { count: 0, categories: ['Ringen!'] } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.categories.0', 'data.count']);
  });
});

describe('Sales', () => {
  it('shows only products on sale, in the block’s sort, with the old price struck through', async () => {
    render(await Sales({ block: salesBlock, locale: 'nl', context: contentContext() }));
    const section = screen.getByRole('region', { name: 'Nu in de aanbieding' });
    expect(section).toHaveAttribute('data-block', 'sales');
    const expected = catalogProducts.filter(isOnSale).sort((a, b) => shownPrice(a).final - shownPrice(b).final).slice(0, 4);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(expected.map((p) => p.mixedTranslation.title));
    for (const card of within(section).getAllByRole('article')) expect(card.querySelector('s')).not.toBeNull();
  });

  it('renders nothing when nothing is on sale or the catalogue fails', async () => {
    expect(await Sales({ block: salesBlock, locale: 'nl', context: contentContext({ products: catalogProducts.filter((p) => !p.sale) }) })).toBeNull();
    expect(await Sales({ block: salesBlock, locale: 'nl', context: contentContext({ catalogStatus: 500 }) })).toBeNull();
    expect(await Sales({ block: salesBlock, locale: 'nl' })).toBeNull();
  });
});
