import { inArray } from 'drizzle-orm';
import type { ConfigRef, ProductListItem, ProductMedia } from '../../contract/products';
import type { Db } from '../../db/client';
import { badges, badgeTranslations, categories, categoryTranslations, collections, collectionTranslations, materials, materialTranslations } from '../../db/schema/catalog';
import { saleRunning } from '../../../domain/pricing/price';
import { pickTranslations, type LanguageIds } from '../settings';
import { readTogether } from '../../lib/read-together';
import { referenceRead } from '../../lib/reference-cache';
import { readTaxonomy } from './taxonomy';
import { readBundles, type MediaRow, type ProductBundle } from './bundles';
import type { ConfigurationRow as ConfigRow } from './configurations.queries';

export { readProductMedia, type MediaRow } from './bundles';

/**
 * Translated taxonomies and materials (a handful of rows each) by id, per language, kept in the
 * reference cache until the taxonomy or a collection changes.
 */
export function taxonomyMaps(db: Db, ids: LanguageIds): Promise<TaxonomyMaps> {
  return referenceRead(db, `taxonomy-maps:${ids.id}:${ids.defaultId}`, ['taxonomy', 'collection'], () => readTaxonomyMaps(db, ids));
}

async function readTaxonomyMaps(db: Db, ids: LanguageIds) {
  const [categoryRows, collectionRows, materialRows, materialExtra, badgeRows, badgeTexts] = await readTogether(db, [
    () => readTaxonomy(db, categories, categoryTranslations, categoryTranslations.categoryId, ids),
    () => readTaxonomy(db, collections, collectionTranslations, collectionTranslations.collectionId, ids),
    () => readTaxonomy(db, materials, materialTranslations, materialTranslations.materialId, ids),
    () => db.select({ id: materials.id, color: materials.color, categoryId: materials.materialCategoryId }).from(materials),
    () => db.select().from(badges),
    () => db.select().from(badgeTranslations).where(inArray(badgeTranslations.languageId, [ids.id, ids.defaultId])),
  ] as const);
  const extra = new Map(materialExtra.map((row) => [row.id, row]));
  const badgeNames = pickTranslations(badgeTexts, (row) => row.badgeId, ids);
  const ref = ({ id, sku, slug, title }: { id: number; sku: string; slug: string; title: string }) => ({ id, sku, slug, title });
  return {
    categories: new Map(categoryRows.map((row) => [row.id, ref(row)])),
    collections: new Map(collectionRows.map((row) => [row.id, ref(row)])),
    materials: new Map(materialRows.map((row) => [row.id, { ...ref(row), color: extra.get(row.id)?.color ?? '#d4af37', categoryId: extra.get(row.id)?.categoryId ?? null }])),
    badges: new Map(badgeRows.map((row) => [row.id, { id: row.id, slug: row.slug, name: badgeNames.get(row.id)?.name ?? row.slug, tone: row.tone }])),
  };
}
export type TaxonomyMaps = Awaited<ReturnType<typeof readTaxonomyMaps>>;

export const configRef = (row: ConfigRow): ConfigRef => ({
  id: row.id,
  configuration_id: row.sku,
  cost: row.cost,
  track_inventory: row.trackInventory,
  stock_qty: row.stockQty,
  material_id: row.materialId,
});

export function toMedia(row: MediaRow): ProductMedia {
  return {
    url: row.url,
    alt: row.alt ?? '',
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
    media_type: row.mediaType === 'video' ? 'video' : 'image',
    position: row.position,
    product_configuration_id: row.configurationId,
  };
}

/**
 * The picture a cart or list line shows: the configuration's own image, else the product's
 * general one, else any; never a video. Null when the product has no image.
 */
export function lineImage(mediaRows: MediaRow[], productId: number, configurationId: number, title: string): { url: string; alt: string; width?: number; height?: number } | null {
  const images = mediaRows.filter((m) => m.productId === productId && m.mediaType !== 'video');
  const picture = images.find((m) => m.configurationId === configurationId) ?? images.find((m) => m.configurationId === null) ?? images[0];
  if (!picture) return null;
  return { url: picture.url, alt: picture.alt || title, ...(picture.width ? { width: picture.width } : {}), ...(picture.height ? { height: picture.height } : {}) };
}

