/** The columns the catalogue sorts by (spec section 5). */
export const sortColumns = ['recommended', 'cost', 'created_at', 'title', 'collection_sort_order'] as const;

export type SortColumn = (typeof sortColumns)[number];
export interface CatalogSort {
  column: SortColumn;
  order_by: 'asc' | 'desc';
}

/**
 * The sort of spec section 5: `sortBy` is `column|direction`, direction desc when missing; no
 * sort means `recommended`, or `collection_sort_order` ascending on a collection's listing.
 * An unknown column falls back to the default rather than failing.
 */
export function parseSort(sortBy: string | null | undefined, options: { collection?: boolean } = {}): CatalogSort {
  const fallback: CatalogSort = options.collection ? { column: 'collection_sort_order', order_by: 'asc' } : { column: 'recommended', order_by: 'asc' };
  if (!sortBy) return fallback;
  const [column, direction] = sortBy.split('|');
  if (!(sortColumns as readonly string[]).includes(column ?? '')) return fallback;
  return { column: column as SortColumn, order_by: direction === 'asc' ? 'asc' : 'desc' };
}

/** The `sortBy` URL value of a sort; undefined for the default (kept out of the URL). */
export function formatSort(sort: CatalogSort, options: { collection?: boolean } = {}): string | undefined {
  const fallback = parseSort(undefined, options);
  if (sort.column === fallback.column && sort.order_by === fallback.order_by) return undefined;
  if (sort.column === 'recommended') return 'recommended';
  return `${sort.column}|${sort.order_by}`;
}
