import { defaultLocale, type Locale } from '../locale';

/**
 * The shop's public paths (spec section 2), without language prefix, and the prefix rule: what the
 * storefront links to and what the API lists for search engines (the sitemap) come from here.
 */

/**
 * Puts the language prefix in front of a shop path: nl (the default) has none, other
 * languages get `/<locale>`. Absolute and protocol-relative URLs are returned untouched.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = `/${locale}`;
  // '/' becomes '/en', and so do '/?q=…' and '/#top' (no trailing slash before the query).
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

export const JOURNAL_PATH = '/articles';

const withPage = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

/** The journal's routes: `/articles`, `/articles/{section}`, `/articles/{section}/{slug}`. */
export const journalPaths = {
  /** All posts, or those with a tag (`?tag=`), at a page. */
  list: ({ page = 1, tag }: { page?: number; tag?: string } = {}) => {
    const query = new URLSearchParams();
    if (tag) query.set('tag', tag);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `${JOURNAL_PATH}?${search}` : JOURNAL_PATH;
  },
  category: (slug: string, page = 1) => withPage(`${JOURNAL_PATH}/${slug}`, page),
  post: (section: string, slug: string) => `${JOURNAL_PATH}/${section}/${slug}`,
};

/** A post's own section: its first category, or its type when it has none. */
export const postSection = (post: { type: string; categories: readonly { slug: string }[] }) => post.categories[0]?.slug ?? post.type;

/** Pages of the catalogue. */
export const catalogPaths = {
  catalog: '/catalog',
  collections: '/collections',
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  collection: (slug: string) => `/collection/${encodeURIComponent(slug)}`,
};

/**
 * CMS pages that are templates of routes (`/`, `/catalog`, `/collection/{slug}`, `/collections`,
 * `/product/{slug}`), not pages at `/{slug}` of their own.
 */
export const TEMPLATE_PAGES: ReadonlySet<string> = new Set(['home', 'catalog', 'collection', 'collections', 'product']);

/**
 * CMS pages that show the visitor's own lists: nothing for a search engine (not in the sitemap,
 * `noindex`).
 */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set(['wishlist', 'comparison']);

/** What a CMS page slug may look like at `/{slug}`. */
export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;


/**
 * Paths search engines are asked to leave alone (robots.txt; spec section 2: the customer area,
 * the error page, the cart and checkout), in each language.
 */
export const PRIVATE_PATHS = ['/profile', '/cart', '/checkout', '/500', '/sign-in', '/sign-up', '/recover-password', '/verify/', '/return/', '/newsletter/', '/wishlist', '/comparison'] as const;
