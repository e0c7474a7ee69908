import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../kit/data/client';
import { fixtureTransport, type FixtureApiOptions } from '../../stories/fixtures/catalog-api';
import type { BlockContext } from '../types';
import { Catalog } from './catalog';
import { LazyCatalogListing } from '../../kit/catalogue/catalog-listing.lazy';
import { catalogBlockSchema, type CatalogBlock } from './schema';

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const block: CatalogBlock = catalogBlockSchema.parse({
  id: 7,
  type: 'catalog',
  data: {
    promotion_banners: [
      { size: '1x2', position: 2, url: '/collection/bridal', html: '<p><strong>Bridal</strong></p><script>alert(1)</script>', image: { url: '/b.svg', alt: 'Bruidsring' } },
      { size: '1x4', position: 11, html: '<p>Gratis graveren</p>' },
    ],
  },
});

let requests: URL[] = [];
function context(searchParams: BlockContext['searchParams'] = {}, options: FixtureApiOptions & { slug?: string; lang?: 'nl' | 'en' } = {}): BlockContext {
  const transport = fixtureTransport(options);
  const api = createApiClient({
    transport: (request) => {
      requests.push(new URL(request.url));
      return transport(request);
    },
    origin: 'http://fixture.local',
    lang: options.lang ?? 'nl',
  });
  return { api, path: options.slug ? `/catalog/${options.slug}` : '/catalog', searchParams, params: { slug: options.slug } };
}

