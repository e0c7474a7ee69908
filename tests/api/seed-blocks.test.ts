import { expect, it } from 'vitest';
import { pages } from '../../api/db/schema';
import { blockTypes, resolveBlock } from '../../registry';
import { describeOnEachDatabase } from './harness';

/**
 * The seed is the shop a visitor first sees: every block it places on a page must pass its
 * registry schema in both languages (an invalid block is skipped silently in production).
 */
describeOnEachDatabase('seeded CMS blocks', (shop) => {
  it('all pass their registry schema in nl and en', async () => {
    const rows = await shop().database.db.select({ slug: pages.slug }).from(pages);
    expect(rows.length).toBeGreaterThan(5);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { slug } of rows) {
      for (const lang of ['nl', 'en']) {
        const { status, body } = await shop().get(`/api/v1/pages/${slug}?lang=${lang}`);
        expect(status, `${slug} ${lang}`).toBe(200);
        for (const block of body.data.blocks) {
          seen.add(block.type);
          const resolved = resolveBlock(block);
          if (!resolved.ok) problems.push(`${slug} (${lang}) block ${block.id} ${block.type}: ${resolved.issues.join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every block the storefront can render is somewhere in the demo shop.
    expect(blockTypes.filter((type) => !seen.has(type))).toEqual([]);
  });

  it('names only products that exist (perfect complement slugs)', async () => {
    const { body } = await shop().get('/api/v1/pages/product');
    const slugs: string[] = body.data.blocks.filter((b: { type: string }) => b.type === 'perfect-complement').flatMap((b: { data: { slugs: string[] } }) => b.data.slugs);
    expect(slugs.length).toBeGreaterThan(2);
    for (const slug of slugs) expect((await shop().get(`/api/v1/products/${slug}`)).status, slug).toBe(200);
  });

  it('names only products that exist (promoted picks by slug and SKU)', async () => {
    const { body } = await shop().get('/api/v1/pages/inspiratie');
    const picks: { slug?: string; sku?: string }[] = body.data.blocks.filter((b: { type: string }) => b.type === 'promoted').flatMap((b: { data: { products: unknown[] } }) => b.data.products);
    expect(picks.length).toBeGreaterThan(2);
    for (const pick of picks) {
      const path = pick.slug ? `/api/v1/products/${pick.slug}` : `/api/v1/product-configurations/${pick.sku}`;
      expect((await shop().get(path)).status, path).toBe(200);
    }
  });

  it('maps quiz answers only to filter values the catalogue knows, and each question ends in products', async () => {
    const { body } = await shop().get('/api/v1/pages/journey');
    const quiz = body.data.blocks.find((b: { type: string }) => b.type === 'quizzes').data;
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
    const filters = (await shop().get('/api/v1/filters')).body.data;
    const known: Record<string, string[]> = {
      categories: filters.categories.map((c: { slug: string }) => c.slug),
      collections: filters.collections.map((c: { slug: string }) => c.slug),
      materials: filters.materials.map((m: { slug: string }) => m.slug),
    };
    for (const question of quiz.questions) {
      for (const answer of question.answers) {
        for (const [key, slugs] of Object.entries(answer.filters as Record<string, unknown>)) {
          if (!Array.isArray(slugs)) continue;
          for (const slug of slugs) expect(known[key], `${question.id}.${answer.id}: ${key} ${slug}`).toContain(slug);
        }
      }
    }
  });
});
