import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readViewed, RECENTLY_VIEWED_KEY } from '../../kit/product/recently-viewed';
import { contentContext, contentTransport, productDetailOf } from '../../stories/fixtures/content-api';
import { recentlyViewedBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { isCardable, loadViewed } from './load-viewed';
import { RecentlyViewed } from './recently-viewed';
import { LazyRecentlyViewed } from './recently-viewed.lazy';
import { recentlyViewedBlockSchema } from './schema';

const title = (id: number) => catalogProducts[id - 1]!.mixedTranslation.title;
const requested: string[] = [];

beforeAll(async () => {
  await LazyRecentlyViewed.preload();
});

beforeEach(() => {
  requested.length = 0;
  provideFakeShop();
  const transport = contentTransport();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://shop.test'), init);
    requested.push(new URL(request.url).pathname);
    return transport(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const viewed = (ids: unknown) => window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));

describe('recentlyViewedBlockSchema', () => {
  it('shows 4 by default, at most 12', () => {
    expect(recentlyViewedBlockSchema.parse({ id: 1, type: 'recently-viewed', data: {} }).data.count).toBe(4);
    expect(recentlyViewedBlockSchema.safeParse({ id: 1, type: 'recently-viewed', data: { count: 13 } }).success).toBe(false);
  });
});

describe('loadViewed', () => {
  it('fetches each product by id and keeps those it can draw, in order', async () => {
    const cards = await loadViewed([11, 999, 2], 'nl');
    expect(cards.map((card) => card.id)).toEqual([11, 2]);
    expect(isCardable({ id: 1, slug: 'x' })).toBe(false);
  });
});

describe('RecentlyViewed', () => {
  it('shows the viewed products, newest first, at most count', async () => {
    viewed([7, 2, 11, 4, 9]);
    render(<RecentlyViewed block={recentlyViewedBlock} locale="nl" />);
    const section = await screen.findByRole('region', { name: 'Onlangs bekeken' });
    expect(section).toHaveAttribute('data-block', 'recently-viewed');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([title(7), title(2), title(11), title(4)]);
    expect(requested).toEqual(['/api/v1/products/7', '/api/v1/products/2', '/api/v1/products/11', '/api/v1/products/4']);
  });

  it('leaves out the product page’s own product; English links under /en', async () => {
    viewed([7, 2]);
    render(<RecentlyViewed block={recentlyViewedBlock} locale="en" context={contentContext({ product: productDetailOf(catalogProducts[6]!) })} />);
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([title(2)]);
    expect(within(section).getByRole('link', { name: title(2) })).toHaveAttribute('href', `/en/product/${catalogProducts[1]!.slug}`);
    // …and records it as viewed, first in the list.
    expect(readViewed()).toEqual([catalogProducts[6]!.id, 2]);
  });

  it('renders nothing and asks nothing when nothing was viewed', async () => {
    viewed('kapot');
    const { container } = render(<RecentlyViewed block={recentlyViewedBlock} locale="nl" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(requested).toEqual([]);
  });
});
