import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOW_STOCK_THRESHOLD, type AdminVariantQuery } from '../../contract/catalogue-admin';
import type { Db } from '../../db/client';
import { materialTranslations, productConfigurations, products, productTranslations } from '../../db/schema/catalog';
import type { LanguageIds } from '../settings';
import { containing } from '../../lib/like';

/*
 * The back office's reads and writes of variants (product configurations) and the product columns
 * derived from them. Long id lists go in chunks: a statement takes at most 65 535 parameters.
 */

const CHUNK = 2_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}


/** A variant with what the back office shows of its product, titles in the request's language (else the default one). */
export interface VariantRow {
  id: number;
  sku: string;
  productId: number;
  productSlug: string;
  title: string;
  material: string | null;
  size: string | null;
  trackInventory: boolean;
  stockQty: number;
  cost: number;
  active: boolean;
  sale: boolean;
  saleValue: number;
  saleEndsAt: Date | null;
}

function conditions(query: Pick<AdminVariantQuery, 'q' | 'stock' | 'published'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const titled = sql`EXISTS (SELECT 1 FROM ${productTranslations} WHERE ${productTranslations.productId} = ${products.id} AND ${productTranslations.title} ILIKE ${pattern})`;
    where.push(or(ilike(productConfigurations.sku, pattern), titled)!);
  }
  if (query.stock === 'out') where.push(and(eq(productConfigurations.trackInventory, true), lte(productConfigurations.stockQty, 0))!);
  if (query.stock === 'low') where.push(and(eq(productConfigurations.trackInventory, true), lte(productConfigurations.stockQty, LOW_STOCK_THRESHOLD))!);
  if (query.published === 'published') where.push(eq(products.active, true));
  if (query.published === 'unpublished') where.push(eq(products.active, false));
  return where.length ? and(...where) : undefined;
}

/** Variants matching the query in the list's order (product, then the product's own order), `limit` from `offset`. */
export async function readVariants(db: Db, query: Pick<AdminVariantQuery, 'q' | 'stock' | 'published'>, ids: LanguageIds, page?: { limit: number; offset: number }): Promise<VariantRow[]> {
  const title = alias(productTranslations, 'title_requested');
  const defaultTitle = alias(productTranslations, 'title_default');
  const material = alias(materialTranslations, 'material_requested');
  const defaultMaterial = alias(materialTranslations, 'material_default');
  const select = db
    .select({
      id: productConfigurations.id,
      sku: productConfigurations.sku,
      productId: products.id,
      productSlug: products.slug,
      title: sql<string>`coalesce(${title.title}, ${defaultTitle.title}, ${products.slug})`,
      material: sql<string | null>`coalesce(${material.title}, ${defaultMaterial.title})`,
      size: productConfigurations.size,
      trackInventory: productConfigurations.trackInventory,
      stockQty: productConfigurations.stockQty,
      cost: productConfigurations.cost,
      active: products.active,
      sale: products.sale,
      saleValue: products.saleValue,
      saleEndsAt: products.saleEndsAt,
    })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .leftJoin(title, and(eq(title.productId, products.id), eq(title.languageId, ids.id)))
    .leftJoin(defaultTitle, and(eq(defaultTitle.productId, products.id), eq(defaultTitle.languageId, ids.defaultId)))
    .leftJoin(material, and(eq(material.materialId, productConfigurations.materialId), eq(material.languageId, ids.id)))
    .leftJoin(defaultMaterial, and(eq(defaultMaterial.materialId, productConfigurations.materialId), eq(defaultMaterial.languageId, ids.defaultId)))
    .where(conditions(query))
    .orderBy(asc(products.id), asc(productConfigurations.sortOrder), asc(productConfigurations.id));
  return page ? await select.limit(page.limit).offset(page.offset) : await select;
}

/** How many variants match the query. */
export async function countVariants(db: Db, query: Pick<AdminVariantQuery, 'q' | 'stock' | 'published'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productConfigurations).innerJoin(products, eq(products.id, productConfigurations.productId)).where(conditions(query));
  return Number(row?.n ?? 0);
}

