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
  it('takes related products without a request, fetches the others, and drops unknown slugs and the page’s own product', async () => {
    const context = productContext();
    const product = vi.fn(async (slug: string) => {
      if (slug === necklaceDetail.slug) return necklaceDetail;
      throw new Error('404');
    });
    context.api = { ...context.api, product } as unknown as ApiClient;
    const block = { ...perfectComplementBlock, data: { ...perfectComplementBlock.data, slugs: ['pave-band-aurora', 'bestaat-niet', necklaceDetail.slug, productDetail.slug] } };
    const found = await complementProducts(block, context);
    expect(found.map((p) => p.slug)).toEqual(['pave-band-aurora', necklaceDetail.slug]);
    expect(product.mock.calls.map(([slug]) => slug)).toEqual(['bestaat-niet', necklaceDetail.slug]);
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
