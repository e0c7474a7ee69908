import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../contract/common';
import type { BaggageEntry, ListItem, ListKind, SavedList, SavedListWithItems, SaveListRequest, StockStatus } from '../../contract/lists';
import { isOutOfStock, salePrice } from '../../contract/price';
import type { Db } from '../../db/client';
import { productConfigurations, products, productTranslations, shopperLists } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newUniqueId } from '../../lib/unique-id';
import { lineImage, readProductMedia } from '../catalog/hydrate';
import { languageIds, pickTranslations } from '../settings/languages';

type ListRow = typeof shopperLists.$inferSelect;
type ConfigRow = typeof productConfigurations.$inferSelect;
type ProductRow = typeof products.$inferSelect;

function toSavedList(row: ListRow): SavedList {
  return { unique_id: row.uniqueId, baggage: row.baggage, updated_at: row.updatedAt.toISOString() };
}

/**
 * Stores the full baggage of a list of one kind, replacing what it held (idempotent). A missing
 * or unknown `unique_id` (of this kind) makes a new list with a fresh unguessable id.
 */
export async function saveList(db: Db, kind: ListKind, body: SaveListRequest): Promise<SavedList> {
  const baggage: BaggageEntry[] = body.baggage.map((entry) => ({ sku: entry.sku, engraving: entry.engraving }));
  if (body.unique_id) {
    const [row] = await db
      .update(shopperLists)
      .set({ baggage, updatedAt: new Date() })
      .where(and(eq(shopperLists.kind, kind), eq(shopperLists.uniqueId, body.unique_id)))
      .returning();
    if (row) return toSavedList(row);
  }
  const [row] = await db.insert(shopperLists).values({ kind, uniqueId: newUniqueId(), baggage }).returning();
  return toSavedList(row!);
}

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

/** A list of one kind with display items in the request's language; 404 when the id is unknown. */
export async function getList(db: Db, kind: ListKind, uniqueId: string, locale: Locale): Promise<SavedListWithItems> {
  const [row] = await db.select().from(shopperLists).where(and(eq(shopperLists.kind, kind), eq(shopperLists.uniqueId, uniqueId)));
  if (!row) throw new AppError('not_found', `${kind}_not_found`);
  const resolved = await resolveSkus(db, [...new Set(row.baggage.map((entry) => entry.sku))]);
  const productIds = [...new Set([...resolved.values()].map(({ product }) => product.id))];
  const ids = await languageIds(db, locale);
  const [texts, mediaRows] = productIds.length
    ? await Promise.all([
        db.select().from(productTranslations).where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.languageId, [ids.id, ids.defaultId]))),
        readProductMedia(db, productIds),
      ])
    : [[], []];
  const titles = pickTranslations(texts, (text) => text.productId, ids);

  const items: ListItem[] = [];
  for (const entry of row.baggage) {
    const match = resolved.get(entry.sku);
    if (!match) continue;
    const { config, product } = match;
    const title = titles.get(product.id)?.title ?? product.slug;
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
      price: product.sale ? salePrice(config.cost, product.saleValue) : config.cost,
      base_cost: config.cost,
      sale: product.sale,
      sale_value: product.saleValue,
      start_at_cost: config.startAtCost,
      embedded: product.embedded,
      vendor_model: product.vendorModel,
      collections_ids: product.collectionIds,
      track_inventory: config.trackInventory,
      stock_qty: config.stockQty,
      stock_status: stockStatus(config, product),
    });
  }
  return { ...toSavedList(row), items };
}
