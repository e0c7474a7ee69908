import { asc, eq, isNotNull } from 'drizzle-orm';
import { locales } from '../../../domain/locale';
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
