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

/** What went wrong, as the API says it: the status, the stable code, each field's problem (a 422's, a conflict's) and the API's message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    message: string = code,
  ) {
    super(message);
  }
}

/** The answer's data, or its error thrown as an AdminApiError. */
export function dataOf<T>(answer: AdminAnswer<T>): T {
  if (answer.status >= 200 && answer.status < 300) return answer.body?.data as T;
  const error = answer.body?.error;
  throw new AdminApiError(answer.status, error?.code ?? 'unexpected', error?.fields ?? {}, error?.message);
}
