import { asc, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { productCategories, productCollections, returnTimeframes } from '../../db/schema/catalog';
import { referenceRead } from '../../lib/reference-cache';
import { readSettings } from '../settings';

type Timeframe = Pick<typeof returnTimeframes.$inferSelect, 'collectionId' | 'categoryId' | 'days'>;

/** Spec section 5: the smallest return window among matching collections and categories, else the default. */
export function smallestReturnWindow(timeframes: readonly Timeframe[], collectionIds: readonly number[], categoryIds: readonly number[], fallback: number): number {
  const matching = timeframes.filter(
    (row) => (row.collectionId !== null && collectionIds.includes(row.collectionId)) || (row.categoryId !== null && categoryIds.includes(row.categoryId)),
  );
  return matching.length ? Math.min(...matching.map((row) => row.days)) : fallback;
}

/** The shop's default return window in days (bootstrap `default_return_timeframe`). */
export async function defaultReturnDays(db: Db, locale: Locale = 'nl'): Promise<number> {
  const site = (await readSettings(db, locale)).get('site') as { default_return_timeframe?: number } | undefined;
  return site?.default_return_timeframe ?? 30;
}

/** Every return-window rule (reference data: kept in the reference cache). */
const timeframeRows = (db: Db) => referenceRead(db, 'return-timeframes', ['settings'], () => db.select().from(returnTimeframes));

/** The return window of a product given its collections and categories (the product page's `return_days`). */
export async function readReturnDays(db: Db, collectionIds: number[], categoryIds: number[], fallback: number): Promise<number> {
  if (!collectionIds.length && !categoryIds.length) return fallback;
  return smallestReturnWindow(await timeframeRows(db), collectionIds, categoryIds, fallback);
}

/** A product's collections and categories (the links a return window is chosen by). */
export interface ProductLinks {
  collectionIds: number[];
  categoryIds: number[];
}

/**
 * The return window of each product, by product id (what an order line keeps). `known`: the
 * products' links when the caller has read them (checkout reads them with the prices); read here
 * otherwise, as for any product missing from it.
 */
export async function productReturnDays(db: Db, productIds: number[], known?: ReadonlyMap<number, ProductLinks>): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  // One after the other: inside a transaction the queries share one connection.
  const timeframes = await timeframeRows(db);
  const fallback = await defaultReturnDays(db);
  if (known && productIds.every((id) => known.has(id))) {
    return new Map(productIds.map((id) => [id, smallestReturnWindow(timeframes, known.get(id)!.collectionIds, known.get(id)!.categoryIds, fallback)]));
  }
  // The products' collections and categories in one statement.
  const links = await db
    .select({ productId: productCollections.productId, id: productCollections.targetId, collection: sql<boolean>`true` })
    .from(productCollections)
    .where(inArray(productCollections.productId, productIds))
    .unionAll(
      db
        .select({ productId: productCategories.productId, id: productCategories.targetId, collection: sql<boolean>`false` })
        .from(productCategories)
        .where(inArray(productCategories.productId, productIds)),
    );
  const idsOf = (collection: boolean, productId: number) => links.filter((link) => link.productId === productId && link.collection === collection).map((link) => link.id);
  return new Map(productIds.map((id) => [id, smallestReturnWindow(timeframes, idsOf(true, id), idsOf(false, id), fallback)]));
}

/** Every return-window rule, as bootstrap lists them. */
export async function listReturnTimeframes(db: Db) {
  const rows = await db.select().from(returnTimeframes).orderBy(asc(returnTimeframes.id));
  return rows.map((row) => ({ collection_id: row.collectionId, category_id: row.categoryId, days: row.days }));
}
