import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { CatalogQuery, CatalogResponse, Configuration, Product } from '../../contract/products';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  headStyles,
  headStyleTranslations,
  productConfigurations,
  products,
  productTranslations,
  stockNotifications,
  stones,
  stoneShapes,
  stoneShapeTranslations,
  stoneTranslations,
} from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import { languageIds, readSettings, type LanguageIds } from '../settings';
import { readDetail, readProductMedia } from './bundles';
import { hydrateListItems, listItem, taxonomyMaps, toMedia, type TaxonomyMaps } from './hydrate';
import { listProductIds, resolveFilter } from './listing';
import { readReturnDays } from './return-days';
import { readTaxonomy } from './taxonomy';

/** One page of the catalogue (spec section 7), optionally of one collection. */
export async function getCatalog(db: Db, query: CatalogQuery, locale: Locale, collectionSlug?: string): Promise<CatalogResponse> {
  const ids = await languageIds(db, locale);
  const filter = await resolveFilter(db, query, collectionSlug);
  const maps = taxonomyMaps(db, ids);
  // Awaited below; a failure while the listing is still being planned is not left unhandled.
  maps.catch(() => undefined);
  const listing = await listProductIds(db, filter, ids, query.page, query.count);
  // The page's products are read as soon as their ids are in, while the count may still run.
  const [data, total] = await Promise.all([Promise.all([listing.ids, maps]).then(([productIds, taxonomy]) => hydrateListItems(db, productIds, ids, taxonomy, filter.materialIds)), listing.total]);
  return { data, meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.count)), total } };
}

function configuration(row: typeof productConfigurations.$inferSelect, maps: TaxonomyMaps, mediaRows: Awaited<ReturnType<typeof readProductMedia>>): Configuration {
  const material = row.materialId === null ? undefined : maps.materials.get(row.materialId);
  return {
    id: row.id,
    product_id: row.productId,
    configuration_id: row.sku,
    cost: row.cost,
    start_at_cost: row.startAtCost,
    track_inventory: row.trackInventory,
    stock_qty: row.stockQty,
    material: material ? { id: material.id, sku: material.sku, slug: material.slug, title: material.title, color: material.color } : null,
    size: row.size,
    medias: mediaRows.filter((m) => m.configurationId === row.id).map((m) => toMedia(m)),
  };
}

/** A product's facet refs (stones, head styles, shapes) in the taxonomy's order, from the cached taxonomy. */
async function facetRefs(db: Db, linked: number[], table: typeof stones | typeof headStyles | typeof stoneShapes, texts: typeof stoneTranslations | typeof headStyleTranslations | typeof stoneShapeTranslations, ids: LanguageIds) {
  if (!linked.length) return [];
  const all = await readTaxonomy(db, table, texts, texts.ownerId, ids);
  const wanted = new Set(linked);
  return all.filter((row) => wanted.has(row.id)).map(({ id, sku, slug, title }) => ({ id, sku, slug, title }));
}

/** The product page's data, by id or slug. Inactive products do not exist for shoppers. */
export async function getProduct(db: Db, idOrSlug: string, locale: Locale): Promise<Product> {
  const which = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  const [detail, ids] = await Promise.all([readDetail(db, which), languageIds(db, locale)]);
  if (!detail) throw new AppError('not_found', 'product_not_found');
  const { row } = detail;
  const maps = await taxonomyMaps(db, ids);
  const item = listItem(detail, ids, maps);
  const firstCategory = item.categories_ids[0];
  const [productStoneRefs, headStyleRefs, shapeRefs, returnDays, neighbours, relatedItems] = await Promise.all([
    facetRefs(db, detail.stoneIds, stones, stoneTranslations, ids),
    facetRefs(db, detail.headStyleIds, headStyles, headStyleTranslations, ids),
    facetRefs(db, detail.stoneShapeIds, stoneShapes, stoneShapeTranslations, ids),
    readSettings(db, locale).then((settings) =>
      readReturnDays(db, item.collections_ids, item.categories_ids, (settings.get('site') as { default_return_timeframe: number }).default_return_timeframe),
    ),
    readNeighbours(db, row, firstCategory, ids),
    hydrateListItems(db, detail.relatedIds, ids, maps),
  ]);
  return {
    ...item,
    kind: row.kind,
    engravable: row.engravable,
    map: row.mapCenter,
    translations: detail.texts.map((t) => ({
      language_id: t.languageId,
      title: t.title,
      sub_title: t.subTitle,
      description: t.description,
      long_description: t.longDescription,
      meta_description: t.metaDescription,
      short_description: t.shortDescription,
      size_chart: t.sizeChartUrl ? { url: t.sizeChartUrl } : null,
    })),
    configurations: detail.configs.map((c) => configuration(c, maps, detail.media)),
    stones: productStoneRefs,
    head_styles: headStyleRefs,
    stone_shapes: shapeRefs,
    related: relatedItems,
    neighbours,
    return_days: returnDays,
    limited_edition_size: row.limitedEditionSize,
  };
}

