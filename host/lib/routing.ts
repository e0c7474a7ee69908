import { defaultLocale, isLocale, type Locale } from '../../domain/locale';
import { localizePath } from '../../kit/i18n/paths';
import { tileOrigin } from '../../domain/map/map-rules';
import { extraSources, noSources, type CspSources } from '../../kit/integrations/sources';

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
  // Not localizePath: it leaves `//…` alone, and a request path may start with two slashes.
  const localise = (l: Locale, p: string) => (l === defaultLocale ? p : p === '/' ? `/${l}` : `/${l}${p}`);

  if (/\/login(\/|$)/.test(path)) {
    return { kind: 'redirect', location: withQuery(localizePath('/sign-in', locale)), locale, status: 307 };
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
    return { kind: 'redirect', location: withQuery(localizePath('/', cookieLocale)), locale: cookieLocale, status: 307 };
  }
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return { kind: 'rewrite', pathname: `/${locale}${normalized === '/' ? '' : normalized}`, locale, path: normalized };
}

/** Pages of the customer area (spec sections 2 and 6): guests are sent to sign in. */
const authOnly = /^\/(profile(\/.*)?|return\/.+)$/;
/**
 * Pages for guests only: a signed-in customer is sent to the home page. A recovery link
 * (`/recover-password/{token}`) stays open: a mail link must work whoever is signed in.
 */
const guestOnly = /^\/(sign-in|sign-up|recover-password)$/;

/**
 * The auth and guest guards (spec section 2), decided on the access-token cookie's presence alone
 * (whether the token still works is the page's business: see host/lib/session.ts).
 * `path` is the unprefixed, normalised path; `requested` the path and query as the browser asked
 * for them, prefix included: guests go to `/sign-in?redirect=<requested>` of the same language.
 * Returns the location to redirect to, or null to serve the page.
 */
export function decideGuard(path: string, locale: Locale, signedIn: boolean, requested: string): string | null {
  if (!signedIn && authOnly.test(path)) {
    // Slashes stay readable (`?redirect=/en/profile/orders`); `?`, `&`, `#` and the rest are encoded.
    return `${localizePath('/sign-in', locale)}?redirect=${encodeURIComponent(requested).replace(/%2F/gi, '/')}`;
  }
  if (signedIn && guestOnly.test(path)) return localizePath('/', locale);
  return null;
}

/**
 * The Content-Security-Policy of every page: scripts only from us (with the request's nonce)
 * and Stripe; frames and API calls for Stripe's payment elements, and OpenStreetMap's embedded map
 * (the contact page's store map: a frame, so none of its scripts run in our page). `tiles`: the
 * origin of the map jewellery's tile server (MAP_TILE_URL), whose images the map picker shows and
 * draws into the merged product image. `integrations`: the hosts of the third-party integrations
 * switched on (tag manager, analytics, pixel, statistics, custom scripts' hosts); their scripts
 * themselves run only by the nonce the server put on them ('strict-dynamic').
 */
export function contentSecurityPolicy(
  nonce: string,
  dev = false,
  backOffice: 'screen' | 'preview' | null = null,
  tiles: string = tileOrigin(undefined),
  integrations: CspSources = noSources,
): string {
  // The enabled third-party integrations' hosts (kit/integrations/sources.ts); none when all are off.
  const extra = (directive: keyof CspSources) => extraSources(integrations[directive]);
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${extra('script')}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://*.stripe.com ${tiles}${extra('img')}`,
    `font-src 'self' data:`,
    `connect-src 'self' https://api.stripe.com https://m.stripe.network ${tiles}${extra('connect')}${dev ? ' ws:' : ''}`,
    // Stripe's Payment Element frames come from js.stripe.com and its subdomains (Stripe's CSP guide).
    `frame-src${backOffice ? " 'self'" : ''} https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com https://www.openstreetmap.org${extra('frame')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self' https://checkout.stripe.com`,
    // The back office's composer frames its live preview (/admin/preview/*); nothing else is ever framed.
    backOffice === 'preview' ? `frame-ancestors 'self'` : `frame-ancestors 'none'`,
  ].join('; ');
}

/** First path segments of pages that are a shopper's own or a step of theirs: never cached. */
const personalPages = new Set(['cart', 'checkout', 'profile', 'return', 'sign-in', 'sign-up', 'recover-password', 'verify', 'newsletter', 'login', '404', '500']);

/**
 * Pages the page cache may keep for anonymous shoppers (host/server/cached-pages.ts): the home
 * page, CMS pages, the catalogue, collections, products and the journal. `path` is the
 * unprefixed, normalised path; a merchandiser's `?preview=` is never kept.
 */
export function isCacheablePage(path: string, search: URLSearchParams): boolean {
  if (search.has('preview') || search.has('_rsc')) return false;
  const first = path.split('/')[1] ?? '';
  return !personalPages.has(first);
}
