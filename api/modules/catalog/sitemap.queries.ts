import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, products } from '../../db/schema/catalog';

/** How many products the shop shows (the sitemap's size). */
export async function activeProductCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.active, true));
  return row?.n ?? 0;
}

/** A slice of the shown products in id order (a stable order for the sitemap's files), with when each last changed. */
export function activeProductSlugs(db: Db, offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}

/** Every collection's slug, in the shop's order. */
export async function collectionSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: collections.slug }).from(collections).orderBy(asc(collections.sortOrder), asc(collections.id));
  return rows.map((row) => row.slug);
}
