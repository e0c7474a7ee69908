import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { isOutOfStock, salePrice, saleRunning } from '../../../domain/pricing/price';
import type { BaggageEntry, ListItem, StockStatus } from '../../contract/lists';
import type { Db } from '../../db/client';
import { productCategories, productConfigurations, products, productTranslations, stones, stoneShapes, stoneShapeTranslations, stoneTranslations } from '../../db/schema/catalog';
import { groupBy } from '../../lib/group';
import { languageIds, pickTranslations, type LanguageIds } from '../settings';
import { lineImage, readProductMedia, taxonomyMaps } from './hydrate';
import { readTaxonomy } from './taxonomy';

type ConfigRow = typeof productConfigurations.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** See `stockStatusSchema` in api/contract/lists.ts for the rule. */
function stockStatus(config: ConfigRow, product: ProductRow): StockStatus {
  if (isOutOfStock(config.cost, { track_inventory: config.trackInventory, stock_qty: config.stockQty })) return 'stock_out';
  if (config.trackInventory || product.digital) return 'in_stock';
  return 'pre_order';
}

/**
 * For each SKU, the configuration it names: a configuration's own SKU first, else a product's
 * default_sku (that product's configuration with the SKU, else its first one). Active products only.
 */
async function resolveSkus(db: Db, skus: string[]): Promise<Map<string, { config: ConfigRow; product: ProductRow }>> {
  const resolved = new Map<string, { config: ConfigRow; product: ProductRow }>();
  if (!skus.length) return resolved;
  const direct = await db
    .select({ config: productConfigurations, product: products })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(inArray(productConfigurations.sku, skus), eq(products.active, true)));
  for (const row of direct) resolved.set(row.config.sku, row);
  const rest = skus.filter((sku) => !resolved.has(sku));
  if (!rest.length) return resolved;
  const byDefault = await db
    .select({ config: productConfigurations, product: products })
    .from(products)
    .innerJoin(productConfigurations, eq(productConfigurations.productId, products.id))
    .where(and(inArray(products.defaultSku, rest), eq(products.active, true)))
    .orderBy(asc(productConfigurations.sortOrder), asc(productConfigurations.id));
  for (const row of byDefault) {
    const sku = row.product.defaultSku!;
    if (!resolved.has(sku) || row.config.sku === sku) resolved.set(sku, row);
  }
  return resolved;
}

/**
 * A facet's values (stones, stone shapes) with translated titles, in the facet's sort order: the
 * order the product page lists a product's. Nothing is read when no listed product has any.
 */
async function readFacet(db: Db, table: typeof stones | typeof stoneShapes, texts: typeof stoneTranslations | typeof stoneShapeTranslations, ids: LanguageIds, needed: boolean) {
  return needed ? readTaxonomy(db, table, texts, texts.ownerId, ids) : [];
}

/** Titles of the facet values a product links to (its facet array, copied from the link table). */
function facetTitles(values: { id: number; title: string }[], linked: number[]): string[] {
  return values.filter((value) => linked.includes(value.id)).map((value) => value.title);
}

/**
 * The items of a saved list (wishlist, comparison) in the request's language, in the baggage's
 * order: each SKU's configuration, priced, with its stock status; SKUs that name nothing for sale
 * are left out.
 */
export async function savedListItems(db: Db, baggage: BaggageEntry[], locale: Locale): Promise<ListItem[]> {
  const resolved = await resolveSkus(db, [...new Set(baggage.map((entry) => entry.sku))]);
  const listed = [...new Map([...resolved.values()].map(({ product }) => [product.id, product])).values()];
  const productIds = listed.map((product) => product.id);
  const ids = await languageIds(db, locale);
  const [texts, mediaRows, maps, categoryLinks, stoneRows, shapeRows] = productIds.length
    ? await Promise.all([
        db.select().from(productTranslations).where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.languageId, [ids.id, ids.defaultId]))),
        readProductMedia(db, productIds),
        taxonomyMaps(db, ids),
        // In the links' order, as the product page takes its first category.
        db
          .select({ productId: productCategories.productId, categoryId: productCategories.targetId })
          .from(productCategories)
          .where(inArray(productCategories.productId, productIds))
          .orderBy(asc(productCategories.sortOrder), asc(productCategories.targetId)),
        readFacet(db, stones, stoneTranslations, ids, listed.some((product) => product.stoneIds.length > 0)),
        readFacet(db, stoneShapes, stoneShapeTranslations, ids, listed.some((product) => product.stoneShapeIds.length > 0)),
      ])
    : [[], [], null, [], [], []];
  const titles = pickTranslations(texts, (text) => text.productId, ids);
  const categoriesOf = groupBy(categoryLinks, (link) => link.productId);

  const items: ListItem[] = [];
  for (const entry of baggage) {
    const match = resolved.get(entry.sku);
    if (!match) continue;
    const { config, product } = match;
    const title = titles.get(product.id)?.title ?? product.slug;
    const material = config.materialId === null ? undefined : maps?.materials.get(config.materialId);
    const category = (categoriesOf.get(product.id) ?? []).flatMap((link) => maps?.categories.get(link.categoryId) ?? [])[0];
    items.push({
      sku: entry.sku,
      engraving: entry.engraving,
      id: product.id,
      product_id: product.id,
      product_configuration_id: config.id,
      configuration_id: config.sku,
      slug: product.slug,
      title,
      image: lineImage(mediaRows, product.id, config.id, title),
      price: saleRunning(product) ? salePrice(config.cost, product.saleValue) : config.cost,
      base_cost: config.cost,
      sale: saleRunning(product),
      sale_value: product.saleValue,
      start_at_cost: config.startAtCost,
      embedded: product.embedded,
      vendor_model: product.vendorModel,
      collections_ids: product.collectionIds,
      track_inventory: config.trackInventory,
      stock_qty: config.stockQty,
      stock_status: stockStatus(config, product),
      material: material ? { id: material.id, sku: material.sku, slug: material.slug, title: material.title, color: material.color } : null,
      size: config.size,
      stones: facetTitles(stoneRows, product.stoneIds),
      stone_shapes: facetTitles(shapeRows, product.stoneShapeIds),
      category: category?.title ?? null,
    });
  }
  return items;
}