const catalogRequest = () => requests.find((url) => url.pathname.startsWith('/api/v1/system-catalog'))!;
const notFoundError = expect.objectContaining({ digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404') });

beforeEach(async () => {
  requests = [];
  // The listing island is code-split; loaded up front it renders synchronously.
  await LazyCatalogListing.preload();
});

describe('catalogBlockSchema', () => {
  it('defaults to filters on and no banners', () => {
    expect(catalogBlockSchema.parse({ id: 1, type: 'catalog', data: {} }).data).toEqual({ show_filters: true, promotion_banners: [] });
  });

  it('fills in banner defaults', () => {
    const parsed = catalogBlockSchema.parse({ id: 1, type: 'catalog', data: { promotion_banners: [{ position: 3 }] } });
    expect(parsed.data.promotion_banners[0]).toEqual({ size: '1x1', position: 3, html: '', tone: 'dark' });
  });

  it('rejects unknown sizes, off-site links, negative positions and odd collection slugs', () => {
    const result = catalogBlockSchema.safeParse({
      id: 1,
      type: 'catalog',
      data: { collection_slug: 'Aurora Collectie', promotion_banners: [{ size: '3x3', position: -1, url: 'https://elders.example' }] },
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'data.collection_slug',
      'data.promotion_banners.0.position',
      'data.promotion_banners.0.size',
      'data.promotion_banners.0.url',
    ]);
  });
});

describe('Catalog', () => {
  it('renders the first page on the server: cards, count, banners, pagination and hidden page links', async () => {
    render(await Catalog({ block, locale: 'nl', context: context() }));
    const section = document.querySelector('[data-block="catalog"]')!;
    expect(section).toHaveAttribute('data-block-id', '7');
    // Without a title of its own the listing still has an h2 (for assistive tech) above its h3s.
    expect(screen.getByRole('region', { name: 'Producten' })).toBe(section);
    expect(screen.getByRole('heading', { level: 2, name: 'Producten' })).toHaveClass('sr-only');
    expect(screen.getByText('47 producten')).toHaveAttribute('aria-live', 'polite');
    expect(section.querySelectorAll('[data-slot="product-card"]')).toHaveLength(20);
    const cells = [...section.querySelectorAll('[data-slot="product-grid"] > ul > li')];
    expect(cells[2]).toHaveAttribute('data-slot', 'promotion-banner');
    expect(cells[2]).toHaveAttribute('data-size', '1x2');
    expect(cells[2]!.innerHTML).toContain('<strong>Bridal</strong>');
    expect(cells[2]!.innerHTML).not.toContain('script');
    expect(within(cells[2] as HTMLElement).getByRole('link', { name: 'Bruidsring' })).toHaveAttribute('href', '/collection/bridal');
    expect(cells[12]).toHaveAttribute('data-size', '1x4');
    expect(cells[12]).toHaveClass('hidden', 'xl:flex');

    const pagination = screen.getByRole('navigation', { name: 'Paginering' });
    expect(within(pagination).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/catalog?page=2');
    const hidden = screen.getByRole('navigation', { name: 'Alle pagina’s' });
    expect(hidden).toHaveClass('sr-only');
    expect(within(hidden).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/catalog', '/catalog?page=2', '/catalog?page=3']);
  });

  it('asks the API for the URL’s filters: slugs as SKUs, euros as cents, the sort as column and direction', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({ materials: 'silver-925,nope', min_cost_from: '10', sortBy: 'cost|asc', page: '2' }) }));
    const query = catalogRequest().searchParams;
    expect(query.getAll('materials_sku[]')).toEqual(['MAT-AG925']);
    expect(query.get('min_cost_from')).toBe('1000');
    expect(query.get('column')).toBe('cost');
    expect(query.get('order_by')).toBe('asc');
    expect(query.get('page')).toBe('2');
    expect(query.get('count')).toBe('20');
  });

  it('sends only page, count, search and sort for a search, and says what was searched', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({ search: 'ring', materials: 'silver-925' }) }));
    expect([...catalogRequest().searchParams.keys()].sort()).toEqual(['column', 'count', 'lang', 'order_by', 'page', 'search']);
    expect(screen.getByRole('heading', { level: 2, name: 'Zoekresultaten voor “ring”' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="promotion-banner"]')).toBeNull();
  });

  it('renders the filter panel as links that work without JavaScript', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({ materials: 'silver-925' }) }));
    const panel = screen.getByRole('complementary', { name: 'Productfilters' });
    expect(within(panel).getByRole('link', { name: '925 sterling zilver' })).toHaveAttribute('href', '/catalog');
    expect(within(panel).getByRole('link', { name: '925 sterling zilver' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('link', { name: '14 karaat geelgoud' })).toHaveAttribute('href', '/catalog?materials=silver-925,yellow-gold-14k');
    expect(within(panel).getByRole('link', { name: 'Prijs: laag naar hoog' })).toHaveAttribute('href', '/catalog?materials=silver-925&sortBy=cost%7Casc');
    expect(within(panel).getByRole('link', { name: 'Alles wissen' })).toHaveAttribute('href', '/catalog');
    expect(within(panel).getByRole('link', { name: 'Cadeaus onder € 150' })).toHaveAttribute('href', '/catalog?max_cost_to=150');
  });

  it.each([{ page: '0' }, { min_cost_from: 'abc' }, { min_cost_from: '9', max_cost_to: '1' }])('is the 404 page for a malformed query %o', async (params) => {
    await expect(Catalog({ block, locale: 'nl', context: context(params) })).rejects.toEqual(notFoundError);
    expect(requests).toEqual([]);
  });

  it('is the 404 page when the API rejects the query with 400', async () => {
    await expect(Catalog({ block, locale: 'nl', context: context({}, { catalogStatus: 400 }) })).rejects.toEqual(notFoundError);
  });

  it('is the 404 page for an unknown collection', async () => {
    await expect(Catalog({ block, locale: 'nl', context: context({}, { slug: 'onbekend', catalogStatus: 404 }) })).rejects.toEqual(notFoundError);
  });

  it('shows a message instead of failing when the catalogue is unavailable', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({}, { catalogStatus: 500 }) }));
    expect(screen.getByText('De producten konden niet worden geladen.')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="product-card"]')).toBeNull();
  });

  it('still lists products without filter data, just without the panel', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({ materials: 'silver-925' }, { filtersFail: true }) }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(catalogRequest().searchParams.has('materials_sku[]')).toBe(false);
    expect(screen.getByText('47 producten')).toBeInTheDocument();
  });

  it('lists a collection from the route slug in its own order, without the collection filter', async () => {
    render(await Catalog({ block, locale: 'nl', context: context({}, { slug: 'aurora' }) }));
    expect(catalogRequest().pathname).toBe('/api/v1/system-catalog/aurora');
    expect(catalogRequest().searchParams.get('column')).toBe('collection_sort_order');
    expect(screen.queryByText('Collecties')).toBeNull();
  });

  it('says so when nothing matches, and on a page past the last', async () => {
    const { unmount } = render(await Catalog({ block, locale: 'nl', context: context({ search: 'zzz' }) }));
    expect(screen.getByText('Geen producten gevonden')).toBeInTheDocument();
    expect(screen.getByText('Geen sieraden gevonden voor “zzz”. Probeer een ander woord.')).toBeInTheDocument();
    unmount();
    render(await Catalog({ block, locale: 'nl', context: context({ page: '9' }) }));
    expect(screen.getByRole('link', { name: 'Naar de eerste pagina' })).toHaveAttribute('href', '/catalog');
  });

  it('prefixes links with /en in English', async () => {
    render(await Catalog({ block, locale: 'en', context: context({}, { lang: 'en' }) }));
    expect(screen.getByText('47 products')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Aanschuifring/ })[0]).toHaveAttribute('href', '/en/product/aanschuifring-1');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/catalog?page=2');
  });

  it('leaves the panel out when show_filters is off, and renders nothing without a page context', async () => {
    render(await Catalog({ block: { ...block, data: { ...block.data, show_filters: false } }, locale: 'nl', context: context() }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.querySelector('[data-slot="mobile-filter-bar"]')).toBeNull();
    expect(await Catalog({ block, locale: 'nl' })).toBeNull();
  });
});
