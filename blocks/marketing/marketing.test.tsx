import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../kit/data/client';
import { fixtureApi } from '../../stories/fixtures/catalog-api';
import { catalogCollections } from '../../stories/fixtures/products';
import type { BlockContext } from '../types';
import { Marketing, pickCollections } from './marketing';
import { marketingBlockSchema, type MarketingBlock } from './schema';

const block = (data: Record<string, unknown> = {}): MarketingBlock => marketingBlockSchema.parse({ id: 21, type: 'marketing', data });
const context = (api: ApiClient = fixtureApi()): BlockContext => ({ api, path: '/collections', searchParams: {}, params: {} });

describe('marketingBlockSchema', () => {
  it('defaults to every collection and rejects odd slugs', () => {
    expect(block().data).toEqual({ collection_slugs: [] });
    expect(marketingBlockSchema.safeParse({ id: 1, type: 'marketing', data: { collection_slugs: ['Aurora Collectie'] } }).success).toBe(false);
  });
});

describe('pickCollections', () => {
  it('keeps the CMS order, skips unknown slugs, and takes all without slugs', () => {
    expect(pickCollections(catalogCollections, ['flora', 'nope', 'aurora']).map((c) => c.slug)).toEqual(['flora', 'aurora']);
    expect(pickCollections(catalogCollections, [])).toHaveLength(catalogCollections.length);
  });
});

describe('Marketing', () => {
  it('renders a tile per collection linking to /collection/{slug}', async () => {
    render(await Marketing({ block: block({ title: 'Onze collecties' }), locale: 'nl', context: context() }));
    const section = screen.getByRole('region', { name: 'Onze collecties' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/collection/aurora');
    expect(links[0]).toHaveAccessibleName('Bekijk collectie Aurora');
    expect(within(links[0]!).getByRole('heading', { level: 3, name: 'Aurora' })).toBeInTheDocument();
  });

  it('shows the chosen collections in English under /en', async () => {
    render(await Marketing({ block: block({ collection_slugs: ['noordzee', 'bridal'] }), locale: 'en', context: context() }));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/collection/noordzee', '/en/collection/bridal']);
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('View the Noordzee collection');
  });

  it('renders nothing without collections or when they fail to load', async () => {
    expect(await Marketing({ block: block({ collection_slugs: ['nope'] }), locale: 'nl', context: context() })).toBeNull();
    const failing = { ...fixtureApi(), collections: () => Promise.reject(new Error('down')) } as ApiClient;
    expect(await Marketing({ block: block(), locale: 'nl', context: context(failing) })).toBeNull();
    expect(await Marketing({ block: block(), locale: 'nl' })).toBeNull();
  });
});
