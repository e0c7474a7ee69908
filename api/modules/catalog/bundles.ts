import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { productConfigurations, products, productTranslations } from '../../db/schema/catalog';

import type { ConfigurationRow as ConfigRow, ProductRow } from './configurations.queries';

export type TextRow = typeof productTranslations.$inferSelect;
/** A product's picture or video with its file's address and size, in display order. */
export type MediaRow = { productId: number; configurationId: number | null; position: string; sortOrder: number; url: string; alt: string | null; width: number | null; height: number | null; mediaType: string };

/** A product and everything a listing item is made of. */
export interface ProductBundle {
  row: ProductRow;
  /** Translations: the two of `languages`, or every one for the product page. */
  texts: TextRow[];
  /** In display order (sort order, then id). */
  configs: ConfigRow[];
  media: MediaRow[];
  /** Link ids in the links' order (collections: ascending). */
  categoryIds: number[];
  collectionIds: number[];
  badgeIds: number[];
}

/** What the product page adds: its facets and related products (active ones), in the links' order. */
export interface ProductDetail extends ProductBundle {
  stoneIds: number[];
  headStyleIds: number[];
  stoneShapeIds: number[];
  relatedIds: number[];
}

/** A JSON array made in the database (never null: an empty array when nothing matches). */
const jsonList = <T>(query: SQL) => sql<T[]>`coalesce((${query}), '[]'::json)`;

/** Ids of a link table's targets for the outer product, in the links' sort order. */
const linkIds = (table: string, column: string) =>
  jsonList<number>(sql`SELECT json_agg(l.${sql.identifier(column)} ORDER BY l.sort_order, l.${sql.identifier(column)}) FROM ${sql.identifier(table)} l WHERE l.product_id = ${products.id}`);

/** The texts in the languages of the placeholder `languages` (an array of ids), or in every language. */
const texts = (languages: 'placeholder' | 'all') =>
  jsonList<TextRow>(sql`SELECT json_agg(json_build_object(
      'productId', t.product_id, 'languageId', t.language_id, 'title', t.title, 'subTitle', t.sub_title,
      'shortDescription', t.short_description, 'description', t.description, 'longDescription', t.long_description,
      'metaDescription', t.meta_description, 'sizeChartUrl', t.size_chart_url) ORDER BY t.language_id)
    FROM product_translations t
    WHERE t.product_id = ${products.id}${languages === 'placeholder' ? sql` AND t.language_id = ANY(${sql.placeholder('languages')})` : sql``}`);

const configs = jsonList<ConfigRow>(sql`SELECT json_agg(json_build_object(
    'id', c.id, 'productId', c.product_id, 'sku', c.sku, 'cost', c.cost, 'startAtCost', c.start_at_cost,
    'trackInventory', c.track_inventory, 'stockQty', c.stock_qty, 'materialId', c.material_id, 'size', c.size,
    'sortOrder', c.sort_order) ORDER BY c.sort_order, c.id)
  FROM product_configurations c WHERE c.product_id = ${products.id}`);

const media = jsonList<MediaRow>(sql`SELECT json_agg(json_build_object(
    'productId', pm.product_id, 'configurationId', pm.configuration_id, 'position', pm.position, 'sortOrder', pm.sort_order,
    'url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height, 'mediaType', m.media_type) ORDER BY pm.sort_order, pm.media_id)
  FROM product_media pm JOIN media m ON m.id = pm.media_id WHERE pm.product_id = ${products.id}`);

const related = jsonList<number>(sql`SELECT json_agg(r.related_product_id ORDER BY r.sort_order, r.related_product_id)
  FROM product_relations r JOIN products rp ON rp.id = r.related_product_id
  WHERE r.product_id = ${products.id} AND rp.active`);

const bundleFields = (languages: 'placeholder' | 'all') => ({
  texts: texts(languages),
  configs,
  media,
  categoryIds: linkIds('product_categories', 'category_id'),
  collectionIds: jsonList<number>(sql`SELECT json_agg(DISTINCT l.collection_id ORDER BY l.collection_id) FROM product_collections l WHERE l.product_id = ${products.id}`),
  badgeIds: linkIds('product_badges', 'badge_id'),
});

const bundlesWhere = (where: SQL) => (db: Db) =>
  db
    .select({ row: products, ...bundleFields('placeholder') })
    .from(products)
    .where(where);
const bundlesOfProducts = preparedStatement('bundles-of-products', bundlesWhere(sql`${products.id} = ANY(${sql.placeholder('ids')})`));
const bundlesOfConfigurations = preparedStatement(
  'bundles-of-configurations',
  bundlesWhere(sql`${products.id} IN (SELECT ${productConfigurations.productId} FROM ${productConfigurations} WHERE ${productConfigurations.id} = ANY(${sql.placeholder('ids')}))`),
);

/**
 * Products with their translations in `languages`, configurations, media and links: one statement
 * (the parts as JSON arrays), where reading them table by table took eight round trips.
 */
export async function readBundles(db: Db, productIds: number[], languages: number[]): Promise<Map<number, ProductBundle>> {
  if (!productIds.length) return new Map();
  const rows = await bundlesOfProducts(db, { ids: productIds, languages });
  return new Map(rows.map((bundle) => [bundle.row.id, bundle]));
}

/** The bundles of the products of some configurations (cart and list lines), by configuration id; one statement. */
export async function readBundlesOfConfigurations(db: Db, configurationIds: number[], languages: number[]): Promise<Map<number, ProductBundle>> {
  if (!configurationIds.length) return new Map();
  const bundles = await bundlesOfConfigurations(db, { ids: configurationIds, languages });
  const wanted = new Set(configurationIds);
  return new Map(bundles.flatMap((bundle) => bundle.configs.filter((config) => wanted.has(config.id)).map((config) => [config.id, bundle] as const)));
}

const detailBy = (column: typeof products.id | typeof products.slug) => (db: Db) =>
  db
    .select({
      row: products,
      ...bundleFields('all'),
      stoneIds: linkIds('product_stones', 'stone_id'),
      headStyleIds: linkIds('product_head_styles', 'head_style_id'),
      stoneShapeIds: linkIds('product_stone_shapes', 'stone_shape_id'),
      relatedIds: related,
    })
    .from(products)
    .where(and(eq(column, sql.placeholder('value')), eq(products.active, true)));
const detailById = preparedStatement('product-detail-by-id', detailBy(products.id));
const detailBySlug = preparedStatement('product-detail-by-slug', detailBy(products.slug));

/** One active product with every translation, its facets and related products, for the product page (one statement). */
export async function readDetail(db: Db, which: { id: number } | { slug: string }): Promise<ProductDetail | undefined> {
  const [detail] = 'id' in which ? await detailById(db, { value: which.id }) : await detailBySlug(db, { value: which.slug });
  return detail;
}

/** Media rows of some products, in display order (one statement). */
export async function readProductMedia(db: Db, productIds: number[]): Promise<MediaRow[]> {
  if (!productIds.length) return [];
  const rows = await db.select({ id: products.id, media }).from(products).where(inArray(products.id, productIds)).orderBy(products.id);
  return rows.flatMap((row) => row.media);
}
