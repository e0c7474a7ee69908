import { defaultLocale, locales, type Locale } from '../../../domain/locale';
import { catalogPaths, JOURNAL_PATH, journalPaths, localizePath, PAGE_SLUG, PERSONAL_PAGES, TEMPLATE_PAGES } from '../../../domain/content/shop-paths';
import type { Sitemap, SitemapEntry } from '../../contract/seo';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { journalSitemap } from '../blog';
import { activeProductCount, activeProductSlugs, collectionSlugs } from '../catalog';
import { activePageSlugs } from '../content';

/**
 * Pages of the shop per sitemap file: each stands there in every language, and a file holds at
 * most 50 000 addresses (the sitemap protocol's limit), so 25 000 pages in nl and en.
 */
export const PAGES_PER_FILE = Math.floor(50_000 / locales.length);

/** One page of the shop: its path in each language, when it last changed. */
interface SitePage {
  paths: Record<Locale, string>;
  lastmod: Date | null;
}

const samePath = (path: string, lastmod: Date | null = null): SitePage => ({ paths: Object.fromEntries(locales.map((locale) => [locale, path])) as Record<Locale, string>, lastmod });

/** A path in each language from slugs by language (a language without its own slug takes the default's). */
const perLanguage = (build: (locale: Locale) => string | null): Record<Locale, string> | null => {
  const paths = Object.fromEntries(locales.map((locale) => [locale, build(locale)]));
  return Object.values(paths).every((path) => path !== null) ? (paths as Record<Locale, string>) : null;
};

/**
 * Every page of the shop but the products, in a fixed order: the home page, the catalogue, the
 * collections, the journal, the CMS pages (not the route templates nor the visitor's own lists:
 * spec section 2 keeps the customer area, /500, the cart and checkout out, and there is no `/main`
 * here: the home page is `/`), each collection, the journal's categories and posts.
 */
async function pagesBeforeProducts(db: Db): Promise<SitePage[]> {
  const [pageSlugs, collections, journal] = await Promise.all([activePageSlugs(db), collectionSlugs(db), journalSitemap(db)]);
  const slugIn = (slugs: Record<string, string>, locale: Locale) => slugs[locale] ?? slugs[defaultLocale] ?? null;
  return [
    samePath('/'),
    samePath(catalogPaths.catalog),
    samePath(catalogPaths.collections),
    samePath(JOURNAL_PATH),
    ...pageSlugs
      .filter((page) => PAGE_SLUG.test(page.slug) && !TEMPLATE_PAGES.has(page.slug) && !PERSONAL_PAGES.has(page.slug))
      .map((page) => ({ paths: perLanguage((locale) => `/${page.slugs[locale] ?? page.slug}`)!, lastmod: null })),
    ...collections.map((slug) => samePath(catalogPaths.collection(slug))),
    ...journal.categories.flatMap((category) => {
      const paths = perLanguage((locale) => {
        const slug = slugIn(category.slugs, locale);
        return slug && journalPaths.category(slug);
      });
      return paths ? [{ paths, lastmod: null }] : [];
    }),
    ...journal.posts.flatMap((post) => {
      const paths = perLanguage((locale) => {
        const slug = slugIn(post.slugs, locale);
        const section = post.sectionSlugs ? slugIn(post.sectionSlugs, locale) : post.type;
        return slug && section && journalPaths.post(section, slug);
      });
      return paths ? [{ paths, lastmod: post.updatedAt }] : [];
    }),
  ];
}

/** A page as an address per language, each naming the others (`hreflang`) and x-default (the Dutch one). */
function entries(page: SitePage): SitemapEntry[] {
  const alternates: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, localizePath(page.paths[locale], locale)]));
  alternates['x-default'] = alternates[defaultLocale]!;
  const lastmod = page.lastmod?.toISOString() ?? null;
  return locales.map((locale) => ({ url: alternates[locale]!, lastmod, alternates }));
}

/**
 * File `page` of the sitemap (from 1): the shop's pages, then the products in id order,
 * `perFile` pages a file (25 000). A file past the last is 404 `sitemap_not_found`.
 */
export async function sitemapFile(db: Db, page: number, perFile = PAGES_PER_FILE): Promise<Sitemap> {
  const [before, productCount] = await Promise.all([pagesBeforeProducts(db), activeProductCount(db)]);
  const pages = Math.max(1, Math.ceil((before.length + productCount) / perFile));
  if (page > pages) throw new AppError('not_found', 'sitemap_not_found');
  const start = (page - 1) * perFile;
  const end = start + perFile;
  const shown = before.slice(start, end);
  if (end > before.length) {
    const offset = Math.max(0, start - before.length);
    const products = await activeProductSlugs(db, offset, end - Math.max(start, before.length));
    shown.push(...products.map((product) => samePath(catalogPaths.product(product.slug), product.updatedAt)));
  }
  return { sitemap: shown.flatMap(entries), page, pages };
}
