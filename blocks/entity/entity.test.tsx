import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentContext } from '../../stories/fixtures/content-api';
import { entityBlock } from '../../stories/fixtures/content-blocks';
import { Entity, entityHref, pickEntities } from './entity';
import { entityBlockSchema, type EntityBlock } from './schema';

const block = (data: Record<string, unknown>): EntityBlock => entityBlockSchema.parse({ id: 3, type: 'entity', data });

describe('entityBlockSchema', () => {
  it('needs one of the API’s entity types', () => {
    expect(block({ entity: 'head-styles' }).data).toEqual({ entity: 'head-styles', slugs: [], links: true });
    const result = entityBlockSchema.safeParse({ id: 1, type: 'entity', data: { entity: 'planets' } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['data.entity']);
  });
});

describe('entityHref and pickEntities', () => {
  const aurora = { id: 1, slug: 'aurora', title: 'Aurora' };
  it('links collections to their page, taxonomies to the filtered catalogue, countries nowhere', () => {
    expect(entityHref('collections', aurora, 'en')).toBe('/en/collection/aurora');
    expect(entityHref('head-styles', { id: 2, slug: 'halo', title: 'Halo' }, 'nl')).toBe('/catalog?head_styles=halo');
    expect(entityHref('countries', { id: 'NL', slug: 'nl', title: 'Nederland' }, 'nl')).toBeNull();
    expect(entityHref('badges', { id: 3, slug: 'sale', title: 'Sale' }, 'nl')).toBeNull();
  });

  it('keeps picked slugs in their order and drops unknown ones', () => {
    const list = [aurora, { id: 2, slug: 'flora', title: 'Flora' }];
    expect(pickEntities(list, ['flora', 'nope', 'aurora']).map((e) => e.slug)).toEqual(['flora', 'aurora']);
    expect(pickEntities(list, [])).toBe(list);
  });
});

describe('Entity', () => {
  it('lists the entries of /system-entities/{entity} with links', async () => {
    render(await Entity({ block: entityBlock, locale: 'nl', context: contentContext() }));
    const section = screen.getByRole('region', { name: 'Ontdek onze collecties' });
    expect(section).toHaveAttribute('data-block', 'entity');
    expect(within(section).getByRole('link', { name: 'Flora' })).toHaveAttribute('href', '/collection/flora');
  });

  it('shows countries as text under a default title, and no links when links is off', async () => {
    const { unmount } = render(await Entity({ block: block({ entity: 'countries' }), locale: 'en', context: contentContext({ lang: 'en' }) }));
    expect(screen.getByRole('heading', { level: 2, name: 'We deliver to' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(await Entity({ block: block({ entity: 'materials', links: false }), locale: 'nl', context: contentContext() }));
    expect(screen.getByText('950 platina')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing when the list fails, is empty after picking, or there is no API', async () => {
    expect(await Entity({ block: entityBlock, locale: 'nl', context: contentContext({ fail: true }) })).toBeNull();
    expect(await Entity({ block: block({ entity: 'stones', slugs: ['onbekend'] }), locale: 'nl', context: contentContext() })).toBeNull();
    expect(await Entity({ block: entityBlock, locale: 'nl' })).toBeNull();
  });
});
