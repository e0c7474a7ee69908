import { describe, expect, it, vi } from 'vitest';
import { catalogPage, catalogProducts } from '../../stories/fixtures/products';
import { CatalogPageError, catalogPageUrl, fetchCatalogPage } from './catalog-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('catalogPageUrl', () => {
  it('builds /api/v1/system-catalog[/{slug}] with lang, scalars and arrays as name[]', () => {
    const url = catalogPageUrl({ page: 2, count: 20, materials_sku: ['A', 'B'], collections: [3], search: undefined }, { lang: 'en', slug: 'aurora', origin: 'https://shop.example' });
    expect(url.origin + url.pathname).toBe('https://shop.example/api/v1/system-catalog/aurora');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('materials_sku[]')).toEqual(['A', 'B']);
    expect(url.searchParams.getAll('collections[]')).toEqual(['3']);
    expect(url.searchParams.has('search')).toBe(false);
  });
});

describe('fetchCatalogPage', () => {
  it('returns the page the transport answers', async () => {
    const transport = vi.fn(async (_request: Request) => json(200, catalogPage(catalogProducts, 2)));
    const page = await fetchCatalogPage({ page: 2 }, { lang: 'nl', origin: 'http://x', transport });
    expect(page.meta).toEqual({ current_page: 2, last_page: 3, total: 47 });
    const request = transport.mock.calls[0]![0];
    expect(request.headers.get('Accept-Language')).toBe('nl');
  });

  it('throws with the status on a failed call, and 502 on an unexpected body', async () => {
    await expect(fetchCatalogPage({}, { lang: 'nl', origin: 'http://x', transport: async () => json(400, { error: {} }) })).rejects.toMatchObject({ status: 400 });
    await expect(fetchCatalogPage({}, { lang: 'nl', origin: 'http://x', transport: async () => json(200, { data: 'nope' }) })).rejects.toBeInstanceOf(CatalogPageError);
    await expect(fetchCatalogPage({}, { lang: 'nl', origin: 'http://x', transport: async () => Promise.reject(new TypeError('offline')) })).rejects.toMatchObject({ status: 503 });
  });
});
