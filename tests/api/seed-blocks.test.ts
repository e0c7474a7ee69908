import { expect, it } from 'vitest';
import { pages } from '../../api/db/schema';
import { resolveBlock } from '../../registry';
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
    for (const { slug } of rows) {
      for (const lang of ['nl', 'en']) {
        const { status, body } = await shop().get(`/api/v1/pages/${slug}?lang=${lang}`);
        expect(status, `${slug} ${lang}`).toBe(200);
        for (const block of body.data.blocks) {
          const resolved = resolveBlock(block);
          if (!resolved.ok) problems.push(`${slug} (${lang}) block ${block.id} ${block.type}: ${resolved.issues.join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only products that exist (perfect complement slugs)', async () => {
    const { body } = await shop().get('/api/v1/pages/product');
    const slugs: string[] = body.data.blocks.filter((b: { type: string }) => b.type === 'perfect-complement').flatMap((b: { data: { slugs: string[] } }) => b.data.slugs);
    expect(slugs.length).toBeGreaterThan(2);
    for (const slug of slugs) expect((await shop().get(`/api/v1/products/${slug}`)).status, slug).toBe(200);
  });
});
