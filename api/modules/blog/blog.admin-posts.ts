import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { sanitizeHtml } from '../../../domain/html';
import { locales, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { AdminPost, AdminPostInput, AdminPostListQuery, AdminPostPage, AdminPostStatus, AdminPostTexts } from '../../contract/blog-admin';
import type { BlogPostType } from '../../contract/blog';
import type { Db } from '../../db/client';
import { blogAuthors, blogPostCategories, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { checkAuthor, checkCategories, checkMedia, checkPostSlugs, checkRevision, editedLanguages, lockJournalEdits, refuseProblems, revisionOf, type FieldProblems, type LanguageIdOf, type Tx } from './blog.admin-rules';
import { published } from './blog.queries';
import { containing } from '../../lib/like';

type TextRow = typeof blogPostTranslations.$inferSelect;

const noTexts: AdminPostTexts = { slug: '', title: '', excerpt: '', body: '', meta_description: null, tags: [] };

/** Draft without a date, scheduled before it, published once it has passed. */
function statusOf(publishedAt: Date | null, now = Date.now()): AdminPostStatus {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

function textsOf(rows: TextRow[], languageId: number): AdminPostTexts {
  const row = rows.find((text) => text.languageId === languageId);
  return row ? { slug: row.slug, title: row.title, excerpt: row.excerpt, body: row.body, meta_description: row.metaDescription, tags: row.tags } : noTexts;
}

/** A post as the back office edits it, or undefined; `lock` holds its row until the transaction ends. */
async function readPost(db: Db | Tx, id: number, languages: LanguageIdOf, lock = false): Promise<AdminPost | undefined> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [texts, categories] = await Promise.all([
    db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, id)),
    db.select({ id: blogPostCategories.categoryId }).from(blogPostCategories).where(eq(blogPostCategories.postId, id)).orderBy(asc(blogPostCategories.sortOrder), asc(blogPostCategories.categoryId)),
  ]);
  const document: AdminPostInput = {
    type: row.type as BlogPostType,
    author_id: row.authorId,
    cover_media_id: row.coverMediaId,
    published_at: row.publishedAt?.toISOString() ?? null,
    category_ids: categories.map((category) => category.id),
    translations: { nl: textsOf(texts, languages.nl), en: textsOf(texts, languages.en) },
  };
  return { ...document, id, revision: revisionOf(document), status: statusOf(row.publishedAt), created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

export async function readAdminPost(db: Db, id: number): Promise<AdminPost> {
  const post = await readPost(db, id, await editedLanguages(db));
  if (!post) throw notFound('blog_post_not_found');
  return post;
}

const statusConditions: Record<AdminPostStatus, SQL> = {
  draft: isNull(blogPosts.publishedAt),
  scheduled: gt(blogPosts.publishedAt, sql`now()`),
  published: published!,
};

/** Part of a title in any language (LIKE's own characters taken literally). */
function titleContains(needle: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${blogPostTranslations} WHERE ${blogPostTranslations.postId} = ${blogPosts.id} AND ${blogPostTranslations.title} ILIKE ${containing(needle)})`;
}

/** One page of posts for the back office: drafts first, then the newest date; searched and filtered. */
export async function listAdminPosts(db: Db, query: AdminPostListQuery): Promise<AdminPostPage> {
  const languages = await editedLanguages(db);
  const conditions = [query.q ? titleContains(query.q) : undefined, query.status ? statusConditions[query.status] : undefined, query.type ? eq(blogPosts.type, query.type) : undefined];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: blogPosts, author: blogAuthors.name })
      .from(blogPosts)
      .leftJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} DESC NULLS FIRST`, sql`${blogPosts.id} DESC`)
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const ids = rows.map((row) => row.post.id);
  const texts = ids.length ? await db.select().from(blogPostTranslations).where(inArray(blogPostTranslations.postId, ids)) : [];
  const now = Date.now();
  const items = rows.map(({ post, author }) => {
    const own = texts.filter((text) => text.postId === post.id);
    const of = (locale: Locale) => textsOf(own, languages[locale]);
    return {
      id: post.id,
      type: post.type as BlogPostType,
      status: statusOf(post.publishedAt, now),
      published_at: post.publishedAt?.toISOString() ?? null,
      updated_at: post.updatedAt.toISOString(),
      titles: { nl: of('nl').title, en: of('en').title },
      slugs: { nl: of('nl').slug, en: of('en').slug },
      author,
    };
  });
  const n = Number(total?.n ?? 0);
  return { items, total: n, page: query.page, pages: Math.max(1, Math.ceil(n / query.count)) };
}

