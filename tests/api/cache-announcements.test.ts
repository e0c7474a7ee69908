import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categoryTranslations, productConfigurations } from '../../api/db/schema';
import { getReferenceVersions } from '../../api/modules/settings';
import { CACHE_CHANNEL } from '../../api/lib/cache-tags';
import { stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase } from './harness';

/** What the database announces on the cache channel (migrations 0014 and 0015) for each kind of product change. */
describeOnEachDatabase('cache announcements', (shop) => {
  async function announced(change: () => Promise<unknown>): Promise<string[]> {
    const heard: string[] = [];
    const stop = await shop().database.listen(CACHE_CHANNEL, (payload) => heard.push(payload));
    try {
      await change();
      // NOTIFY is delivered at commit; give the listening connection a moment.
      await expect.poll(() => heard.length, { timeout: 2_000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return heard;
    } finally {
      await stop();
    }
  }

  it('announces a stock change that leaves every configuration as available as it was as the product’s stock only', async () => {
    const config = await stockedConfiguration(shop(), 10, 5);
    const set = (stock: number) => shop().database.db.update(productConfigurations).set({ stockQty: stock }).where(eq(productConfigurations.id, config.id));
    expect(await announced(() => set(9))).toEqual([`stock:${config.productId}`]);
    // Sold out: the cards change ("sold out"), the listings' contents and order do not.
    expect(await announced(() => set(0))).toEqual([`product:${config.productId}`]);
    // Back in stock: the cards change again.
    expect(await announced(() => set(3))).toEqual([`product:${config.productId}`]);
  });

  it('announces a price change to the product’s pages, cards and the listings', async () => {
    const config = await stockedConfiguration(shop(), 10, 6);
    const heard = await announced(() => shop().database.db.update(productConfigurations).set({ cost: config.cost + 100 }).where(eq(productConfigurations.id, config.id)));
    expect(heard.sort()).toEqual(['catalog', `product:${config.productId}`]);
  });

  it('advances the taxonomy version for a taxonomy change only, the product version for both (migration 0016)', async () => {
    const db = shop().database.db;
    const before = await getReferenceVersions(db);
    const config = await stockedConfiguration(shop(), 10, 7);
    await db.update(productConfigurations).set({ cost: config.cost + 100 }).where(eq(productConfigurations.id, config.id));
    const afterPrice = await getReferenceVersions(db);
    expect(afterPrice.product).toBeGreaterThan(before.product);
    expect(afterPrice.taxonomy).toBe(before.taxonomy);
    const [translation] = await db.select().from(categoryTranslations).limit(1);
    await db
      .update(categoryTranslations)
      .set({ title: `${translation!.title} ` })
      .where(and(eq(categoryTranslations.categoryId, translation!.categoryId), eq(categoryTranslations.languageId, translation!.languageId)));
    const afterTaxonomy = await getReferenceVersions(db);
    expect(afterTaxonomy.taxonomy).toBeGreaterThan(afterPrice.taxonomy);
    expect(afterTaxonomy.product).toBeGreaterThan(afterPrice.product);
  });
});
