import type { Locale } from '../../domain/locale';

/** Where a page goes when the API says the token no longer works (spec section 8): see host/app/api/session/expired. */
export function sessionExpiredPath(locale: Locale): string {
  return `/api/session/expired?lang=${locale}`;
}
