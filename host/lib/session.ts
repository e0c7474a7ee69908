import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ACCESS_TOKEN_COOKIE } from '../../domain/accounts/account-rules';
import type { Locale } from '../../domain/locale';
import { ApiError, createApiClient } from '../../kit/data/client';
import { sessionExpiredPath } from '../../kit/account/session-expired';
import { localizePath } from '../../kit/i18n/paths';
import { transport } from './api';

/** The access token from the HttpOnly cookie, or null for a guest. */
export async function accessToken(): Promise<string | null> {
  return (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value || null;
}

/** Whether the request carries a sign-in (the cookie's presence; the header shows the account link by it). */
export async function isSignedIn(): Promise<boolean> {
  return (await accessToken()) !== null;
}

/** The API client of the signed-in customer: the cookie's token sent as a bearer token. */
export const customerApi = cache(async (locale: Locale) => {
  const token = await accessToken();
  return createApiClient({ transport: transport(), origin: 'http://shop.internal', lang: locale, token: token ?? undefined });
});

/**
 * Runs a read of the customer area. Without a cookie: sign-in (the proxy already sends guests
 * there). A 401 from the API (an expired or revoked token) clears the cookie and goes to the home
 * page: a server component cannot change cookies, so it redirects to a route handler that can.
 */
export async function customerRead<T>(locale: Locale, read: (api: Awaited<ReturnType<typeof customerApi>>) => Promise<T>): Promise<T> {
  if (!(await accessToken())) redirect(localizePath('/sign-in', locale));
  try {
    return await read(await customerApi(locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) redirect(sessionExpiredPath(locale));
    throw error;
  }
}

/** The signed-in customer, once per request. */
export const currentUser = cache((locale: Locale) => customerRead(locale, (api) => api.user()));
