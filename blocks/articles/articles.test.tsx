import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../kit/data/client';
import { journalContext, journalTransport } from '../../stories/fixtures/journal-api';
import { Articles } from './articles';
import { articlesBlockSchema, type ArticlesBlock } from './schema';

const block = (data: Record<string, unknown> = {}): ArticlesBlock => articlesBlockSchema.parse({ id: 21, type: 'articles', data: { title: 'Uit ons journaal', ...data } });

describe('articlesBlockSchema', () => {
  it('defaults to the 3 latest posts of every category', () => {
    expect(block().data).toEqual({ title: 'Uit ons journaal', count: 3 });
  });

  it('allows 1..12 posts, a slug as category, a known post type and shop paths only', () => {
    const result = articlesBlockSchema.safeParse({ id: 1, type: 'articles', data: { count: 13, category: 'Onderhoud!', post_type: 'video', link: { text: 'Alles', url: 'https://x.example' } } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.category', 'data.count', 'data.link.url', 'data.post_type']);
  });
});

describe('Articles', () => {
  it('shows the latest posts as cards under its title, with a link to the journal', async () => {
    render(await Articles({ block: block({ link: { text: 'Naar het journaal', url: '/articles' } }), locale: 'nl', context: journalContext() }));
    const section = screen.getByRole('region', { name: 'Uit ons journaal' });
    expect(section).toHaveAttribute('data-block', 'articles');
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(["De vier C's van een diamant uitgelegd", 'Je ringmaat thuis bepalen: zo doe je dat', 'Platina, witgoud of geelgoud: welk metaal past bij jou?']);
    expect(within(section).getByRole('link', { name: 'Naar het journaal' })).toHaveAttribute('href', '/articles');
  });

  it("asks for one category's posts, or one type's, with its count", async () => {
    const urls: URL[] = [];
    const transport = journalTransport();
    const api = createApiClient({ transport: (request) => (urls.push(new URL(request.url)), transport(request)), origin: 'http://x', lang: 'en' });
    const context = { api, path: '/', searchParams: {}, params: {} };
    render(await Articles({ block: block({ category: 'onderhoud', count: 2, link: { text: 'All', url: '/articles/care' } }), locale: 'en', context }));
    expect(urls[0]!.pathname).toBe('/api/v1/blog/categories/onderhoud/posts');
    expect(urls[0]!.searchParams.get('count')).toBe('2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/articles/care');
    expect(within(screen.getAllByRole('article')[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\/articles\/onderhoud\//));
    await Articles({ block: block({ post_type: 'guide', category: 'care' }), locale: 'en', context });
    expect(urls[1]!.pathname).toBe('/api/v1/blog/posts/guide/care');
  });

  it('uses h2 cards without a title', async () => {
    render(await Articles({ block: block({ title: undefined }), locale: 'nl', context: journalContext() }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('renders nothing without posts, when the journal fails, or without a page context', async () => {
    expect(await Articles({ block: block(), locale: 'nl', context: journalContext({ posts: [] }) })).toBeNull();
    expect(await Articles({ block: block(), locale: 'nl', context: journalContext({ status: 500 }) })).toBeNull();
    expect(await Articles({ block: block({ category: 'bestaat-niet' }), locale: 'nl', context: journalContext() })).toBeNull();
    expect(await Articles({ block: block(), locale: 'nl' })).toBeNull();
  });
});
