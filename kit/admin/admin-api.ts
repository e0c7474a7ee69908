import type { Locale } from '../../domain/locale';

/** Where the back office's screens call its API (host/app/admin/api): under the staff cookie's path. */
export const ADMIN_API = '/admin/api';

/** An answer of the back office's API: the status and the `{ data }` or `{ error }` body (null when not JSON). */
export interface AdminAnswer<T> {
  status: number;
  headers: Headers;
  body: { data?: T; error?: { code: string; message: string; fields?: Record<string, string> } } | null;
}

/**
 * Calls the back office's API from a screen, with a JSON body when there is one and the API's
 * messages (a conflict, a field's problem) in the back office's language `lang` when given.
 */
export async function adminFetch<T = unknown>(path: string, method: string, body?: unknown, lang?: Locale): Promise<AdminAnswer<T>> {
  const url = lang ? `${ADMIN_API}${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : `${ADMIN_API}${path}`;
  const response = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
}
