import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE } from '../domain/accounts/account-rules';
import { TOP_BANNER_COOKIE } from '../kit/marketing/top-banner-cookie';
import { STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE } from '../domain/staff/staff-rules';
import { PAGE_CACHE_HEADER } from './lib/page-cache-header';
import { documentCookies, isDocumentRequest, VISITOR_COOKIE } from './lib/document-cookies';
import { tileOrigin } from '../domain/map/map-rules';
import { noSources, sourcesKey } from '../kit/integrations/sources';
import { currentIntegrationSources, INTEGRATION_SOURCES_HEADER } from './lib/integration-sources';
import { contentSecurityPolicy, decideGuard, decideRoute, isCacheablePage, LOCALE_COOKIE, type RouteDecision } from './lib/routing';

/** Locale routing, the login redirect, the auth and guest guards and the page CSP (see lib/routing.ts for the rules). */
export function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
  if (pathname === STAFF_COOKIE_PATH || pathname.startsWith(`${STAFF_COOKIE_PATH}/`)) return backOffice(request);
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  let decision: RouteDecision = decideRoute(pathname, searchParams, cookieLocale);
  if (decision.kind === 'rewrite') {
    const signedIn = Boolean(request.cookies.get(ACCESS_TOKEN_COOKIE)?.value);
    const guarded = decideGuard(decision.path, decision.locale, signedIn, `${pathname}${search}`);
    if (guarded) decision = { kind: 'redirect', location: guarded, locale: decision.locale, status: 307 };
  }

  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    // The redirect depends on the cookies and the query: never cache it.
    response.headers.set('Cache-Control', 'private, no-store');
  } else {
    const { headers, csp } = withNonce(request);
    headers.set('x-shop-locale', decision.locale);
    headers.set('x-shop-path', decision.path);
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    // The error page says what it is to crawlers and monitors too.
    response = NextResponse.rewrite(url, { request: { headers }, ...(decision.path === '/500' ? { status: 500 } : {}) });
    response.headers.set('Content-Security-Policy', csp);
    // The page cache (host/server/cached-pages.ts) may keep this page for other anonymous shoppers.
    if (!request.cookies.has(ACCESS_TOKEN_COOKIE) && !request.cookies.has(TOP_BANNER_COOKIE) && isCacheablePage(decision.path, searchParams)) {
      response.headers.set(PAGE_CACHE_HEADER, '1');
    }
  }
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  for (const cookie of documentCookies({
    locale: decision.locale,
    cookieLocale,
    hasVisitor: request.cookies.has(VISITOR_COOKIE),
    isDocument: isDocumentRequest((name) => request.headers.get(name)),
    https,
  })) {
    response.headers.append('set-cookie', cookie);
  }
  return response;
}

/** A fresh nonce's CSP, and the request's headers carrying it to Next (which puts it on its scripts). */
function withNonce(request: NextRequest, backOffice: Parameters<typeof contentSecurityPolicy>[2] = null): { headers: Headers; csp: string } {
  const nonce = btoa(crypto.randomUUID());
  // The storefront's pages allow the hosts of the integrations switched on; the back office none.
  const integrations = backOffice ? noSources : currentIntegrationSources();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', backOffice, tileOrigin(process.env.MAP_TILE_URL?.trim() || undefined), integrations);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  // The render puts on the page only the integrations this CSP lets run (host/lib/integrations.ts).
  headers.set(INTEGRATION_SOURCES_HEADER, sourcesKey(integrations));
  return { headers, csp };
}

/**
 * The back office (/admin): no language routing, never cached, never indexed, the same strict CSP;
 * without a staff cookie every screen but the sign-in goes to the sign-in (the screens check the
 * session itself with the API; this only spares a render).
 */
function backOffice(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const signIn = `${STAFF_COOKIE_PATH}/sign-in`;
  let response: NextResponse;
  if (!request.cookies.get(STAFF_SESSION_COOKIE)?.value && pathname !== signIn && request.method === 'GET') {
    response = NextResponse.redirect(new URL(signIn, request.url), 307);
  } else {
    const { headers, csp } = withNonce(request, pathname.startsWith(`${STAFF_COOKIE_PATH}/preview/`) ? 'preview' : 'screen');
    response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', csp);
  }
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Pages only: not the API (the storefront's, and the back office's under /admin/api), /cv, Next's assets,
  // the icon, robots.txt and the sitemap. Any other path, also one with a file extension (`/foo.txt`), is a
  // page path: it gets the shop's 404.
  matcher: ['/((?!api/|admin/api/|cv$|_next/|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|sitemaps/).*)'],
};
