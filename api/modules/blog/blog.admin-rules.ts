import { createHash } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { locales, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { blogAuthors, blogCategories, blogCategoryTranslations, blogPostTranslations } from '../../db/schema/blog';
import { AppError, notFound } from '../../lib/errors';
import { readMediaFiles } from '../media';
import { languageSlugs } from '../settings';

/*
 * What the back office's post and category edits share (blog.admin-*.ts): the languages edited,
 * the revision an edit names, the checks of references and slugs. Problems are collected per
 * field, so one answer names every field that is wrong.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Field path -> message, in the request's language. */
export type FieldProblems = Record<string, string>;
/** The language row id of each language the back office edits. */
export type LanguageIdOf = Record<Locale, number>;

const say = (lang: ValidationLanguage, nl: string, en: string) => (lang === 'nl' ? nl : en);

/** Each edited language's id, read before a transaction opens (a shop without one of them cannot be edited). */
export async function editedLanguages(db: Db): Promise<LanguageIdOf> {
  const slugs = await languageSlugs(db);
  const idOf = Object.fromEntries([...slugs].filter(([, slug]) => (locales as readonly string[]).includes(slug)).map(([id, slug]) => [slug, id]));
  if (locales.some((locale) => idOf[locale] === undefined)) throw new AppError('unavailable', 'maintenance');
  return idOf as LanguageIdOf;
}

/** A document's revision: what an edit names to prove it started from the record as it is now. */
export const revisionOf = (document: unknown) => createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 32);

/** The record an edit starts from: 404 when it is gone, 409 `edit_conflict` when it changed since it was loaded. */
export function checkRevision<T extends { revision: string }>(record: T | undefined, revision: string): T {
  if (!record) throw notFound();
  if (record.revision !== revision) throw new AppError('conflict', 'edit_conflict');
  return record;
}

/**
 * Journal edits one at a time (a transaction-scoped advisory lock): two saves claiming one slug
 * cannot both pass the slug check, so a taken slug is always the 422 below, never an index error.
 */
export async function lockJournalEdits(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('journal_edits'))`);
}

/** An author id names an author. */
export async function checkAuthor(tx: Tx, id: number | null, problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  if (id === null) return;
  const [row] = await tx.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.id, id));
  if (!row) problems.author_id = say(lang, 'Deze auteur bestaat niet', 'This author does not exist');
}

/** A media id names a file of the library. */
export async function checkMedia(tx: Tx, id: number | null, field: string, problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  if (id === null) return;
  if (!(await readMediaFiles(tx, [id])).has(id)) problems[field] = say(lang, 'Dit bestand staat niet in de mediabibliotheek', 'This file is not in the media library');
}

/** Every category id names a category. */
export async function checkCategories(tx: Tx, ids: number[], problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await tx.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, ids))).map((row) => row.id));
  ids.forEach((id, index) => {
    if (!found.has(id)) problems[`category_ids.${index}`] = say(lang, 'Deze categorie bestaat niet', 'This category does not exist');
  });
}

const slugTaken = (lang: ValidationLanguage) => say(lang, 'Dit adres is in deze taal al in gebruik', 'This address is already used in this language');

/** Each language's post slug free in that language (another post's is a problem on `translations.{lang}.slug`). */
export async function checkPostSlugs(tx: Tx, postId: number | null, slugs: Record<Locale, string>, languages: LanguageIdOf, problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  for (const locale of locales) {
    const [taken] = await tx
      .select({ id: blogPostTranslations.postId })
      .from(blogPostTranslations)
      .where(and(eq(blogPostTranslations.languageId, languages[locale]), eq(blogPostTranslations.slug, slugs[locale]), postId === null ? undefined : ne(blogPostTranslations.postId, postId)))
      .limit(1);
    if (taken) problems[`translations.${locale}.slug`] = slugTaken(lang);
  }
}

/** The same for a category's slugs. */
export async function checkCategorySlugs(tx: Tx, categoryId: number | null, slugs: Record<Locale, string>, languages: LanguageIdOf, problems: FieldProblems, lang: ValidationLanguage): Promise<void> {
  for (const locale of locales) {
    const [taken] = await tx
      .select({ id: blogCategoryTranslations.categoryId })
      .from(blogCategoryTranslations)
      .where(
        and(
          eq(blogCategoryTranslations.languageId, languages[locale]),
          eq(blogCategoryTranslations.slug, slugs[locale]),
          categoryId === null ? undefined : ne(blogCategoryTranslations.categoryId, categoryId),
        ),
      )
      .limit(1);
    if (taken) problems[`translations.${locale}.slug`] = slugTaken(lang);
  }
}

/** 422 `validation_failed` with every problem found, when there is one. */
export function refuseProblems(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) throw new AppError('invalid_data', 'validation_failed', { fields: problems });
}
