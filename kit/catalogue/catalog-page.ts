import type { Locale } from '../../domain/locale';
import type { CatalogResponse } from '../../api/contract/products';
import type { Transport } from '../data/client';
import type { CatalogRequest } from '../../domain/catalogue/query';

/**
 * One catalogue page from the browser (infinite scroll). Deliberately free of zod and the
 * contract's runtime: the full client checks every response on the server, and this module
 * must stay a few hundred bytes in the listing's client bundle.
 */

export class CatalogPageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'CatalogPageError';
    this.status = status;
  }
}

export interface CatalogPageOptions {
  lang: Locale;
  /** `/system-catalog/{slug}`: a collection's listing. */
  slug?: string;
  /** Defaults to the page's own origin. */
  origin?: string;
  /** Defaults to `fetch` (the browser transport). */
  transport?: Transport;
  signal?: AbortSignal;
}

/** The request URL, encoded the way the API client encodes it: arrays as `name[]`. */
export function catalogPageUrl(query: CatalogRequest, options: Pick<CatalogPageOptions, 'lang' | 'slug' | 'origin'>): URL {
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(`/api/v1/system-catalog${options.slug ? `/${encodeURIComponent(options.slug)}` : ''}`, origin);
  url.searchParams.set('lang', options.lang);
  for (const [key, value] of Object.entries(query) as [string, CatalogRequest[keyof CatalogRequest]][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(`${key}[]`, String(item)));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

function isCatalogResponse(body: unknown): body is CatalogResponse {
  if (!body || typeof body !== 'object') return false;
  const { data, meta } = body as Partial<CatalogResponse>;
  return Array.isArray(data) && !!meta && typeof meta.current_page === 'number' && typeof meta.last_page === 'number' && typeof meta.total === 'number';
}

/** GET `/api/v1/system-catalog[/{slug}]`; throws CatalogPageError on a failed call or an unexpected body. */
export async function fetchCatalogPage(query: CatalogRequest, options: CatalogPageOptions): Promise<CatalogResponse> {
  const url = catalogPageUrl(query, options);
  const transport = options.transport ?? ((request: Request) => fetch(request));
  const request = new Request(url, { headers: { Accept: 'application/json', 'Accept-Language': options.lang, lang: options.lang }, signal: options.signal });
  let response: Response;
  try {
    response = await transport(request);
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new CatalogPageError(503, cause instanceof Error ? cause.message : String(cause));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CatalogPageError(response.status, `catalogue page failed with ${response.status}`);
  if (!isCatalogResponse(body)) throw new CatalogPageError(502, 'unexpected catalogue response');
  return body;
}
