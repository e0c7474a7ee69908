import { asc, count, eq, inArray } from 'drizzle-orm';
import { locales } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { AdminAuthor, AdminCategory, AdminCategoryInput, AdminCategoryTexts } from '../../contract/blog-admin';
import type { Db } from '../../db/client';
import { blogAuthors, blogCategories, blogCategoryTranslations, blogPostCategories } from '../../db/schema/blog';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { checkCategorySlugs, checkRevision, editedLanguages, lockJournalEdits, refuseProblems, revisionOf, type FieldProblems, type LanguageIdOf, type Tx } from './blog.admin-rules';

type CategoryRow = typeof blogCategories.$inferSelect;
type TextRow = typeof blogCategoryTranslations.$inferSelect;

const noTexts: AdminCategoryTexts = { slug: '', title: '', description: null, meta_description: null };

function textsOf(rows: TextRow[], categoryId: number, languageId: number): AdminCategoryTexts {
  const row = rows.find((text) => text.categoryId === categoryId && text.languageId === languageId);
  return row ? { slug: row.slug, title: row.title, description: row.description, meta_description: row.metaDescription } : noTexts;
}

/** Categories as the back office edits them, with how many posts (drafts too) each holds. */
async function withTexts(db: Db | Tx, rows: CategoryRow[], languages: LanguageIdOf): Promise<AdminCategory[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, counts] = await Promise.all([
    db.select().from(blogCategoryTranslations).where(inArray(blogCategoryTranslations.categoryId, ids)),
    db.select({ id: blogPostCategories.categoryId, n: count() }).from(blogPostCategories).where(inArray(blogPostCategories.categoryId, ids)).groupBy(blogPostCategories.categoryId),
  ]);
  return rows.map((row) => {
    const document: AdminCategoryInput = { sort_order: row.sortOrder, translations: { nl: textsOf(texts, row.id, languages.nl), en: textsOf(texts, row.id, languages.en) } };
    return { ...document, id: row.id, revision: revisionOf(document), posts_count: Number(counts.find((entry) => entry.id === row.id)?.n ?? 0) };
  });
}

async function readCategory(db: Db | Tx, id: number, languages: LanguageIdOf, lock = false): Promise<AdminCategory | undefined> {
  const query = db.select().from(blogCategories).where(eq(blogCategories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withTexts(db, [row], languages))[0] : undefined;
}

/** Every category in the storefront's order. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const languages = await editedLanguages(db);
  return withTexts(db, await db.select().from(blogCategories).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id)), languages);
}

/** The authors a post may name. */
export async function listAdminAuthors(db: Db): Promise<AdminAuthor[]> {
  return db.select({ id: blogAuthors.id, name: blogAuthors.name }).from(blogAuthors).orderBy(asc(blogAuthors.name), asc(blogAuthors.id));
}

/** Writes the row and both languages' texts. */
async function writeCategory(tx: Tx, id: number | null, input: AdminCategoryInput, languages: LanguageIdOf): Promise<number> {
  const [row] =
    id === null
      ? await tx.insert(blogCategories).values({ sortOrder: input.sort_order }).returning({ id: blogCategories.id })
      : await tx.update(blogCategories).set({ sortOrder: input.sort_order }).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  for (const locale of locales) {
    const text = input.translations[locale];
    const values = { slug: text.slug, title: text.title, description: text.description, metaDescription: text.meta_description };
    await tx
      .insert(blogCategoryTranslations)
      .values({ categoryId: row!.id, languageId: languages[locale], ...values })
      .onConflictDoUpdate({ target: [blogCategoryTranslations.categoryId, blogCategoryTranslations.languageId], set: values });
  }
  return row!.id;
}

async function checkedCategory(tx: Tx, id: number | null, input: AdminCategoryInput, languages: LanguageIdOf, lang: ValidationLanguage): Promise<AdminCategoryInput> {
  const problems: FieldProblems = {};
  await checkCategorySlugs(tx, id, { nl: input.translations.nl.slug, en: input.translations.en.slug }, languages, problems, lang);
  refuseProblems(problems);
  return input;
}

export async function createAdminCategory(db: Db, input: AdminCategoryInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminCategory> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    await lockJournalEdits(tx);
    const id = await writeCategory(tx, null, await checkedCategory(tx, null, input, languages, lang), languages);
    const after = (await readCategory(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'blog_category.create', entity: 'blog_category', entityId: id, after });
    return after;
  });
}

/** Saves a category when `revision` is its current one (else 409 `edit_conflict`, nothing written). */
export async function updateAdminCategory(db: Db, id: number, revision: string, input: AdminCategoryInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminCategory> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    await lockJournalEdits(tx);
    const before = checkRevision(await readCategory(tx, id, languages, true), revision);
    await writeCategory(tx, id, await checkedCategory(tx, id, input, languages, lang), languages);
    const after = (await readCategory(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'blog_category.update', entity: 'blog_category', entityId: id, before, after });
    return after;
  });
}

/** Removes a category; its posts stay, without it. */
export async function deleteAdminCategory(db: Db, id: number, actor: AuditActor): Promise<void> {
  const languages = await editedLanguages(db);
  await db.transaction(async (tx) => {
    const before = await readCategory(tx, id, languages, true);
    if (!before) throw notFound('blog_category_not_found');
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    await recordAudit(tx, actor, { action: 'blog_category.delete', entity: 'blog_category', entityId: id, before });
  });
}
