import { describe, expect, it } from 'vitest';
import { journalCategories, journalPost, journalPosts } from '../../stories/fixtures/journal';
import { blogPostingJsonLd, journalPaths, postAlternates, postPath, resolvePostRoute, toCommentItems, toPostCard } from './journal';

describe('journal paths', () => {
  it('builds the list with tag and page, a category page and a post page', () => {
    expect(journalPaths.list()).toBe('/articles');
    expect(journalPaths.list({ page: 1 })).toBe('/articles');
    expect(journalPaths.list({ page: 3, tag: 'witgoud & platina' })).toBe('/articles?tag=witgoud+%26+platina&page=3');
    expect(journalPaths.category('onderhoud')).toBe('/articles/onderhoud');
    expect(journalPaths.category('onderhoud', 2)).toBe('/articles/onderhoud?page=2');
    expect(journalPaths.post('onderhoud', 'zilver-bewaren')).toBe('/articles/onderhoud/zilver-bewaren');
  });

  it('puts a post under its first category, or its type without one', () => {
    expect(postPath(journalPosts[0]!)).toBe('/articles/edelstenen/de-vier-cs-van-een-diamant');
    expect(postPath(journalPosts[6]!)).toBe('/articles/news/nieuw-atelier-prinsengracht');
  });
});

describe('toPostCard and toCommentItems', () => {
  it('localises the link and writes the date in words in the page language', () => {
    expect(toPostCard(journalPosts[0]!, 'en')).toMatchObject({
      href: '/en/articles/edelstenen/de-vier-cs-van-een-diamant',
      eyebrow: 'Edelstenen',
      author: 'Daan Verbeek',
      date: { label: '20 November 2026', iso: '2026-11-20' },
    });
    expect(toPostCard(journalPosts[0]!, 'nl').date.label).toBe('20 november 2026');
    expect(toCommentItems(journalPost.comments, 'nl')[0]).toMatchObject({ name: 'Mark', date: { iso: '2026-11-21' } });
  });
});

describe('resolvePostRoute', () => {
  const post = { slug: 'de-vier-cs-van-een-diamant', type: 'guide' as const, categories: journalPost.categories };

  it('shows the post under any of its categories in this language', () => {
    expect(resolvePostRoute(post, 'edelstenen', post.slug, journalCategories)).toEqual({ kind: 'show', section: 'edelstenen' });
    expect(resolvePostRoute(post, 'verloving-en-trouwen', post.slug, journalCategories)).toEqual({ kind: 'show', section: 'verloving-en-trouwen' });
  });

  it("sends another language's slugs to this language's (the language switcher)", () => {
    expect(resolvePostRoute(post, 'gemstones', 'the-four-cs-of-a-diamond', journalCategories)).toEqual({ kind: 'redirect', path: '/articles/edelstenen/de-vier-cs-van-een-diamant' });
    expect(resolvePostRoute(post, 'engagement-and-wedding', post.slug, journalCategories)).toEqual({ kind: 'redirect', path: '/articles/verloving-en-trouwen/de-vier-cs-van-een-diamant' });
  });

  it("sends a section that is not one of the post's categories to the post's own", () => {
    expect(resolvePostRoute(post, 'onderhoud', post.slug, journalCategories)).toEqual({ kind: 'redirect', path: '/articles/edelstenen/de-vier-cs-van-een-diamant' });
    expect(resolvePostRoute(post, 'bestaat-niet', post.slug, [])).toEqual({ kind: 'redirect', path: '/articles/edelstenen/de-vier-cs-van-een-diamant' });
  });

  it('shows a post without categories under its type', () => {
    const news = { slug: 'nieuw', type: 'news' as const, categories: [] };
    expect(resolvePostRoute(news, 'news', 'nieuw', journalCategories)).toEqual({ kind: 'show', section: 'news' });
    expect(resolvePostRoute(news, 'edelstenen', 'nieuw', journalCategories)).toEqual({ kind: 'redirect', path: '/articles/news/nieuw' });
  });
});

describe('postAlternates', () => {
  it("names the post's page in each language with that language's slugs", () => {
    expect(postAlternates(journalPost, journalCategories, ['nl', 'en'])).toEqual({
      nl: '/articles/edelstenen/de-vier-cs-van-een-diamant',
      en: '/en/articles/gemstones/the-four-cs-of-a-diamond',
    });
  });

  it("falls back to the page language's slugs when a translation is missing", () => {
    expect(postAlternates({ ...journalPost, slugs: { nl: journalPost.slug } }, [], ['nl', 'en']).en).toBe('/en/articles/edelstenen/de-vier-cs-van-een-diamant');
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    const data = blogPostingJsonLd(journalPost, { url: 'https://shop.example/articles/edelstenen/x', images: ['https://shop.example/cover.svg'], publisher: 'Juwelier Aurum', locale: 'nl' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: "De vier C's van een diamant uitgelegd",
      description: journalPost.excerpt,
      url: 'https://shop.example/articles/edelstenen/x',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/articles/edelstenen/x' },
      image: ['https://shop.example/cover.svg'],
      datePublished: journalPost.published_at,
      dateModified: journalPost.updated_at,
      inLanguage: 'nl',
      author: { '@type': 'Person', name: 'Daan Verbeek', jobTitle: 'Gemmoloog' },
      publisher: { '@type': 'Organization', name: 'Juwelier Aurum' },
      articleSection: ['Edelstenen', 'Verloving & trouwen'],
      keywords: 'diamant, certificaat, verlovingsring',
      commentCount: 3,
    });
  });

  it('names the shop as author when the post has none, and leaves out what is empty', () => {
    const data = blogPostingJsonLd({ ...journalPost, author: null, tags: [], categories: [] }, { url: 'u', images: [], publisher: 'Juwelier Aurum', locale: 'en' });
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Juwelier Aurum' });
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('keywords');
    expect(JSON.parse(JSON.stringify(data))).not.toHaveProperty('image');
  });
});