/**
 * Products as listing items, in the order of `productIds`. `materialIds` (the listing's material
 * filter) picks each product's selected configuration: the cheapest one in those materials.
 */
export async function hydrateListItems(db: Db, productIds: number[], ids: LanguageIds, maps: TaxonomyMaps, materialIds?: number[]): Promise<ProductListItem[]> {
  const bundles = await readBundles(db, productIds, [ids.id, ids.defaultId]);
  return productIds.flatMap((id) => {
    const bundle = bundles.get(id);
    return bundle ? [listItem(bundle, ids, maps, materialIds)] : [];
  });
}

/** A product as a listing item (spec section 7), from its bundle. */
export function listItem({ row, texts, configs: own, media: mediaList, categoryIds, collectionIds, badgeIds }: ProductBundle, ids: LanguageIds, maps: TaxonomyMaps, materialIds?: number[]): ProductListItem {
  const { id } = row;
  const t = pickTranslations(texts, (text) => text.productId, ids).get(id);
  const defaultConfig = own.find((c) => c.sku === row.defaultSku) ?? own[0] ?? null;
  const selected = materialIds?.length
    ? own.filter((c) => c.materialId !== null && materialIds.includes(c.materialId)).sort((a, b) => a.cost - b.cost)[0] ?? null
    : null;
  const plpFor = (configId: number | null) => mediaList.filter((m) => m.configurationId === configId);
  // Listing images follow the selected metal, else the default configuration's metal.
  const shown = selected ?? defaultConfig;
  const metalMedia = shown ? plpFor(shown.id) : [];
  const images = (metalMedia.length ? metalMedia : mediaList).slice(0, 2).map((m) => toMedia(m));
  const materialIdsOfProduct = [...new Set(own.map((c) => c.materialId).filter((m): m is number => m !== null))];
  const materialRefs = materialIdsOfProduct.flatMap((m) => {
    const ref = maps.materials.get(m);
    return ref ? [{ id: ref.id, sku: ref.sku, slug: ref.slug, title: ref.title, color: ref.color }] : [];
  });
  const materialCategories = [...new Set(materialIdsOfProduct.map((m) => maps.materials.get(m)?.categoryId).filter((c): c is number => c != null))];
  return {
    id,
    slug: row.slug,
    embedded: row.embedded,
    digital: row.digital,
    default_sku: row.defaultSku,
    base_cost: row.baseCost,
    min_cost: row.minCost,
    start_at_cost: row.startAtCost,
    sale: saleRunning(row),
    sale_value: row.saleValue,
    vendor_model: row.vendorModel,
    collections: collectionIds.flatMap((c) => maps.collections.get(c) ?? []),
    collections_ids: collectionIds,
    categories: categoryIds.flatMap((c) => maps.categories.get(c) ?? []),
    categories_ids: categoryIds,
    materials: materialRefs,
    material_categories: materialCategories,
    material_categories_plp_hover_ids: materialCategories.length > 1 ? materialCategories : [],
    badges: badgeIds.flatMap((badge) => maps.badges.get(badge) ?? []),
    images: images.map(({ url, alt, width, height }) => ({ url, alt: alt || t?.title || '', ...(width ? { width } : {}), ...(height ? { height } : {}) })),
    medias: mediaList.map((m) => toMedia(m)),
    mixedTranslation: {
      title: t?.title ?? row.slug,
      sub_title: t?.subTitle ?? null,
      description: t?.description ?? null,
      long_description: t?.longDescription ?? null,
      meta_description: t?.metaDescription ?? null,
      short_description: t?.shortDescription ?? null,
      size_chart: t?.sizeChartUrl ? { url: t.sizeChartUrl } : null,
    },
    selected_config: selected ? configRef(selected) : null,
    variant_plp_image: selected
      ? { product_configuration_id: selected.id, sku: selected.sku, cost: selected.cost, image: images[0] ?? null }
      : null,
    default_config: defaultConfig ? configRef(defaultConfig) : null,
    sale_ends_at: row.saleEndsAt ? row.saleEndsAt.toISOString() : null,
  };
}
