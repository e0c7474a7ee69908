import { asc } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { Language } from '../../contract/settings';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema/settings';
import { AppError } from '../../lib/errors';
import { referenceRead } from '../../lib/reference-cache';

/** The ids a translated read needs: the requested language and the default (fallback) one. */
export interface LanguageIds {
  id: number;
  defaultId: number;
}

/** Every language row, in order (kept in the reference cache: every translated read needs them). */
function languageRows(db: Db) {
  return referenceRead(db, 'languages', ['settings'], () => db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id)));
}

export async function listLanguages(db: Db): Promise<Language[]> {
  const rows = await languageRows(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug as Language['slug'],
    name: row.name,
    is_default: row.isDefault,
    domain_name: row.domainName,
    language_redirect: row.languageRedirect,
  }));
}

export async function languageIds(db: Db, locale: Locale): Promise<LanguageIds> {
  const rows = await languageRows(db);
  const fallback = rows.find((row) => row.isDefault) ?? rows[0];
  if (!fallback) throw new AppError('unavailable', 'maintenance');
  const requested = rows.find((row) => row.slug === locale) ?? fallback;
  return { id: requested.id, defaultId: fallback.id };
}

/**
 * From translation rows in the requested and the default language, picks one per owner:
 * the requested language when present, else the default.
 */
export function pickTranslations<T extends { languageId: number }>(
  rows: T[],
  ownerOf: (row: T) => number,
  ids: LanguageIds,
): Map<number, T> {
  const picked = new Map<number, T>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const current = picked.get(owner);
    if (!current || (row.languageId === ids.id && current.languageId !== ids.id)) picked.set(owner, row);
  }
  return picked;
}

/** The code (nl, en) of every language, by id. */
export async function languageSlugs(db: Db): Promise<Map<number, string>> {
  return new Map((await languageRows(db)).map((row) => [row.id, row.slug]));
}
