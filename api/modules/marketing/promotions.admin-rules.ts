import { sanitizeHtml } from '../../../domain/html';
import { locales, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { readMediaFiles } from '../media';
import { languageSlugs } from '../settings';

/*
 * The rules the back office's popup and campaign edits share (api/modules/marketing/*.admin.ts):
 * the period, the media file, the HTML, the lock version. Problems are collected per field, so one
 * answer names every field that is wrong.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Field path -> message, in the request's language. */
export type FieldProblems = Record<string, string>;

const say = (lang: ValidationLanguage, nl: string, en: string) => (lang === 'nl' ? nl : en);

/** The HTML as the storefront's one cleaner (domain/html.ts) leaves it; null when nothing is left. */
export function cleanHtml(html: string | null): string | null {
  const clean = html === null ? '' : sanitizeHtml(html);
  return clean === '' ? null : clean;
}

/** A text that is empty once trimmed counts as none. */
export const textOrNull = (text: string | null) => (text?.trim() ? text.trim() : null);

export const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));
export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The end, when there is one, after the start. */
export function checkPeriod(input: { starts_at: string | null; ends_at: string | null }, problems: FieldProblems, lang: ValidationLanguage): void {
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
    problems.ends_at = say(lang, 'Het einde moet na het begin liggen', 'The end must be after the start');
  }
}

/** A media id names a file of the library (read in the edit's transaction). */
export async function checkMedia(tx: Tx, id: number | null, field: string, problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  if (id === null) return;
  if (!(await readMediaFiles(tx, [id])).has(id)) problems[field] = say(lang, 'Dit bestand staat niet in de mediabibliotheek', 'This file is not in the media library');
}

/** A text the storefront needs in each language, missing in one. */
export function requireText(value: string | null, field: string, problems: FieldProblems, lang: ValidationLanguage): void {
  if (value === null) problems[field] = say(lang, 'Vul deze tekst in (in beide talen)', 'Fill in this text (in both languages)');
}

/** A banner that is on needs its place in the catalogue grid. */
export function checkBannerPlace(on: boolean, options: object | null, problems: FieldProblems, lang: ValidationLanguage): void {
  if (on && options === null) problems.promotion_banner_options = say(lang, 'Kies formaat en plaats van de banner', 'Choose the size and place of the banner');
}

/** A button needs its text and its address: the one missing is the problem. */
export function checkButton(text: string | null, url: string | null, path: string, problems: FieldProblems, lang: ValidationLanguage): void {
  if (text && !url) problems[`${path}.button_url`] = say(lang, 'Een knop heeft een adres nodig', 'A button needs an address');
  if (url && !text) problems[`${path}.button_text`] = say(lang, 'Een knop heeft een tekst nodig', 'A button needs a text');
}

/** 422 `validation_failed` with every problem found, when there is one. */
export function refuseProblems(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) throw new AppError('invalid_data', 'validation_failed', { fields: problems });
}

/** The row an edit starts from: 404 when it is gone, 409 `edit_conflict` when someone saved since it was loaded. */
export function checkLock<T extends { lock_version: number }>(row: T | undefined, lockVersion: number): T {
  if (!row) throw notFound();
  if (row.lock_version !== lockVersion) throw new AppError('conflict', 'edit_conflict');
  return row;
}

/** The language ids of the shop's languages (the back office edits the texts of each), read before a transaction opens. */
export async function editedLanguages(db: Db): Promise<{ idOf: Record<Locale, number>; localeOf: Map<number, Locale> }> {
  const slugs = await languageSlugs(db);
  const localeOf = new Map([...slugs].filter((entry): entry is [number, Locale] => (locales as readonly string[]).includes(entry[1])));
  const idOf = Object.fromEntries([...localeOf].map(([id, locale]) => [locale, id])) as Record<Locale, number>;
  if (locales.some((locale) => idOf[locale] === undefined)) throw new AppError('unavailable', 'maintenance');
  return { idOf, localeOf };
}
