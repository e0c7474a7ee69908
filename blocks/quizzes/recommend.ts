import type { Locale } from '../../domain/locale';
import type { CatalogResponse } from '../../api/contract/products';
import { toCardProduct, type CardProduct } from '../../kit/product/card-product';
import { fetchCatalogPage } from '../../kit/catalogue/catalog-page';
import type { CatalogRequest } from '../../domain/catalogue/query';
import { catalogHref, emptyFilters, FILTER_KEYS, type CatalogSelection, type FilterKey } from '../../domain/catalogue/url';

/**
 * From quiz answers to the catalogue: pure and free of zod, so the quiz island can import it.
 * An answer's filters are slugs as the catalogue's URL names them plus a price range in euros.
 */
export type AnswerFilters = Partial<Record<FilterKey, string[]>> & { min?: number; max?: number };

/** Slug -> what the API filters by (a SKU; the id for collections), for the slugs the quiz uses. */
export type FilterLookup = Record<FilterKey, Record<string, string | number>>;

/**
 * The chosen answers together: within a filter group any of the values (as the catalogue ORs
 * them), across groups all of them; the price range is the narrowest (a minimum above the
 * maximum drops the maximum).
 */
export function mergeAnswers(answers: AnswerFilters[]): CatalogSelection {
  const filters = emptyFilters();
  let min: number | undefined;
  let max: number | undefined;
  for (const answer of answers) {
    for (const key of FILTER_KEYS) for (const slug of answer[key] ?? []) if (!filters[key].includes(slug)) filters[key].push(slug);
    if (answer.min !== undefined) min = Math.max(min ?? 0, answer.min);
    if (answer.max !== undefined) max = Math.min(max ?? Infinity, answer.max);
  }
  if (min !== undefined && max !== undefined && min > max) max = undefined;
  return { filters, min, max };
}

/**
 * The selections to try, most specific first: all answers, then without the last answer's
 * filters, and so on back to the first answer alone, and last the whole catalogue (so there is
 * a recommendation when the full combination matches nothing). Each way of filtering is tried once.
 */
export function relaxedSelections(answers: AnswerFilters[]): CatalogSelection[] {
  const seen = new Set<string>();
  const out: CatalogSelection[] = [];
  for (let n = answers.length; n >= 0; n--) {
    const selection = mergeAnswers(answers.slice(0, n));
    const key = catalogHref('', selection);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(selection);
    }
  }
  return out;
}

const requestKeys = {
  collections: 'collections',
  categories: 'categories_sku',
  materials: 'materials_sku',
  stones: 'stones_sku',
  head_styles: 'head_styles_sku',
  stone_shapes: 'stone_shapes_sku',
} as const satisfies Record<FilterKey, keyof CatalogRequest>;

/** The catalogue API query of a selection: recommended order, `count` products, euros as cents. */
export function selectionRequest(selection: CatalogSelection, lookup: FilterLookup, count: number): CatalogRequest {
  const request: CatalogRequest = { page: 1, count, column: 'recommended', order_by: 'asc' };
  for (const key of FILTER_KEYS) {
    const values = selection.filters[key].map((slug) => lookup[key][slug]).filter((value) => value !== undefined);
    if (values.length === 0) continue;
    if (key === 'collections') request.collections = values.map(Number);
    else request[requestKeys[key]] = values.map(String);
  }
  if (selection.min !== undefined) request.min_cost_from = Math.round(selection.min * 100);
  if (selection.max !== undefined) request.max_cost_to = Math.round(selection.max * 100);
  return request;
}

export interface Recommendation {
  products: CardProduct[];
  /** The selection the products match (the "view all" link filters the same way). */
  selection: CatalogSelection;
}

/**
 * The first `count` products of the most specific selection that matches anything (see
 * relaxedSelections). Throws when a catalogue call fails.
 */
export async function recommend(
  answers: AnswerFilters[],
  options: { lookup: FilterLookup; count: number; lang: Locale; fetchPage?: (request: CatalogRequest) => Promise<CatalogResponse> },
): Promise<Recommendation> {
  const fetchPage = options.fetchPage ?? ((request: CatalogRequest) => fetchCatalogPage(request, { lang: options.lang }));
  const selections = relaxedSelections(answers);
  for (const selection of selections) {
    const { data } = await fetchPage(selectionRequest(selection, options.lookup, options.count));
    if (data.length > 0) return { products: data.slice(0, options.count).map(toCardProduct), selection };
  }
  return { products: [], selection: selections[selections.length - 1]! };
}
