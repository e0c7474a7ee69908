import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery } from '../../contract/products';
import { queryRows, type Db } from '../../db/client';
import { referenceRead } from '../../lib/reference-cache';
import { categories, collections, headStyles, materials, stones, stoneShapes } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import type { LanguageIds } from '../settings';
import { planSearch, searchConditions, searchRank, type SearchPlan } from './search';

/** A listing request after ids are resolved: what to match and how to order. */
export interface ListingFilter {
  categoryIds?: number[];
  collectionIds?: number[];
  materialIds?: number[];
  stoneIds?: number[];
  headStyleIds?: number[];
  shapeIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  /** Only these products (by slug). */
  slugs?: string[];
  /** The collection whose own order applies (listing of /system-catalog/{slug}). */
  sortCollectionId?: number;
  column: CatalogQuery['column'];
  orderBy: 'asc' | 'desc';
}

/** Ids for SKUs of a small taxonomy table; unknown SKUs match nothing. */
async function idsForSkus(db: Db, table: typeof categories | typeof materials | typeof stones | typeof headStyles | typeof stoneShapes, skus?: string[]) {
  if (!skus?.length) return undefined;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.sku, skus));
  return rows.length ? rows.map((row) => row.id) : [-1];
}

const merge = (a?: number[], b?: number[]) => (a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined);

/**
 * Turns the catalogue query into a filter: SKUs to ids, the collection of the slug, the sort.
 * A search request uses only page, count, search and the sort (spec section 5).
 */
export async function resolveFilter(db: Db, query: CatalogQuery, collectionSlug?: string): Promise<ListingFilter> {
  let sortCollectionId: number | undefined;
  if (collectionSlug) {
    const [collection] = await db.select({ id: collections.id }).from(collections).where(sql`${collections.slug} = ${collectionSlug}`);
    if (!collection) throw new AppError('not_found', 'collection_not_found');
    sortCollectionId = collection.id;
  }
  const column = query.column ?? (sortCollectionId ? 'collection_sort_order' : 'recommended');
  const orderBy = query.order_by ?? (column === 'recommended' || column === 'collection_sort_order' || column === 'title' ? 'asc' : 'desc');
  const base = { sortCollectionId, column, orderBy } as const;
  if (query.search) return { ...base, search: query.search, collectionIds: sortCollectionId ? [sortCollectionId] : undefined };
  return {
    ...base,
    categoryIds: merge(query['categories[]'], await idsForSkus(db, categories, query['categories_sku[]'])),
    collectionIds: merge(query['collections[]'], sortCollectionId ? [sortCollectionId] : undefined),
    materialIds: await idsForSkus(db, materials, query['materials_sku[]']),
    stoneIds: await idsForSkus(db, stones, query['stones_sku[]']),
    headStyleIds: await idsForSkus(db, headStyles, query['head_styles_sku[]']),
    shapeIds: await idsForSkus(db, stoneShapes, query['stone_shapes_sku[]']),
    minPrice: query.min_cost_from,
    maxPrice: query.max_cost_to,
    slugs: query['slugs[]'],
  };
}

const ids = (values: number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;

function conditions(filter: ListingFilter, languageId: number, plan: SearchPlan | null): SQL[] {
  const where: SQL[] = [sql`p.active`];
  // Any of the chosen values within a facet, every facet chosen: GIN `&&` on the facet arrays.
  const facet = (column: string, values?: number[]) => {
    if (values?.length) where.push(sql`p.${sql.identifier(column)} && ${ids(values)}`);
  };
  facet('category_ids', filter.categoryIds);
  facet('collection_ids', filter.collectionIds);
  facet('material_ids', filter.materialIds);
  facet('stone_ids', filter.stoneIds);
  facet('head_style_ids', filter.headStyleIds);
  facet('stone_shape_ids', filter.shapeIds);
  if (filter.minPrice !== undefined) where.push(sql`p.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`p.price <= ${filter.maxPrice}`);
  if (filter.slugs?.length) where.push(sql`p.slug IN (${sql.join(filter.slugs.map((slug) => sql`${slug}`), sql`, `)})`);
  if (plan) where.push(...searchConditions(plan, languageId));
  return where;
}

function ordering(filter: ListingFilter, plan: SearchPlan | null): { join: SQL; order: SQL } {
  const dir = filter.orderBy === 'asc' ? sql`ASC` : sql`DESC`;
  // A search in the shop's own order ranks by relevance first (the shopper's chosen sort wins).
  const rank = plan && filter.column === 'recommended' ? searchRank(plan) : null;
  if (rank) return { join: sql``, order: sql`${rank} DESC, p.recommended_rank ASC, p.id ASC` };
  switch (filter.column) {
    case 'cost':
      return { join: sql``, order: sql`p.price ${dir}, p.id ${dir}` };
    case 'created_at':
      return { join: sql``, order: sql`p.created_at ${dir}, p.id ${dir}` };
    case 'title':
      return { join: sql``, order: sql`t.title ${dir} NULLS LAST, p.id ${dir}` };
    case 'collection_sort_order':
      if (filter.sortCollectionId !== undefined) {
        return {
          join: sql`JOIN product_collections cs ON cs.product_id = p.id AND cs.collection_id = ${filter.sortCollectionId}`,
          order: sql`cs.sort_order ${dir}, p.id ${dir}`,
        };
      }
      return { join: sql``, order: sql`p.recommended_rank ${dir}, p.id ${dir}` };
    default:
      return { join: sql``, order: sql`p.recommended_rank ${dir}, p.id ${dir}` };
  }
}

/**
 * Totals per filter, kept in the reference cache until a change that can alter a listing is
 * announced (`catalog`: not a sale, which only takes stock). Counting tens of thousands of
 * matches is the costly part of a listing; the page itself is an index scan.
 */
function countMatches(db: Db, where: SQL, key: string): Promise<number> {
  return referenceRead(db, `total:${key}`, ['catalog'], async () => {
    const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`);
    return Number(row?.total ?? 0);
  });
}

/** One page of product ids in order, plus the total; ids are hydrated separately. */
export async function listProductIds(db: Db, filter: ListingFilter, lang: LanguageIds, page: number, count: number) {
  const plan = filter.search ? await planSearch(db, lang.id, filter.search) : null;
  const where = sql.join(conditions(filter, lang.id, plan), sql` AND `);
  const { join, order } = ordering(filter, plan);
  // A LEFT JOIN on a unique key: the planner drops it unless the title sort uses it.
  const titleJoin = sql`LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_id = ${lang.id}`;
  const { column: _column, orderBy: _orderBy, sortCollectionId: _sortCollectionId, ...matching } = filter;
  const [rows, total] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM products p ${titleJoin} ${join} WHERE ${where} ORDER BY ${order} LIMIT ${count} OFFSET ${(page - 1) * count}`,
    ),
    countMatches(db, where, JSON.stringify({ ...matching, language: filter.search ? lang.id : undefined })),
  ]);
  return { ids: rows.map((row) => row.id), total };
}
