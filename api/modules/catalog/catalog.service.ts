import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { Collection, Filters } from '../../contract/catalog';
import type { Db } from '../../db/client';
import {
  categories,
  categoryTranslations,
  collections,
  collectionTranslations,
  headStyles,
  headStyleTranslations,
  materialCategories,
  materialCategoryTranslations,
  materials,
  materialTranslations,
  productCategories,
  productCollections,
  productConfigurations,
  products,
  stones,
  stoneShapes,
  stoneShapeTranslations,
  stoneTranslations,
} from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import { referenceRead } from '../../lib/reference-cache';
import { readImages } from '../media';
import { languageIds, pickTranslations, readSettings, type LanguageIds } from '../settings';
import { groupIds, readTaxonomy } from './taxonomy';

/** The material categories (gold, silver, …) in their order, translated. */
export async function readMaterialCategories(db: Db, ids: LanguageIds) {
  const rows = await db.select().from(materialCategories).orderBy(asc(materialCategories.sortOrder), asc(materialCategories.id));
  const titles = pickTranslations(
    await db
      .select()
      .from(materialCategoryTranslations)
      .where(inArray(materialCategoryTranslations.languageId, [ids.id, ids.defaultId])),
    (row) => row.materialCategoryId,
    ids,
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: titles.get(row.id)?.title ?? row.slug, sort_order: row.sortOrder }));
}

/** Which collections share active products with which categories. */
async function categoryCollectionPairs(db: Db) {
  return db
    .selectDistinct({ category: productCategories.targetId, collection: productCollections.targetId })
    .from(productCategories)
    .innerJoin(productCollections, eq(productCollections.productId, productCategories.productId))
    .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.active, true)));
}

async function readCollections(db: Db, ids: LanguageIds, pairs: { category: number; collection: number }[]): Promise<Collection[]> {
  const [rows, extra] = await Promise.all([
    readTaxonomy(db, collections, collectionTranslations, collectionTranslations.collectionId, ids),
    db.select({ id: collections.id, mediaId: collections.mediaId }).from(collections),
  ]);
  const images = await readImages(db, extra.map((row) => row.mediaId), ids.id);
  const mediaOf = new Map(extra.map((row) => [row.id, row.mediaId]));
  const categoriesOf = groupIds(pairs.map((p) => ({ key: p.collection, value: p.category })));
  return rows.map((row) => ({
    ...row,
    image: images.get(mediaOf.get(row.id) ?? -1) ?? null,
    categories: categoriesOf.get(row.id) ?? [],
  }));
}

/** One collection by slug. */
export async function getCollection(db: Db, slug: string, locale: Locale): Promise<Collection> {
  const found = (await listCollections(db, locale)).find((collection) => collection.slug === slug);
  if (!found) throw new AppError('not_found', 'collection_not_found');
  return found;
}

/**
 * All collections, ordered by sort_order. Kept in the reference cache: which categories a
 * collection shares products with changes with the listings (`catalog`).
 */
export function listCollections(db: Db, locale: Locale): Promise<Collection[]> {
  return referenceRead(db, `collections:${locale}`, ['collection', 'taxonomy', 'catalog'], async () => {
    const ids = await languageIds(db, locale);
    return readCollections(db, ids, await categoryCollectionPairs(db));
  });
}

/**
 * Everything the catalogue's filter panel shows (spec section 3, "Filter data"), kept in the
 * reference cache until the taxonomy, a collection, the listings or the settings change.
 */
export function getFilters(db: Db, locale: Locale): Promise<Filters> {
  return referenceRead(db, `filters:${locale}`, ['taxonomy', 'collection', 'catalog', 'settings'], () => readFilters(db, locale));
}

async function readFilters(db: Db, locale: Locale): Promise<Filters> {
  const ids = await languageIds(db, locale);
  const pairs = await categoryCollectionPairs(db);
  const materialLinks = await db
    .selectDistinct({
      material: productConfigurations.materialId,
      category: productCategories.targetId,
      collection: productCollections.targetId,
    })
    .from(productConfigurations)
    .innerJoin(products, and(eq(products.id, productConfigurations.productId), eq(products.active, true)))
    .leftJoin(productCategories, eq(productCategories.productId, products.id))
    .leftJoin(productCollections, eq(productCollections.productId, products.id))
    .where(sql`${productConfigurations.materialId} IS NOT NULL`);

  const [categoryRows, categoryExtra, collectionList, materialRows, materialExtra, materialCategories, stoneRows, headStyleRows, shapeRows, values] =
    await Promise.all([
      readTaxonomy(db, categories, categoryTranslations, categoryTranslations.categoryId, ids),
      db.select({ id: categories.id, parentId: categories.parentId, mediaId: categories.mediaId }).from(categories),
      readCollections(db, ids, pairs),
      readTaxonomy(db, materials, materialTranslations, materialTranslations.materialId, ids),
      db
        .select({ id: materials.id, categoryId: materials.materialCategoryId, color: materials.color, mediaId: materials.mediaId })
        .from(materials),
      readMaterialCategories(db, ids),
      readTaxonomy(db, stones, stoneTranslations, stoneTranslations.ownerId, ids),
      readTaxonomy(db, headStyles, headStyleTranslations, headStyleTranslations.ownerId, ids),
      readTaxonomy(db, stoneShapes, stoneShapeTranslations, stoneShapeTranslations.ownerId, ids),
      readSettings(db, locale),
    ]);

  const images = await readImages(db, [...categoryExtra.map((row) => row.mediaId), ...materialExtra.map((row) => row.mediaId)], ids.id);
  const categoryInfo = new Map(categoryExtra.map((row) => [row.id, row]));
  const materialInfo = new Map(materialExtra.map((row) => [row.id, row]));
  const collectionsOfCategory = groupIds(pairs.map((p) => ({ key: p.category, value: p.collection })));
  const linked = materialLinks.filter((row): row is typeof row & { material: number } => row.material !== null);
  const categoriesOfMaterial = groupIds(
    linked.filter((row) => row.category !== null).map((row) => ({ key: row.material, value: row.category! })),
  );
  const collectionsOfMaterial = groupIds(
    linked.filter((row) => row.collection !== null).map((row) => ({ key: row.material, value: row.collection! })),
  );
  const staticFilters = (values.get('static_filters') ?? { title: '', links: [] }) as {
    title: string;
    links: { label: string; url: string }[];
  };
  const plain = (rows: typeof stoneRows) => rows.map(({ description: _description, ...row }) => row);

  return {
    categories: categoryRows.map((row) => {
      const info = categoryInfo.get(row.id);
      return {
        ...row,
        parent_id: info?.parentId ?? null,
        image: images.get(info?.mediaId ?? -1) ?? null,
        collections: collectionsOfCategory.get(row.id) ?? [],
      };
    }),
    collections: collectionList,
    materials: materialRows.map(({ description: _description, ...row }) => {
      const info = materialInfo.get(row.id);
      const image = images.get(info?.mediaId ?? -1);
      return {
        ...row,
        material_category_id: info?.categoryId ?? null,
        color: info?.color ?? '#d4af37',
        medias: image ? [image] : [],
        categories: categoriesOfMaterial.get(row.id) ?? [],
        collections: collectionsOfMaterial.get(row.id) ?? [],
      };
    }),
    material_categories: materialCategories,
    stones: plain(stoneRows),
    head_styles: plain(headStyleRows),
    stone_shapes: plain(shapeRows),
    static_filters_title: staticFilters.title,
    static_filters: staticFilters.links,
  };
}
