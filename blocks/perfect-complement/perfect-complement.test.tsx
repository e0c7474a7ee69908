import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../kit/data/client';
import { perfectComplementBlock, productContext } from '../../stories/fixtures/product-blocks';
import { necklaceDetail, productDetail, relatedProducts } from '../../stories/fixtures/product-detail';
import { complementProducts, PerfectComplement, PerfectComplementView } from './perfect-complement';
import { perfectComplementBlockSchema } from './schema';

describe('perfectComplementBlockSchema', () => {
  it('takes product slugs only', () => {
    expect(perfectComplementBlockSchema.safeParse({ id: 1, type: 'perfect-complement', data: { slugs: ['Niet Een Slug!'] } }).success).toBe(false);
    expect(perfectComplementBlockSchema.parse({ id: 1, type: 'perfect-complement', data: {} }).data.slugs).toEqual([]);
  });
});

describe('complementProducts', () => {
  it('takes related products without a request, reads the others in one catalogue call, and drops unknown slugs and the page’s own product', async () => {
    const context = productContext();
    const catalog = vi.fn(async (query: { slugs?: string[] }) => ({
      data: [necklaceDetail].filter((p) => query.slugs?.includes(p.slug)),
      meta: { current_page: 1, last_page: 1, total: 1 },
    }));
    context.api = { ...context.api, catalog } as unknown as ApiClient;
    const block = { ...perfectComplementBlock, data: { ...perfectComplementBlock.data, slugs: [necklaceDetail.slug, 'pave-band-aurora', 'bestaat-niet', productDetail.slug] } };
    const found = await complementProducts(block, context);
    // The block's order, not the listing's.
    expect(found.map((p) => p.slug)).toEqual([necklaceDetail.slug, 'pave-band-aurora']);
    expect(catalog.mock.calls).toEqual([[{ slugs: [necklaceDetail.slug, 'bestaat-niet'], count: 2 }]]);
  });

  it('shows the related products it has when the catalogue call fails', async () => {
    const context = productContext();
    context.api = { ...context.api, catalog: vi.fn().mockRejectedValue(new Error('503')) } as unknown as ApiClient;
    const block = { ...perfectComplementBlock, data: { ...perfectComplementBlock.data, slugs: ['pave-band-aurora', 'bestaat-niet'] } };
    expect((await complementProducts(block, context)).map((p) => p.slug)).toEqual(['pave-band-aurora']);
  });
});

describe('PerfectComplement', () => {
  it('renders the picked products as small cards', async () => {
    render(await PerfectComplement({ block: perfectComplementBlock, locale: 'nl', context: productContext() }));
    expect(screen.getByRole('region', { name: 'De perfecte aanvulling' })).toHaveAttribute('data-block', 'perfect-complement');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['Pavé band Aurora', 'Halo ring Aurora', 'Vintage ring Heritage']);
  });

  it('renders nothing when none of the products is found', () => {
    const { container } = render(<PerfectComplementView block={perfectComplementBlock} locale="nl" products={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(relatedProducts.length).toBeGreaterThan(0);
  });
});
