import { asc, eq, isNotNull } from 'drizzle-orm';
import { locales, type Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { pages, pageTranslations } from '../../db/schema/content';
import { languageIds } from '../settings';

/**
 * The active CMS pages (templates and personal pages included: the caller decides): the page's
 * slug (the default language's) and, by language, the addresses that differ from it.
 */
export async function activePageSlugs(db: Db): Promise<{ slug: string; slugs: Record<string, string> }[]> {
  const [rows, own, ids] = await Promise.all([
    db.select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.active, true)).orderBy(asc(pages.id)),
    db.select({ pageId: pageTranslations.pageId, languageId: pageTranslations.languageId, slug: pageTranslations.slug }).from(pageTranslations).where(isNotNull(pageTranslations.slug)),
    Promise.all(locales.map(async (locale) => [locale, (await languageIds(db, locale)).id] as const)),
  ]);
  const localeOf = new Map(ids.map(([locale, id]) => [id, locale]));
  return rows.map((row) => ({
    slug: row.slug,
    slugs: Object.fromEntries(own.filter((item) => item.pageId === row.id && localeOf.has(item.languageId)).map((item) => [localeOf.get(item.languageId)!, item.slug!])),
  }));
}

/**
 * Each address of the active CMS pages, in any language, to the page's address in `locale`
 * (`maatgids` and `size-guide` to `size-guide` in English): what domain/content/page-slugs.ts's
 * pageLinkIn takes to link a page in the language.
 */
export async function pageAddressesIn(db: Db, locale: Locale): Promise<Map<string, string>> {
  const pageSlugs = await activePageSlugs(db);
  return new Map(pageSlugs.flatMap((page) => [page.slug, ...Object.values(page.slugs)].map((slug) => [slug, page.slugs[locale] ?? page.slug] as const)));
}
