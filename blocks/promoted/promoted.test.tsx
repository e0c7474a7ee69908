import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentContext, productDetailOf } from '../../stories/fixtures/content-api';
import { promotedBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { Promoted, promotedProducts } from './promoted';
import { promotedBlockSchema, type PromotedBlock } from './schema';

const block = (data: Record<string, unknown>): PromotedBlock => promotedBlockSchema.parse({ id: 5, type: 'promoted', data });
const title = (n: number) => catalogProducts[n]!.mixedTranslation.title;

describe('promotedBlockSchema', () => {
  it('takes picks by slug or by SKU, not both and not neither', () => {
    expect(block({ products: [{ slug: 'ring' }, { sku: 'P1-MAT-YG14' }] }).data.products).toHaveLength(2);
    const result = promotedBlockSchema.safeParse({ id: 1, type: 'promoted', data: { products: [{ slug: 'a', sku: 'B' }, {}, { slug: 'Met Spatie' }] } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.products.0', 'data.products.1', 'data.products.2.slug']);
  });
});

describe('Promoted', () => {
  it('shows the picks in order as product cards; unknown ones are left out', async () => {
    render(await Promoted({ block: promotedBlock, locale: 'nl', context: contentContext() }));
    const section = screen.getByRole('region', { name: 'Onze keuze deze maand' });
    expect(section).toHaveAttribute('data-block', 'promoted');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([title(1), title(3), title(6)]);
  });

  it('shows a configuration picked by SKU: its link and price', async () => {
    const product = catalogProducts[3]!;
    render(await Promoted({ block: block({ products: [{ sku: product.default_sku }] }), locale: 'en', context: contentContext({ lang: 'en' }) }));
    expect(screen.getByRole('link', { name: title(3) })).toHaveAttribute('href', `/en/product/${product.slug}?configuration_id=${product.default_sku}`);
  });

  it('leaves out a product picked twice and the product page’s own product', async () => {
    const own = productDetailOf(catalogProducts[1]!);
    const products = await promotedProducts(block({ products: [{ slug: own.slug }, { slug: catalogProducts[2]!.slug }, { sku: catalogProducts[2]!.default_sku }] }), contentContext({ product: own }));
    expect(products.map((p) => p.id)).toEqual([catalogProducts[2]!.id]);
  });

  it('renders nothing without picks, when nothing is found, or outside a page', async () => {
    expect(await Promoted({ block: block({}), locale: 'nl', context: contentContext() })).toBeNull();
    expect(await Promoted({ block: promotedBlock, locale: 'nl', context: contentContext({ fail: true }) })).toBeNull();
    expect(await Promoted({ block: promotedBlock, locale: 'nl' })).toBeNull();
  });
});
