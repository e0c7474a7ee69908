import { formatSort, parseSort } from './sort';
import { emptyFilters, FILTER_KEYS, type CatalogSelection, type CatalogUrlState, type FilterKey } from './url';

/** Spec section 9: page size 20. */
export const PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
/** The API's limit (100 000 000 cents), in euros. */
const MAX_EUROS = 1_000_000;
const MAX_VALUES = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

type SearchParams = Record<string, string | string[] | undefined>;

/** The catalogue call's query (`/system-catalog`): filters by SKU (collections by id), cents, sort. */
export interface CatalogRequest {
  page?: number;
  count?: number;
  categories_sku?: string[];
  materials_sku?: string[];
  stones_sku?: string[];
  head_styles_sku?: string[];
  stone_shapes_sku?: string[];
  categories?: number[];
  collections?: number[];
  min_cost_from?: number;
  max_cost_to?: number;
  column?: string;
  order_by?: 'asc' | 'desc';
  search?: string;
  /** Only the products with these slugs (an extension of the spec's query). */
  slugs?: string[];
}

/** The filter lists a URL's slugs are looked up in: each value's slug and what the API filters by. */
export interface FilterOptions {
  collections: readonly { slug: string; id: number }[];
  categories: readonly { slug: string; sku: string }[];
  materials: readonly { slug: string; sku: string }[];
  stones: readonly { slug: string; sku: string }[];
  head_styles: readonly { slug: string; sku: string }[];
  stone_shapes: readonly { slug: string; sku: string }[];
}

/** Just the look-up fields of the filter lists (slug and SKU, collections slug and id): what the browser needs to build a catalogue request. */
export function filterLookup(filters: FilterOptions): FilterOptions {
  const bySku = (list: readonly { slug: string; sku: string }[]) => list.map(({ slug, sku }) => ({ slug, sku }));
  return {
    collections: filters.collections.map(({ slug, id }) => ({ slug, id })),
    categories: bySku(filters.categories),
    materials: bySku(filters.materials),
    stones: bySku(filters.stones),
    head_styles: bySku(filters.head_styles),
    stone_shapes: bySku(filters.stone_shapes),
  };
}

export type ParsedCatalogParams = { ok: true; state: CatalogUrlState } | { ok: false; reason: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whole euros as the URL carries them; a few cents are allowed (`149.99`). */
function euros(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value > MAX_EUROS ? null : value;
}

/** Comma-separated slugs; repeated parameters are merged, malformed slugs dropped. */
function slugs(raw: string | string[] | undefined): string[] {
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim().toLowerCase()).filter((value) => SLUG.test(value)))].slice(0, MAX_VALUES);
}

/**
 * Reads the catalogue's URL query (spec section 2). A malformed page or price makes the whole
 * request invalid (the shop answers 404, as it does when the API rejects a catalogue query);
 * malformed slugs and an unknown sort are dropped.
 */
export function parseCatalogParams(params: SearchParams, options: { collection?: boolean } = {}): ParsedCatalogParams {
  const rawPage = first(params.page);
  let page = 1;
  if (rawPage !== undefined) {
    if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > MAX_PAGE) return { ok: false, reason: 'page' };
    page = Number(rawPage);
  }
  const min = euros(first(params.min_cost_from));
  const max = euros(first(params.max_cost_to));
  if (min === null) return { ok: false, reason: 'min_cost_from' };
  if (max === null) return { ok: false, reason: 'max_cost_to' };
  if (min !== undefined && max !== undefined && min > max) return { ok: false, reason: 'max_cost_to' };

  const filters = emptyFilters();
  for (const key of FILTER_KEYS) filters[key] = slugs(params[key]);
  const search = first(params.search)?.trim().slice(0, 100) || undefined;
  const sortBy = first(params.sortBy) ? formatSort(parseSort(first(params.sortBy), options), options) : undefined;
  return { ok: true, state: { page, filters, min, max, sortBy, search } };
}

/** Slug -> what the API filters by: a SKU for most groups, the id for collections (spec section 7). */
function lookups(filters: FilterOptions): Record<FilterKey, Map<string, string | number>> {
  const bySku = (list: readonly { slug: string; sku: string }[]) => new Map(list.map((item) => [item.slug, item.sku] as const));
  return {
    collections: new Map(filters.collections.map((item) => [item.slug, item.id] as const)),
    categories: bySku(filters.categories),
    materials: bySku(filters.materials),
    stones: bySku(filters.stones),
    head_styles: bySku(filters.head_styles),
    stone_shapes: bySku(filters.stone_shapes),
  };
}

/** The state with slugs the shop does not know removed (nothing is known without filter data). */
export function knownValues(state: CatalogUrlState, filters: FilterOptions | null): CatalogUrlState {
  const known = filters ? lookups(filters) : null;
  const values = emptyFilters();
  for (const key of FILTER_KEYS) values[key] = known ? state.filters[key].filter((slug) => known[key].has(slug)) : [];
  return { ...state, filters: values };
}

/**
 * The selection a location's query asks for, read as the server reads it (unknown slugs dropped,
 * the page aside); null for a query the server answers with 404.
 */
export function selectionFromQuery(query: string, filters: FilterOptions | null, options: { collection?: boolean } = {}): CatalogSelection | null {
  const params: SearchParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const parsed = parseCatalogParams(params, options);
  if (!parsed.ok) return null;
  const { page: _page, ...selection } = knownValues(parsed.state, filters);
  return selection;
}

const requestKeys = {
  collections: 'collections',
  categories: 'categories_sku',
  materials: 'materials_sku',
  stones: 'stones_sku',
  head_styles: 'head_styles_sku',
  stone_shapes: 'stone_shapes_sku',
} as const satisfies Record<FilterKey, keyof CatalogRequest>;

/**
 * The API query for a URL state: slugs to SKUs (collections to ids), euros to cents, the sort
 * as column and direction. A search sends only page, count, search and the sort (spec section 5).
 */
export function toCatalogRequest(
  state: CatalogUrlState,
  filters: FilterOptions | null,
  options: { collection?: boolean; count?: number } = {},
): CatalogRequest {
  const { column, order_by } = parseSort(state.sortBy, options);
  const base: CatalogRequest = { page: state.page, count: options.count ?? PAGE_SIZE, column, order_by };
  if (state.search) return { ...base, search: state.search };

  const request: CatalogRequest = { ...base };
  if (filters) {
    const known = lookups(filters);
    for (const key of FILTER_KEYS) {
      const mapped = state.filters[key].map((slug) => known[key].get(slug)).filter((value) => value !== undefined);
      if (!mapped.length) continue;
      if (key === 'collections') request.collections = mapped as number[];
      else request[requestKeys[key] as Exclude<(typeof requestKeys)[FilterKey], 'collections'>] = mapped as string[];
    }
  }
  if (state.min !== undefined) request.min_cost_from = Math.round(state.min * 100);
  if (state.max !== undefined) request.max_cost_to = Math.round(state.max * 100);
  return request;
}

