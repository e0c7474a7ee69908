import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery } from '../../contract/products';
import { queryRows, type Db } from '../../db/client';
import { referenceRead } from '../../lib/reference-cache';
import { categories, collections, headStyles, materials, stones, stoneShapes } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import type { LanguageIds } from '../settings';
import { planSearch, searchCondition, searchScope, searchTiers } from './search';

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

/** The conditions on the product (`p`) apart from the search and its being listed: facets, price, slugs. */
function productConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [];
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
  return where;
}

function ordering(filter: ListingFilter): { join: SQL; order: SQL } {
  const dir = filter.orderBy === 'asc' ? sql`ASC` : sql`DESC`;
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
function countMatches(db: Db, from: SQL, key: string): Promise<number> {
  return referenceRead(db, `total:${key}`, ['catalog'], async () => {
    const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${from}`);
    return Number(row?.total ?? 0);
  });
}

/** How many rows of a search fall in each relevance tier (search.ts): cached like the totals, they choose how each tier is read. */
function tierCounts(db: Db, tiers: SQL[], scope: SQL, key: string) {
  return referenceRead(db, `tiers:${key}`, ['catalog'], async () => {
    const [row] = await queryRows<{ counts: number[] }>(
      db,
      sql`SELECT ARRAY[${sql.join(
        tiers.map((tier) => sql`count(*) FILTER (WHERE ${tier})`),
        sql`, `,
      )}]::int[] AS counts FROM product_search s WHERE ${scope}`,
    );
    return (row?.counts ?? []).map(Number);
  });
}

/** How old the count of a language's listed rows may be. */
const LISTED_MAX_AGE_MS = 60_000;
const listedCounts = new WeakMap<Db, Map<number, { at: number; count: Promise<number> }>>();

/**
 * How many rows a language lists, to weigh how a search tier is read (`searchPage`); nothing
 * shown depends on it. Counting every listed row scans them all (15–25 ms of an uncached search
 * at 100 000 products, bench/RESULTS.md), which each search paid again after every catalogue
 * change, so the count is kept a minute instead: a few products more or less do not change which
 * way is cheaper.
 */
function listedRows(db: Db, languageId: number): Promise<number> {
  let counts = listedCounts.get(db);
  if (!counts) listedCounts.set(db, (counts = new Map()));
  const kept = counts.get(languageId);
  if (kept && Date.now() - kept.at < LISTED_MAX_AGE_MS) return kept.count;
  const count = queryRows<{ listed: number }>(db, sql`SELECT count(*)::int AS listed FROM product_search WHERE language_id = ${languageId} AND active`).then(([row]) => Number(row?.listed ?? 0));
  counts.set(languageId, { at: Date.now(), count });
  // A failed count is not kept.
  count.catch(() => {
    if (counts.get(languageId)?.count === count) counts.delete(languageId);
  });
  return count;
}

/**
 * A page of a search in the shop's own order: the relevance tiers one after another, each in the
 * shop's order, asking each tier only for the rows of the page that fall in it. A tier is read the
 * cheaper of two ways, known from its count: a dense one (most of a broad word's matches) along the
 * shop's order index until the page is full, touching a few rows per row shown; a sparse one from
 * the text indexes' bitmap, sorted, touching each of its matches once. (Left to the planner, a
 * nearly empty tier would be read along the order index to the end.)
 */
async function searchPage(db: Db, languageId: number, tiers: SQL[], scope: SQL, counts: { counts: number[]; listed: number }, page: number, count: number) {
  const start = (page - 1) * count;
  const parts: SQL[] = [];
  let before = 0;
  tiers.forEach((tier, index) => {
    const rows = counts.counts[index] ?? 0;
    const from = Math.max(0, start - before);
    const to = Math.min(rows, start + count - before);
    before += rows;
    if (to <= from) return;
    // Rows read along the order index to reach `to` of them, against every match read once. A dense
    // tier's condition is wrapped (coalesce) so the planner can neither match it to the text indexes
    // nor estimate it (it takes one half): it reads along the order index and stops at the page.
    const dense = to * counts.listed < rows * rows;
    const where = dense ? sql`s.language_id = ${languageId} AND s.active AND coalesce(${scope} AND ${tier}, false)` : sql`${scope} AND ${tier}`;
    const order = dense ? sql`s.recommended_rank, s.product_id` : sql`s.recommended_rank + 0, s.product_id + 0`;
    parts.push(
      sql`(SELECT s.product_id AS id, ${index}::int AS tier, s.recommended_rank AS rank, s.product_id AS product_id FROM product_search s
           WHERE ${where} ORDER BY ${order} LIMIT ${to - from} OFFSET ${from})`,
    );
  });
  if (parts.length === 0) return [];
  return queryRows<{ id: number }>(db, sql`SELECT id FROM (${sql.join(parts, sql` UNION ALL `)}) found ORDER BY tier, rank, product_id`);
}

/** One page of product ids in order, plus the total; ids are hydrated separately. */
export async function listProductIds(db: Db, filter: ListingFilter, lang: LanguageIds, page: number, count: number): Promise<{ ids: Promise<number[]>; total: Promise<number> }> {
  const plan = filter.search ? await planSearch(db, lang.id, filter.search) : null;
  const others = productConditions(filter);
  const { column: _column, orderBy: _orderBy, sortCollectionId: _sortCollectionId, ...matching } = filter;
  const key = JSON.stringify({ ...matching, language: filter.search ? lang.id : undefined });
  if (plan) {
    // A search counts and pages its own narrow rows (listed ones only); other conditions (a collection's search) ask the product.
    const scope = others.length
      ? sql`${searchScope(plan, lang.id)} AND EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id AND ${sql.join(others, sql` AND `)})`
      : searchScope(plan, lang.id);
    // The shop's own order ranks by relevance first; the shopper's chosen sort wins.
    if (filter.column === 'recommended') {
      const tiers = searchTiers(plan);
      const [counts, listed] = await Promise.all([tierCounts(db, tiers, scope, key), listedRows(db, lang.id)]);
      const rows = await searchPage(db, lang.id, tiers, scope, { counts, listed }, page, count);
      return { ids: Promise.resolve(rows.map((row) => row.id)), total: Promise.resolve(counts.reduce((sum, n) => sum + n, 0)) };
    }
    others.push(searchCondition(plan, lang.id));
  }
  const where = sql.join([sql`p.active`, ...others], sql` AND `);
  const { join, order } = ordering(filter);
  // A LEFT JOIN on a unique key: the planner drops it unless the title sort uses it.
  const titleJoin = sql`LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_id = ${lang.id}`;
  // Side by side, each settling on its own: what the page shows can be read while the count (the
  // slower one after a catalogue write) still runs. The caller awaits both together.
  return {
    ids: queryRows<{ id: number }>(db, sql`SELECT p.id FROM products p ${titleJoin} ${join} WHERE ${where} ORDER BY ${order} LIMIT ${count} OFFSET ${(page - 1) * count}`).then((rows) =>
      rows.map((row) => row.id),
    ),
    total: countMatches(db, sql`products p WHERE ${where}`, key),
  };
}
