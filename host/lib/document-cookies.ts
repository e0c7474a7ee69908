import type { Locale } from '../../domain/locale';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './routing';

/** The visitor id for shopper events (spec section 3: cookie `uid`, path /). */
export const VISITOR_COOKIE = 'uid';
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
export function isDocumentRequest(header: (name: string) => string | null | undefined): boolean {
  if (header('sec-purpose')?.includes('prefetch') || header('purpose') === 'prefetch') return false;
  const dest = header('sec-fetch-dest');
  return dest === null || dest === undefined ? !header('rsc') && !header('next-router-prefetch') : dest === 'document';
}

export interface DocumentCookieInput {
  /** The language the page is in. */
  locale: Locale;
  /** The request's `locale` cookie. */
  cookieLocale: string | undefined;
  hasVisitor: boolean;
  isDocument: boolean;
  https: boolean;
}

/**
 * The cookies a page load sets (Set-Cookie values): the language it was opened in, and a visitor
 * id when there is none. Only a page the shopper opens stores the language: prefetches and
 * client fetches of links to the other language's pages must not change it. The proxy sets them
 * on rendered pages; the page cache on the pages it serves itself.
 */
export function documentCookies({ locale, cookieLocale, hasVisitor, isDocument, https }: DocumentCookieInput): string[] {
  if (!isDocument) return [];
  const secure = https ? '; Secure' : '';
  const cookies: string[] = [];
  if (cookieLocale !== locale) cookies.push(`${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
  // HttpOnly: only the API reads it, from the events the storefront posts.
  if (!hasVisitor) cookies.push(`${VISITOR_COOKIE}=${newVisitorId()}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`);
  return cookies;
}
