import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { productConfigurations, products, productTranslations } from '../../db/schema/catalog';
import { pickTranslations, type LanguageIds } from '../settings';

export type ConfigurationRow = typeof productConfigurations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

const sellableBy = (column: typeof productConfigurations.id | typeof productConfigurations.sku) => (db: Db) =>
  db
    .select({ config: productConfigurations, engravable: products.engravable, mappable: sql<boolean>`${products.mapCenter} IS NOT NULL` })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(column, sql.placeholder('value')), eq(products.active, true)));
const sellableById = preparedStatement('sellable-configuration-by-id', sellableBy(productConfigurations.id));
const sellableBySku = preparedStatement('sellable-configuration-by-sku', sellableBy(productConfigurations.sku));

/** A configuration of an active product, by id or SKU, whether the product takes an engraving and whether it is map jewellery. */
export async function sellableConfiguration(db: Db, which: { id: number } | { sku: string }): Promise<(ConfigurationRow & { engravable: boolean; mappable: boolean }) | undefined> {
  const [row] = 'id' in which ? await sellableById(db, { value: which.id }) : await sellableBySku(db, { value: which.sku });
  return row ? { ...row.config, engravable: row.engravable, mappable: row.mappable } : undefined;
}

/** A configuration by id, whether its product takes an engraving and a map (a cart line being changed). */
export async function configurationOfLine(db: Db, id: number): Promise<{ config: ConfigurationRow | undefined; engravable: boolean; mappable: boolean }> {
  const [config] = await db.select().from(productConfigurations).where(eq(productConfigurations.id, id));
  const [product] = await db.select({ engravable: products.engravable, mapCenter: products.mapCenter }).from(products).where(eq(products.id, config!.productId));
  return { config, engravable: product?.engravable ?? false, mappable: Boolean(product?.mapCenter) };
}

/** Products' titles in the requested language, else the default one, by product id. */
export async function productTitles(db: Db, productIds: number[], ids: LanguageIds): Promise<Map<number, string>> {
  const texts = await db
    .select()
    .from(productTranslations)
    .where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.languageId, [ids.id, ids.defaultId])));
  return new Map([...pickTranslations(texts, (row) => row.productId, ids)].map(([id, text]) => [id, text.title]));
}
