import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../kit/data/client';
import { contentContext, contentTransport } from '../../stories/fixtures/content-api';
import { bestSellingBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { BestSelling, bestSellersFirst } from './best-selling';
import { bestSellingBlockSchema } from './schema';

const isBest = (p: { badges: { slug: string }[] }) => p.badges.some((b) => b.slug === 'bestseller');

describe('bestSellersFirst', () => {
  it('puts badged best sellers first, keeps the order otherwise, and tops up to count', () => {
    const list = catalogProducts.slice(0, 6);
    const picked = bestSellersFirst(list, 4);
    expect(picked.map((p) => p.id)).toEqual([1, 4, 2, 3]);
    expect(bestSellersFirst(list, 20)).toHaveLength(6);
  });
});

describe('BestSelling', () => {
  it('shows best sellers as cards, asking the catalogue in its recommended order', async () => {
    const urls: URL[] = [];
    const transport = contentTransport();
    const api = createApiClient({ transport: (request) => (urls.push(new URL(request.url)), transport(request)), origin: 'http://x', lang: 'nl' });
    render(await BestSelling({ block: bestSellingBlock, locale: 'nl', context: { ...contentContext(), api } }));
    const section = screen.getByRole('region', { name: 'Bestsellers' });
    expect(section).toHaveAttribute('data-block', 'best-selling');
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    const query = urls.find((url) => url.pathname.endsWith('/system-catalog'))!.searchParams;
    expect(query.get('column')).toBe('recommended');
    expect(query.get('count')).toBe('16');
    expect(catalogProducts.filter(isBest).length).toBeGreaterThanOrEqual(4);
  });

  it('filters by category slugs and has an English default title', async () => {
    render(await BestSelling({ block: bestSellingBlockSchema.parse({ id: 2, type: 'best-selling', data: { categories: ['earrings'], count: 2 } }), locale: 'en', context: contentContext({ lang: 'en' }) }));
    const section = screen.getByRole('region', { name: 'Bestsellers' });
    expect(within(section).getAllByRole('link').every((a) => a.getAttribute('href')!.startsWith('/en/product/'))).toBe(true);
    expect(within(section).getAllByRole('article')).toHaveLength(2);
  });

  it('renders nothing when the catalogue is empty or fails', async () => {
    expect(await BestSelling({ block: bestSellingBlock, locale: 'nl', context: contentContext({ products: [] }) })).toBeNull();
    expect(await BestSelling({ block: bestSellingBlock, locale: 'nl', context: contentContext({ catalogStatus: 500 }) })).toBeNull();
  });
});
