import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPosts, pages, products } from '../../api/db/schema';
import { sitemapFile, sitemapKey } from '../../api/modules/seo';
import { describeOnEachDatabase, type TestShop } from './harness';

type Entry = { url: string; lastmod: string | null; alternates: Record<string, string> };

const sitemap = async (shop: TestShop, query: string) => shop.get(`/api/v1/sitemap?${query}`);
const file = async (shop: TestShop, page = 1) => {
  const response = await sitemap(shop, `key=${encodeURIComponent(sitemapKey())}&page=${page}`);
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data as { sitemap: Entry[]; page: number; pages: number };
};

describeOnEachDatabase('sitemap', (shop) => {
  it('answers only with the key: a wrong one finds nothing (404), none is a 422 naming the field', async () => {
    const wrong = await sitemap(shop(), 'key=guess');
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('route_not_found');
    const none = await sitemap(shop(), '');
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.error.fields)).toContain('key');
    expect((await sitemap(shop(), `key=${sitemapKey()}&page=0`)).status).toBe(422);
    expect((await sitemap(shop(), `key=${sitemapKey()}&page=2`)).status).toBe(404);
  });

  it('lists every shown page in nl and en with its alternates and x-default, products with when they changed, nothing private', async () => {
    const db = shop().database.db;
    const { sitemap: entries, pages: files } = await file(shop());
    expect(files).toBe(1);
    const urls = entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/', '/en', '/catalog', '/en/catalog', '/collections', '/articles', '/en/articles', '/over-ons', '/en/about-us']) expect(urls).toContain(path);
    // No template page, nothing of the customer area, the visitor's lists, the cart, checkout, /500, and no `/main`.
    for (const path of urls) expect(path).not.toMatch(/^(\/en)?\/(home|product|collection|catalog\/|main|profile|cart|checkout|500|wishlist|comparison)$/);

    const shown = await db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.active, true));
    const hidden = await db.select({ slug: products.slug }).from(products).where(eq(products.active, false));
    expect(urls.filter((url) => url.startsWith('/product/')).length).toBe(shown.length);
    expect(urls.filter((url) => url.startsWith('/en/product/')).length).toBe(shown.length);
    for (const product of hidden) expect(urls).not.toContain(`/product/${product.slug}`);
    const one = shown[0]!;
    const entry = entries.find((e) => e.url === `/en/product/${one.slug}`)!;
    expect(entry.alternates).toEqual({ nl: `/product/${one.slug}`, en: `/en/product/${one.slug}`, 'x-default': `/product/${one.slug}` });
    expect(new Date(entry.lastmod!).getTime()).toBe(one.updatedAt.getTime());

    // An inactive CMS page is not listed.
    await db.update(pages).set({ active: false }).where(eq(pages.slug, 'over-ons'));
    try {
      expect((await file(shop())).sitemap.map((e) => e.url)).not.toContain('/over-ons');
    } finally {
      await db.update(pages).set({ active: true }).where(eq(pages.slug, 'over-ons'));
    }
  });

  it("lists journal posts under each language's own slugs, published ones only", async () => {
    const db = shop().database.db;
    const posts = (await shop().get('/api/v1/blog/posts?count=50&lang=en')).body.data as { id: number; slug: string; categories: { slug: string }[]; type: string }[];
    const postsNl = (await shop().get('/api/v1/blog/posts?count=50&lang=nl')).body.data as { id: number; slug: string; categories: { slug: string }[]; type: string }[];
    const { sitemap: entries } = await file(shop());
    const urls = entries.map((entry) => entry.url);
    for (const post of posts) expect(urls).toContain(`/en/articles/${post.categories[0]?.slug ?? post.type}/${post.slug}`);
    for (const post of postsNl) expect(urls).toContain(`/articles/${post.categories[0]?.slug ?? post.type}/${post.slug}`);
    const english = entries.find((entry) => entry.url === `/en/articles/${posts[0]!.categories[0]?.slug ?? posts[0]!.type}/${posts[0]!.slug}`)!;
    const dutch = postsNl.find((post) => post.id === posts[0]!.id)!;
    expect(english.alternates.nl).toBe(`/articles/${dutch.categories[0]?.slug ?? dutch.type}/${dutch.slug}`);

    // A draft (or one published later) is not listed.
    await db.update(blogPosts).set({ publishedAt: sql`now() + interval '1 day'` }).where(eq(blogPosts.id, posts[0]!.id));
    try {
      expect((await file(shop())).sitemap.map((e) => e.url)).not.toContain(english.url);
    } finally {
      await db.update(blogPosts).set({ publishedAt: sql`now() - interval '1 day'` }).where(eq(blogPosts.id, posts[0]!.id));
    }
  });

  it('splits into files of at most the given size that together hold each address once, in order', async () => {
    const db = shop().database.db;
    const whole = (await sitemapFile(db, 1, 100_000)).sitemap.map((entry) => entry.url);
    const perFile = 37;
    const first = await sitemapFile(db, 1, perFile);
    expect(first.pages).toBe(Math.ceil(whole.length / 2 / perFile));
    const parts: string[] = [];
    for (let page = 1; page <= first.pages; page += 1) {
      const part = (await sitemapFile(db, page, perFile)).sitemap.map((entry) => entry.url);
      expect(part.length).toBeLessThanOrEqual(perFile * 2);
      parts.push(...part);
    }
    expect(parts).toEqual(whole);
    await expect(sitemapFile(db, first.pages + 1, perFile)).rejects.toThrow();
  });
});
