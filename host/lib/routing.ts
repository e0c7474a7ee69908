import { defaultLocale, isLocale, type Locale } from '../../api/contract/locale';

export const LOCALE_COOKIE = 'locale';
/** Spec section 9: the locale cookie lives three days. */
export const LOCALE_COOKIE_MAX_AGE = 259_200;

export type RouteDecision =
  | { kind: 'redirect'; location: string; locale: Locale; status: 307 | 308 }
  | { kind: 'rewrite'; pathname: string; locale: Locale; path: string };

/**
 * Decides how a storefront path is served (spec sections 2 and 4):
 * - any path containing `/login` goes to the sign-in page of its language;
 * - `/nl/...` is the Dutch page without prefix (permanent redirect);
 * - `?userLocale=xx` (the language switcher) stores the choice and drops the parameter;
 * - `/` follows the locale cookie when it names another language;
 * - everything else is rewritten to `/{locale}/...` for the app router.
 */
export function decideRoute(pathname: string, search: URLSearchParams, cookieLocale: string | undefined): RouteDecision {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const prefixed = isLocale(first) && first !== defaultLocale;
  const locale: Locale = prefixed ? (first as Locale) : defaultLocale;
  const path = prefixed ? `/${segments.slice(2).join('/')}` : pathname;
  const query = search.toString();
  const withQuery = (p: string, q = query) => (q ? `${p}?${q}` : p);
  const localise = (l: Locale, p: string) => (l === defaultLocale ? p : p === '/' ? `/${l}` : `/${l}${p}`);

  if (/\/login(\/|$)/.test(path)) {
    return { kind: 'redirect', location: withQuery(localise(locale, '/sign-in')), locale, status: 307 };
  }
  if (first === defaultLocale) {
    const rest = `/${segments.slice(2).join('/')}`;
    return { kind: 'redirect', location: withQuery(rest), locale, status: 308 };
  }
  const userLocale = search.get('userLocale');
  if (userLocale !== null) {
    const rest = new URLSearchParams(search);
    rest.delete('userLocale');
    const chosen = isLocale(userLocale) ? userLocale : locale;
    return { kind: 'redirect', location: withQuery(localise(chosen, path), rest.toString()), locale: chosen, status: 307 };
  }
  if (!prefixed && path === '/' && isLocale(cookieLocale) && cookieLocale !== defaultLocale) {
    return { kind: 'redirect', location: withQuery(localise(cookieLocale, '/')), locale: cookieLocale, status: 307 };
  }
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return { kind: 'rewrite', pathname: `/${locale}${normalized === '/' ? '' : normalized}`, locale, path: normalized };
}

/** The same page in another language (for the language switcher). */
export function pathInLocale(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}userLocale=${locale}`;
}

/**
 * The Content-Security-Policy of every page: scripts only from us (with the request's nonce)
 * and Stripe; frames and API calls for Stripe's payment elements.
 */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://*.stripe.com`,
    `font-src 'self' data:`,
    `connect-src 'self' https://api.stripe.com https://m.stripe.network${dev ? ' ws:' : ''}`,
    `frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self' https://checkout.stripe.com`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
