import type { Locale } from '../../domain/locale';

/**
 * The account calls as the browser makes them: plain `fetch` to the same origin (the HttpOnly
 * cookie rides along, and the browser adds the Origin header cookie-authenticated writes need).
 * No zod and no contract schemas, so form islands stay small; the server reads through client.ts.
 */
export type AccountResult<T = unknown> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string; fields: Record<string, string> };

export interface AccountRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below /api/v1, e.g. `/authorizations`. */
  path: string;
  body?: unknown;
  lang: Locale;
}

const API_PATH = '/api/v1';

export async function accountRequest<T = unknown>({ method, path, body, lang }: AccountRequest, fetcher: typeof fetch = fetch): Promise<AccountResult<T>> {
  const url = `${API_PATH}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const headers: Record<string, string> = { Accept: 'application/json', lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetcher(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: '', fields: {} };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: (json as { data?: T } | null)?.data as T };
  const error = (json as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const fields = error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'unexpected',
    message: typeof error?.message === 'string' ? error.message : '',
    fields,
  };
}
