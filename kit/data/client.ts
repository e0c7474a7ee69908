import { z } from 'zod';
import {
  blockSchema,
  bootstrapSchema,
  cacheVersionsSchema,
  collectionSchema,
  dataEnvelope,
  errorResponseSchema,
  filtersSchema,
  languageSchema,
  pageSchema,
  type Locale,
} from '../../api/contract';

/** How a request reaches the API: in process (`app.fetch`) on the server, `fetch` over HTTP otherwise. */
export type Transport = (request: Request) => Promise<Response>;

export const API_PATH = '/api/v1';

/** A failed API call, normalised to status, stable code and message (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiClientOptions {
  transport: Transport;
  /** Origin the request URLs are built on; any origin works for the in-process transport. */
  origin: string;
  lang: Locale;
  /** Bearer token of a signed-in customer. */
  token?: string;
}

type Query = Record<string, string | number | boolean | (string | number)[] | undefined>;

/** The typed API client: every response is checked against the contract before it is used. */
export function createApiClient(options: ApiClientOptions) {
  async function get<T extends z.ZodType>(path: string, schema: T, query: Query = {}, root = false): Promise<z.infer<T>> {
    const url = new URL(`${root ? '' : API_PATH}${path}`, options.origin);
    url.searchParams.set('lang', options.lang);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(`${key}[]`, String(item)));
      else url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang, lang: options.lang });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);

    let response: Response;
    try {
      response = await options.transport(new Request(url, { headers }));
    } catch (cause) {
      throw new ApiError(503, 'network_error', cause instanceof Error ? cause.message : String(cause));
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(body);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        throw new ApiError(response.status, code, message, fields);
      }
      throw new ApiError(response.status, 'unexpected', typeof body === 'string' ? body : JSON.stringify(body));
    }
    const parsed = dataEnvelope(schema).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(502, 'contract_mismatch', `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    return (parsed.data as { data: z.infer<T> }).data;
  }

  return {
    languages: () => get('/languages', z.array(languageSchema)),
    bootstrap: () => get('/bootstrap', bootstrapSchema),
    page: (idOrSlug: string | number) => get(`/pages/${encodeURIComponent(String(idOrSlug))}`, pageSchema),
    block: (idOrKey: string | number) => get(`/blocks/${encodeURIComponent(String(idOrKey))}`, blockSchema),
    filters: () => get('/filters', filtersSchema),
    collections: () => get('/collections', z.array(collectionSchema)),
    cacheVersions: () => get('/cv', cacheVersionsSchema, {}, true),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** HTTP transport for a separately running API (`API_URL`) or the browser. */
export function httpTransport(apiOrigin?: string): Transport {
  return (request) => {
    if (!apiOrigin) return fetch(request);
    const source = new URL(request.url);
    const target = new URL(source.pathname + source.search, apiOrigin);
    return fetch(new Request(target, request));
  };
}
