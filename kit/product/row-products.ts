import type { ProductListItem } from '../../api/contract/products';
import { knownValues, parseCatalogParams, toCatalogRequest } from '../../domain/catalogue/query';
import type { ApiClient } from '../data/client';

export interface RowQuery {
  categories?: string[];
  collections?: string[];
  materials?: string[];
  /** The catalogue's `sortBy` (`column|direction`). */
  sort?: string;
  /** Products per request (the API allows 100). */
  count: number;
}

/**
 * One page of the catalogue for a product row, filters given as slugs (unknown ones dropped),
 * as the catalogue's own listing asks for it. Empty when the call fails.
 */
export async function rowProducts(api: Pick<ApiClient, 'filters' | 'catalog'>, { categories = [], collections = [], materials = [], sort, count }: RowQuery): Promise<ProductListItem[]> {
  const parsed = parseCatalogParams({ categories, collections, materials, sortBy: sort });
  if (!parsed.ok) return [];
  const filters = await api.filters().catch(() => null);
  const request = toCatalogRequest(knownValues(parsed.state, filters), filters, { count });
  return api
    .catalog(request)
    .then((response) => response.data)
    .catch(() => []);
}
