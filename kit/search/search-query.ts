import type { CatalogRequest } from '../../domain/catalogue/query';
import { toCatalogRequest } from '../../domain/catalogue/query';
import { catalogHref, emptyFilters } from '../../domain/catalogue/url';

/** Results the popup shows: two rows of four. */
export const SEARCH_COUNT = 8;
/** Shorter queries match nearly everything: the popup waits for the second letter. */
export const SEARCH_MIN_LENGTH = 2;
/** The API's and the catalogue URL's limit on a search. */
export const SEARCH_MAX_LENGTH = 100;

/** What is searched for: the input trimmed, inner runs of spaces made one, cut to the API's limit. */
export function searchTerm(input: string): string {
  return input.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The popup's catalogue call: only page, count, search and the sort (spec section 5), as the results page sends it. */
export function searchRequest(term: string): CatalogRequest {
  return toCatalogRequest({ page: 1, filters: emptyFilters(), search: term }, null, { count: SEARCH_COUNT });
}

/** The full results: the localised catalogue with the search alone in its query (a search clears the filters). */
export function searchResultsHref(catalogPath: string, term: string): string {
  return catalogHref(catalogPath, { filters: emptyFilters(), search: term });
}