/** The input as stored (bodies cleaned), or 422 naming every field that is wrong. */
async function checkedPost(tx: Tx, postId: number | null, input: AdminPostInput, languages: LanguageIdOf, lang: ValidationLanguage): Promise<AdminPostInput> {
  const problems: FieldProblems = {};
  await checkAuthor(tx, input.author_id, problems, lang);
  await checkMedia(tx, input.cover_media_id, 'cover_media_id', problems, lang);
  await checkCategories(tx, input.category_ids, problems, lang);
  await checkPostSlugs(tx, postId, { nl: input.translations.nl.slug, en: input.translations.en.slug }, languages, problems, lang);
  refuseProblems(problems);
  const clean = (texts: AdminPostTexts): AdminPostTexts => ({ ...texts, body: sanitizeHtml(texts.body) });
  return { ...input, translations: { nl: clean(input.translations.nl), en: clean(input.translations.en) } };
}

/** Writes the post's row, both languages' texts and its categories (in the order given). */
async function writePost(tx: Tx, id: number | null, input: AdminPostInput, languages: LanguageIdOf): Promise<number> {
  const fields = { type: input.type, authorId: input.author_id, coverMediaId: input.cover_media_id, publishedAt: input.published_at === null ? null : new Date(input.published_at), updatedAt: new Date() };
  const [row] = id === null ? await tx.insert(blogPosts).values(fields).returning({ id: blogPosts.id }) : await tx.update(blogPosts).set(fields).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  const postId = row!.id;
  for (const locale of locales) {
    const text = input.translations[locale];
    const values = { slug: text.slug, title: text.title, excerpt: text.excerpt, body: text.body, metaDescription: text.meta_description, tags: text.tags };
    await tx
      .insert(blogPostTranslations)
      .values({ postId, languageId: languages[locale], ...values })
      .onConflictDoUpdate({ target: [blogPostTranslations.postId, blogPostTranslations.languageId], set: values });
  }
  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  if (input.category_ids.length) await tx.insert(blogPostCategories).values(input.category_ids.map((categoryId, sortOrder) => ({ postId, categoryId, sortOrder })));
  return postId;
}

/** Makes a post; the storefront shows it once `published_at` has passed (the tables' cache version announces it). */
export async function createAdminPost(db: Db, input: AdminPostInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminPost> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    await lockJournalEdits(tx);
    const id = await writePost(tx, null, await checkedPost(tx, null, input, languages, lang), languages);
    const after = (await readPost(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'blog_post.create', entity: 'blog_post', entityId: id, after });
    return after;
  });
}

/** Saves a post when `revision` is its current one (else 409 `edit_conflict`, nothing written). */
export async function updateAdminPost(db: Db, id: number, revision: string, input: AdminPostInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminPost> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    await lockJournalEdits(tx);
    const before = checkRevision(await readPost(tx, id, languages, true), revision);
    await writePost(tx, id, await checkedPost(tx, id, input, languages, lang), languages);
    const after = (await readPost(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'blog_post.update', entity: 'blog_post', entityId: id, before, after });
    return after;
  });
}

/** Removes a post with its texts, category links and comments. */
export async function deleteAdminPost(db: Db, id: number, actor: AuditActor): Promise<void> {
  const languages = await editedLanguages(db);
  await db.transaction(async (tx) => {
    const before = await readPost(tx, id, languages, true);
    if (!before) throw notFound('blog_post_not_found');
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordAudit(tx, actor, { action: 'blog_post.delete', entity: 'blog_post', entityId: id, before });
  });
}
