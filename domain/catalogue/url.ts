/**
 * The catalogue's URL state and the links built from it. Pure and free of zod, so the client
 * islands can import it without pulling the contract into the browser bundle.
 */

/** Filter groups of the listing, in the order the panel shows them (spec section 2). */
export const FILTER_KEYS = ['collections', 'categories', 'materials', 'stones', 'head_styles', 'stone_shapes'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string[]>;

/** What the shopper chose, as the URL holds it: slugs, prices in whole euros, `sortBy` as `column|direction`. */
export interface CatalogSelection {
  filters: FilterValues;
  /** Whole euros. */
  min?: number;
  max?: number;
  sortBy?: string;
  search?: string;
}

export interface CatalogUrlState extends CatalogSelection {
  page: number;
}

export function emptyFilters(): FilterValues {
  return { collections: [], categories: [], materials: [], stones: [], head_styles: [], stone_shapes: [] };
}

export function emptySelection(): CatalogSelection {
  return { filters: emptyFilters() };
}

/** Number of chosen filter values (prices count as one each). */
export function chosenCount(selection: CatalogSelection): number {
  const values = FILTER_KEYS.reduce((sum, key) => sum + selection.filters[key].length, 0);
  return values + (selection.min !== undefined ? 1 : 0) + (selection.max !== undefined ? 1 : 0);
}

/** True when two selections filter the same way (the sort and the search aside). */
export function sameFilters(a: CatalogSelection, b: CatalogSelection): boolean {
  return a.min === b.min && a.max === b.max && FILTER_KEYS.every((key) => sameSet(a.filters[key], b.filters[key]));
}

export function sameSelection(a: CatalogSelection, b: CatalogSelection): boolean {
  return sameFilters(a, b) && (a.sortBy ?? '') === (b.sortBy ?? '') && (a.search ?? '') === (b.search ?? '');
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/**
 * The query string of a state, without `?`: keys in a fixed order, list values comma-separated,
 * page 1 and empty values left out.
 */
export function serializeState(state: CatalogSelection & { page?: number }): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${value}`);
  if (state.search) add('search', encodeURIComponent(state.search));
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values.length) add(key, values.map(encodeURIComponent).join(','));
  }
  if (state.min !== undefined) add('min_cost_from', String(state.min));
  if (state.max !== undefined) add('max_cost_to', String(state.max));
  if (state.sortBy) add('sortBy', encodeURIComponent(state.sortBy));
  if (state.page && state.page > 1) add('page', String(state.page));
  return parts.join('&');
}

/** `basePath?query`, or just the path when there is no query. */
export function catalogHref(basePath: string, state: CatalogSelection & { page?: number }): string {
  const query = serializeState(state);
  return query ? `${basePath}?${query}` : basePath;
}

/** The selection with one value switched on or off. A filter change leaves a search (spec: search clears filters). */
export function toggleValue(selection: CatalogSelection, key: FilterKey, slug: string): CatalogSelection {
  const values = selection.filters[key];
  const next = values.includes(slug) ? values.filter((value) => value !== slug) : [...values, slug];
  return { ...selection, search: undefined, filters: { ...selection.filters, [key]: next } };
}

export function withSort(selection: CatalogSelection, sortBy: string | undefined): CatalogSelection {
  return { ...selection, sortBy: sortBy || undefined };
}

/** A price range set (whole euros); a filter change, so it leaves a search. */
export function withPrice(selection: CatalogSelection, min: number | undefined, max: number | undefined): CatalogSelection {
  return { ...selection, search: undefined, min, max };
}

/** Prices as the URL may carry them: negative or non-numeric values dropped, whole euros, a reversed range swapped. */
export function normalizePrice(selection: CatalogSelection): CatalogSelection {
  const clean = (value: number | undefined) => (value === undefined || !Number.isFinite(value) || value < 0 ? undefined : Math.round(value));
  let [low, high] = [clean(selection.min), clean(selection.max)];
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  return { ...selection, min: low, max: high };
}

/** Every filter and price cleared; the sort stays. */
export function withoutFilters(selection: CatalogSelection): CatalogSelection {
  return { sortBy: selection.sortBy, filters: emptyFilters() };
}

/**
 * A location's query with `page` set (or removed for page 1), everything else kept as written
 * (no re-encoding of the commas in list values).
 */
export function withPageParam(search: string, page: number): string {
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^page(=|$)/.test(part));
  if (page > 1) rest.push(`page=${page}`);
  return rest.length ? `?${rest.join('&')}` : '';
}
