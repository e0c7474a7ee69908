import { PERSONAL_PAGES, TEMPLATE_PAGES } from './shop-paths';

/*
 * Rules of CMS page slugs the back office's composer keeps (apart from shop-paths.ts, which the
 * storefront's client code imports: these lists stay out of its bundles).
 */
/**
 * First path segments that belong to the shop's own routes, the languages and the servers' paths:
 * a CMS page at `/{slug}` with one of them would never be reached (host/app/[locale]'s folders are
 * checked against it in host/lib/routing.test.ts).
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  '404', '500', 'articles', 'cart', 'catalog', 'checkout', 'collection', 'collections', 'newsletter', 'product', 'profile',
  'recover-password', 'return', 'sign-in', 'sign-up', 'verify', 'admin', 'api', 'cv', 'sitemaps', 'en', 'nl',
]);

/** Pages the shop's routes need: their slug stays and they cannot go to the bin. */
export const SYSTEM_PAGES: ReadonlySet<string> = new Set([...TEMPLATE_PAGES, ...PERSONAL_PAGES]);

/**
 * A page document's address in a language: the language's own slug when it has one, else the
 * page's slug (the default language's, which it always uses).
 */
export function pageSlugIn(document: { slug: string; translations: Record<'nl' | 'en', { slug?: string | null }> }, locale: 'nl' | 'en'): string {
  return (locale === 'nl' ? null : document.translations[locale].slug) || document.slug;
}

/**
 * A shop link to a CMS page (`/maatgids`, `/maatgids#ring-size`) at the page's address in a
 * language: `addresses` maps each of a page's slugs (in any language) to that address. Other
 * links come back as they are.
 */
export function pageLinkIn(url: string, addresses: ReadonlyMap<string, string>): string {
  const match = /^\/([a-z0-9][a-z0-9-]*)([?#].*)?$/.exec(url);
  const address = match ? addresses.get(match[1]!) : undefined;
  return address ? `/${address}${match![2] ?? ''}` : url;
}