/** The nearest active product of a category before (`desc`) or after (`asc`) a product in the recommended order, with its title. */
const neighbour = (direction: 'asc' | 'desc') => (db: Db) => {
  const rank = products.recommendedRank;
  const [compare, order] = direction === 'asc' ? [gt, asc] : [lt, desc];
  const [atRank, atId] = [sql.placeholder('rank'), sql.placeholder('id')];
  return db
    .select({ slug: products.slug, title: productTranslations.title })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, sql.placeholder('language'))))
    .where(
      and(
        eq(products.active, true),
        sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = ${products.id} AND pc.category_id = ${sql.placeholder('category')})`,
        or(compare(rank, atRank), and(eq(rank, atRank), compare(products.id, atId))),
      ),
    )
    .orderBy(order(rank), order(products.id))
    .limit(1);
};
const previousInCategory = preparedStatement('product-previous-in-category', neighbour('desc'));
const nextInCategory = preparedStatement('product-next-in-category', neighbour('asc'));

/** Previous and next product in the first category, by the recommended order. */
async function readNeighbours(db: Db, row: typeof products.$inferSelect, categoryId: number | undefined, ids: Awaited<ReturnType<typeof languageIds>>) {
  if (categoryId === undefined) return { previous: null, next: null };
  const values = { category: categoryId, rank: row.recommendedRank, id: row.id, language: ids.id };
  const [[previous], [next]] = await Promise.all([previousInCategory(db, values), nextInCategory(db, values)]);
  return { previous: previous ?? null, next: next ?? null };
}

/** A configuration by id or SKU. */
export async function getConfiguration(db: Db, idOrSku: string, locale: Locale): Promise<Configuration> {
  const match = /^\d+$/.test(idOrSku) ? eq(productConfigurations.id, Number(idOrSku)) : eq(productConfigurations.sku, idOrSku);
  const [row] = await db
    .select({ config: productConfigurations })
    .from(productConfigurations)
    .innerJoin(products, and(eq(products.id, productConfigurations.productId), eq(products.active, true)))
    .where(match);
  if (!row) throw new AppError('not_found', 'configuration_not_found');
  const maps = await taxonomyMaps(db, await languageIds(db, locale));
  return configuration(row.config, maps, await readProductMedia(db, [row.config.productId]));
}

/** Stores a back-in-stock request once per configuration and address. */
export async function requestStockNotification(db: Db, productId: number, input: { email: string; configuration_id: string }, locale: Locale): Promise<{ created: boolean }> {
  const [config] = await db
    .select({ id: productConfigurations.id })
    .from(productConfigurations)
    .where(and(eq(productConfigurations.productId, productId), eq(productConfigurations.sku, input.configuration_id)));
  if (!config) throw new AppError('not_found', 'configuration_not_found');
  const ids = await languageIds(db, locale);
  const inserted = await db
    .insert(stockNotifications)
    .values({ productId, configurationId: config.id, email: input.email.trim().toLowerCase(), languageId: ids.id })
    .onConflictDoNothing()
    .returning({ id: stockNotifications.id });
  return { created: inserted.length > 0 };
}

