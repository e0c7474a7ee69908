import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE } from '../domain/accounts/account-rules';
import { contentSecurityPolicy, decideGuard, decideRoute, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type RouteDecision } from './lib/routing';

/** Locale routing, the login redirect, the auth and guest guards and the page CSP (see lib/routing.ts for the rules). */
export function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
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
    const nonce = btoa(crypto.randomUUID());
    const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('content-security-policy', csp);
    headers.set('x-shop-locale', decision.locale);
    headers.set('x-shop-path', decision.path);
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    response = NextResponse.rewrite(url, { request: { headers } });
    response.headers.set('Content-Security-Policy', csp);
  }
  // Only a page the shopper opens stores the language: prefetches and client fetches of links to
  // the other language's pages must not change it.
  if (cookieLocale !== decision.locale && isDocumentRequest(request.headers)) {
    response.cookies.set(LOCALE_COOKIE, decision.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  // The visitor id for shopper events (spec section 3: cookie `uid`, path /). HttpOnly: only the
  // API reads it, from the events the storefront posts.
  if (!request.cookies.has(VISITOR_COOKIE) && isDocumentRequest(request.headers)) {
    response.cookies.set(VISITOR_COOKIE, newVisitorId(), {
      path: '/',
      maxAge: VISITOR_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

const VISITOR_COOKIE = 'uid';
/** A year, in seconds. */
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** 144 random bits, base64url (24 characters: the API's `uid` format). */
function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * A top-level page load. Browsers say so in Sec-Fetch-Dest (fetches, including Next's RSC
 * prefetches, say `empty`); clients that send no fetch metadata (curl) count as page loads.
 */
function isDocumentRequest(headers: Headers): boolean {
  if (headers.get('sec-purpose')?.includes('prefetch') || headers.get('purpose') === 'prefetch') return false;
  const dest = headers.get('sec-fetch-dest');
  return dest === null ? !headers.has('rsc') && !headers.has('next-router-prefetch') : dest === 'document';
}

export const config = {
  // Pages only: not the API, /cv, Next's assets or files with an extension.
  matcher: ['/((?!api/|cv$|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[a-z0-9]+$).*)'],
};
