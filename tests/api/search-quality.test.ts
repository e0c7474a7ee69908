import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categoryTranslations, productCategories, productTranslations } from '../../api/db/schema';
import { salePrice } from '../../domain/pricing/price';
import { describeOnEachDatabase } from './harness';

interface QualityCase {
  query: string;
  lang: 'nl' | 'en';
  first?: string[];
  firstMatch?: { count: number; pattern: string };
}
const { queries } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'search-quality.json'), 'utf8')) as { queries: QualityCase[] };

describeOnEachDatabase('search quality (tests/api/search-quality.json)', (shop) => {
  it('holds at least 30 queries in both languages', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(queries.map((entry) => entry.lang))).toEqual(new Set(['nl', 'en']));
  });

  it.each(queries.map((entry) => [`${entry.lang}: ${entry.query}`, entry] as const))('%s', async (_name, entry) => {
    const { status, body } = await shop().get(`/api/v1/system-catalog?search=${encodeURIComponent(entry.query)}&lang=${entry.lang}&count=20`);
    expect(status).toBe(200);
    const slugs = (body.data as { slug: string }[]).map((item) => item.slug);
    if (entry.first) expect(new Set(slugs.slice(0, entry.first.length))).toEqual(new Set(entry.first));
    if (entry.firstMatch) {
      const head = slugs.slice(0, entry.firstMatch.count);
      expect(head).toHaveLength(entry.firstMatch.count);
      const pattern = new RegExp(entry.firstMatch.pattern);
      expect(head.filter((slug) => !pattern.test(slug))).toEqual([]);
    }
  });

  it('matches nothing for a word like nothing in the catalogue, and for stop words alone', async () => {
    for (const query of ['zzqxv', 'met', 'the and']) {
      const { status, body } = await shop().get(`/api/v1/system-catalog?search=${encodeURIComponent(query)}&lang=${query === 'met' ? 'nl' : 'en'}`);
      expect(status).toBe(200);
      expect(body.meta.total).toBe(0);
    }
  });

  it('takes tsquery operators and SQL as plain words', async () => {
    for (const query of ["ring & !'", 'ring:* | (', "'; DROP TABLE products; --", '\\%_']) {
      const { status } = await shop().get(`/api/v1/system-catalog?search=${encodeURIComponent(query)}`);
      expect(status).toBe(200);
    }
  });

  it('sorts a search by the shopper\'s chosen order when one is given', async () => {
    const { body } = await shop().get('/api/v1/system-catalog?search=ring&column=cost&order_by=asc&count=50');
    const prices = (body.data as { min_cost: number; sale: boolean; sale_value: number }[]).map((item) => (item.sale ? salePrice(item.min_cost, item.sale_value) : item.min_cost));
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages through the relevance tiers without losing or repeating a product, and counts them all', async () => {
    // "ring": title words, compounds ("verlovingsring"), category names and short texts: every tier.
    const list = async (query: string) => (await shop().get(`/api/v1/system-catalog?search=ring&lang=nl&${query}`)).body as { data: { slug: string }[]; meta: { total: number } };
    const whole = await list('count=100');
    expect(whole.meta.total).toBeGreaterThan(20);
    expect(whole.meta.total).toBeLessThanOrEqual(100);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.meta.total / 7); page++) {
      const { data, meta } = await list(`count=7&page=${page}`);
      expect(meta.total).toBe(whole.meta.total);
      pages.push(...data.map((item) => item.slug));
    }
    expect(pages).toEqual(whole.data.map((item) => item.slug));
    expect(new Set(pages).size).toBe(whole.meta.total);
    expect((await list(`count=7&page=${Math.ceil(whole.meta.total / 7) + 1}`)).data).toEqual([]);
  });

  it('follows the catalogue: a renamed category, a new title and a new word (for typos) find the products at once', async () => {
    const db = shop().database.db;
    const search = async (query: string) =>
      ((await shop().get(`/api/v1/system-catalog?search=${encodeURIComponent(query)}&lang=nl&count=100`)).body.data as { slug: string }[]).map((item) => item.slug);
    const [link] = await db.select().from(productCategories).limit(1);
    const [category] = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, link!.targetId));
    const members = (await db.select().from(productCategories).where(eq(productCategories.targetId, link!.targetId))).length;
    await db.update(categoryTranslations).set({ title: 'Zonnewendes' }).where(eq(categoryTranslations.categoryId, link!.targetId));
    expect((await search('zonnewende')).length).toBeGreaterThanOrEqual(Math.min(members, 100));
    const [title] = await db.select().from(productTranslations).where(eq(productTranslations.productId, link!.productId)).limit(1);
    await db.update(productTranslations).set({ title: 'Kwartelkoningring' }).where(and(eq(productTranslations.productId, link!.productId), eq(productTranslations.languageId, title!.languageId)));
    const slugs = await search('kwartelkoningring');
    expect(slugs).toHaveLength(1);
    expect(await search('kwartlkoningring')).toEqual(slugs);
    await db.update(categoryTranslations).set({ title: category!.title }).where(eq(categoryTranslations.categoryId, link!.targetId));
    await db.update(productTranslations).set({ title: title!.title }).where(and(eq(productTranslations.productId, link!.productId), eq(productTranslations.languageId, title!.languageId)));
    expect(await search('zonnewende')).toEqual([]);
  });
});