/** A variant's stored values as a change starts from. */
export interface LockedVariant {
  id: number;
  sku: string;
  productId: number;
  trackInventory: boolean;
  stockQty: number;
  cost: number;
}

const lockedColumns = {
  id: productConfigurations.id,
  sku: productConfigurations.sku,
  productId: productConfigurations.productId,
  trackInventory: productConfigurations.trackInventory,
  stockQty: productConfigurations.stockQty,
  cost: productConfigurations.cost,
};

/**
 * Variants by id, their rows locked until the transaction ends, in id order (the order checkout
 * locks them in: api/modules/catalog/stock.ts), so a change and a checkout queue instead of deadlocking.
 */
export async function lockVariants(tx: Db, ids: readonly number[]): Promise<LockedVariant[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows: LockedVariant[] = [];
  for (const part of chunks(sorted)) {
    rows.push(...(await tx.select(lockedColumns).from(productConfigurations).where(inArray(productConfigurations.id, part)).orderBy(asc(productConfigurations.id)).for('update')));
  }
  return rows;
}

/** Variant ids by SKU (SKUs that name nothing are left out). */
export async function variantIdsBySku(db: Db, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(skus)) {
    for (const row of await db.select({ id: productConfigurations.id, sku: productConfigurations.sku }).from(productConfigurations).where(inArray(productConfigurations.sku, part))) found.set(row.sku, row.id);
  }
  return found;
}

/** Writes variants' stock and price, one statement per chunk (the cache triggers announce each statement once). */
export async function writeVariants(tx: Db, rows: readonly { id: number; stockQty: number; cost: number }[]): Promise<void> {
  for (const part of chunks(rows, 1_000)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::int, ${row.stockQty}::int, ${row.cost}::int)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE ${productConfigurations} SET stock_qty = v.stock_qty, cost = v.cost FROM (VALUES ${values}) AS v(id, stock_qty, cost) WHERE ${productConfigurations.id} = v.id`);
  }
}

/**
 * Recomputes the product columns derived from its variants' prices, as the catalogue seed sets
 * them: `min_cost` (the lowest; `price`, generated from it and the sale, follows), `base_cost`
 * (the default SKU's, else the first variant's) and `start_at_cost` (variants differ in price).
 * Only products whose values change are written.
 */
export async function refreshDerivedPrices(tx: Db, productIds: readonly number[]): Promise<void> {
  for (const part of chunks([...new Set(productIds)])) {
    const list = sql.join(
      part.map((id) => sql`${id}::int`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE products AS p
      SET min_cost = d.min_cost, base_cost = d.base_cost, start_at_cost = d.start_at_cost, updated_at = now()
      FROM (
        SELECT c.product_id,
          min(c.cost)::int AS min_cost,
          coalesce(min(c.cost) FILTER (WHERE c.sku = pp.default_sku), (array_agg(c.cost ORDER BY c.sort_order, c.id))[1])::int AS base_cost,
          count(DISTINCT c.cost) > 1 AS start_at_cost
        FROM product_configurations AS c JOIN products AS pp ON pp.id = c.product_id
        WHERE c.product_id IN (${list})
        GROUP BY c.product_id, pp.default_sku
      ) AS d
      WHERE p.id = d.product_id AND (p.min_cost, p.base_cost, p.start_at_cost) IS DISTINCT FROM (d.min_cost, d.base_cost, d.start_at_cost)`);
  }
}

export type ProductRow = typeof products.$inferSelect;

/** A product, its row locked until the transaction ends. */
export async function lockProduct(tx: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** A product's variants' ids. */
export async function variantIdsOf(db: Db, productId: number): Promise<number[]> {
  return (await db.select({ id: productConfigurations.id }).from(productConfigurations).where(eq(productConfigurations.productId, productId))).map((row) => row.id);
}
