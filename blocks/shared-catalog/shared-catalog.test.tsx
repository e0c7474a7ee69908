import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../kit/data/client';
import { fixtureApi, fixtureTransport } from '../../stories/fixtures/catalog-api';
import type { BlockContext } from '../types';
import { sharedCatalogBlockSchema, type SharedCatalogBlock } from './schema';
import { SharedCatalog } from './shared-catalog';

const block = (data: Record<string, unknown> = {}): SharedCatalogBlock =>
  sharedCatalogBlockSchema.parse({ id: 11, type: 'shared-catalog', data: { title: 'Bestsellers', ...data } });
const context = (api = fixtureApi()): BlockContext => ({ api, path: '/', searchParams: {}, params: {} });

describe('sharedCatalogBlockSchema', () => {
  it('defaults to 8 products in a grid, without filters', () => {
    expect(block().data).toMatchObject({ count: 8, layout: 'grid', categories: [], collections: [], materials: [] });
  });

  it('allows at most 12 products and shop paths only', () => {
    const result = sharedCatalogBlockSchema.safeParse({ id: 1, type: 'shared-catalog', data: { count: 13, link: { text: 'Alles', url: 'https://x.example' }, categories: ['Ringen!'] } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.categories.0', 'data.count', 'data.link.url']);
  });
});

describe('SharedCatalog', () => {
  it('renders the selection as product cards under its title, with a "view all" link', async () => {
    render(await SharedCatalog({ block: block({ count: 4, link: { text: 'Bekijk alles', url: '/catalog' } }), locale: 'nl', context: context() }));
    const section = screen.getByRole('region', { name: 'Bestsellers' });
    expect(section).toHaveAttribute('data-block', 'shared-catalog');
    expect(section.querySelectorAll('[data-slot="product-card"]')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Bekijk alles' })).toHaveAttribute('href', '/catalog');
  });

  it('asks for its filters as SKUs and ids with its count and sort', async () => {
    const urls: URL[] = [];
    const transport = fixtureTransport();
    const api = createApiClient({ transport: (request) => (urls.push(new URL(request.url)), transport(request)), origin: 'http://x', lang: 'nl' });
    render(await SharedCatalog({ block: block({ materials: ['silver-925'], collections: ['aurora'], count: 3, sort: 'cost|asc' }), locale: 'nl', context: context(api) }));
    const query = urls.find((url) => url.pathname.endsWith('/system-catalog'))!.searchParams;
    expect(query.getAll('materials_sku[]')).toEqual(['MAT-AG925']);
    expect(query.getAll('collections[]')).toEqual(['1']);
    expect(query.get('count')).toBe('3');
    expect(query.get('column')).toBe('cost');
  });

  it('scrolls sideways as a labelled, focusable list in the scroller layout', async () => {
    render(await SharedCatalog({ block: block({ layout: 'scroller', count: 6 }), locale: 'en', context: context() }));
    const list = screen.getByRole('list', { name: 'Bestsellers' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list.className).toContain('snap-x');
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/product\//));
  });

  it('renders nothing when nothing matches or the catalogue fails', async () => {
    expect(await SharedCatalog({ block: block({ collections: ['aurora'], materials: ['platinum-950'], categories: ['earrings'] }), locale: 'nl', context: context() })).toBeNull();
    expect(await SharedCatalog({ block: block(), locale: 'nl', context: context(fixtureApi({ catalogStatus: 500 })) })).toBeNull();
    expect(await SharedCatalog({ block: block(), locale: 'nl' })).toBeNull();
  });
});
