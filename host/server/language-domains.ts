import type { IncomingMessage } from 'node:http';
import type { Language } from '../../api/contract/settings';
import { decideRoute, LOCALE_COOKIE } from '../lib/routing';
import { isPagePath } from './maintenance';

/** Each language's own domain, where it has one and sends its visitors there (`language_redirect`). */
export type LanguageDomains = ReadonlyMap<string, string>;

export const languageDomains = (languages: Pick<Language, 'slug' | 'domain_name' | 'language_redirect'>[]): LanguageDomains =>
  new Map(languages.flatMap((language) => (language.language_redirect && language.domain_name?.trim() ? [[language.slug, language.domain_name.trim().toLowerCase()] as const] : [])));

const cookie = (header: string | undefined, name: string) => header?.split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.[1];

/**
 * Where a page request goes when its language lives on a domain of its own (spec section 2,
 * "Language redirect": the language the shopper chose — `userLocale`, the cookie on `/`, the
 * path's prefix — has a `domain_name` and `language_redirect` is on, and the request came to
 * another host): the same address on that domain, or null to serve it here. The scheme is the
 * one the shopper used (`X-Forwarded-Proto` from a trusted proxy, which host/server/main.ts
 * settles first).
 */
export function languageDomainRedirect(request: IncomingMessage, domains: LanguageDomains): string | null {
  if (domains.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const url = new URL(request.url ?? '/', 'http://shop.invalid');
  if (!isPagePath(url.pathname)) return null;
  const decision = decideRoute(url.pathname, url.searchParams, cookie(request.headers.cookie, LOCALE_COOKIE));
  const domain = domains.get(decision.locale);
  const host = (request.headers.host ?? '').toLowerCase();
  if (!domain || host === domain) return null;
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'https';
  const target = decision.kind === 'redirect' ? decision.location : `${url.pathname}${url.search}`;
  return `${scheme}://${domain}${target}`;
}
