import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { MODERATION_PER_PAGE, type AdminComment, type AdminCommentPage, type AdminCommentQuery, type CommentStatus } from '../../contract/moderation-admin';
import type { Db } from '../../db/client';
import { blogComments, blogPostTranslations } from '../../db/schema/blog';
import { AppError } from '../../lib/errors';
import { languageIds, pickTranslations } from '../settings';
import { recordAudit, type AuditActor } from '../staff';

/*
 * The back office's moderation of journal comments, and an address's comments for the customers'
 * data export and erasure (api/modules/accounts). A comment is stored `pending`; the storefront
 * shows `approved` ones only (post.service.ts). The table knows no third state, so hiding an
 * approved comment makes it `pending` again: back in the queue, off the post. A `hidden` state
 * would need the check constraint widened (a migration; not made here). Every change bumps the
 * posts' cache version (trigger `blog_comments_cv_posts`), so the post page follows.
 */

type CommentRow = typeof blogComments.$inferSelect;

const commentNotFound = () => new AppError('not_found', 'comment_not_found');

/** The rows as the back office shows them, each with its post's title in the back office's language. */
async function present(db: Db, rows: CommentRow[], locale: Locale): Promise<AdminComment[]> {
  const postIds = [...new Set(rows.map((row) => row.postId))];
  const texts = postIds.length ? await db.select({ postId: blogPostTranslations.postId, languageId: blogPostTranslations.languageId, title: blogPostTranslations.title }).from(blogPostTranslations).where(inArray(blogPostTranslations.postId, postIds)) : [];
  const titles = pickTranslations(texts, (text) => text.postId, await languageIds(db, locale));
  return rows.map((row) => ({
    id: row.id,
    post: { id: row.postId, title: titles.get(row.postId)?.title ?? `#${row.postId}` },
    author_name: row.authorName,
    email: row.email,
    body: row.body,
    language: row.language,
    status: row.status as CommentStatus,
    created_at: row.createdAt.toISOString(),
  }));
}

/** GET /admin/comments: the pending queue, oldest first (first come, first served), or the approved ones, newest first. */
export async function listAdminComments(db: Db, query: AdminCommentQuery, locale: Locale): Promise<AdminCommentPage> {
  const where = eq(blogComments.status, query.status);
  const order = query.status === 'pending' ? [asc(blogComments.createdAt), asc(blogComments.id)] : [desc(blogComments.createdAt), desc(blogComments.id)];
  const rows = await db
    .select()
    .from(blogComments)
    .where(where)
    .orderBy(...order)
    .limit(MODERATION_PER_PAGE)
    .offset((query.page - 1) * MODERATION_PER_PAGE);
  const [total] = await db.select({ n: count() }).from(blogComments).where(where);
  const n = Number(total?.n ?? 0);
  return { items: await present(db, rows, locale), total: n, page: query.page, pages: Math.max(1, Math.ceil(n / MODERATION_PER_PAGE)), per_page: MODERATION_PER_PAGE };
}

/**
 * PATCH /admin/comments/{id}: `approved` shows the comment on its post, `pending` hides it again.
 * The same status again changes nothing and logs nothing; a change is audited in its transaction.
 */
export async function setCommentStatus(db: Db, id: number, status: CommentStatus, actor: AuditActor, locale: Locale): Promise<AdminComment> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
    if (!current) throw commentNotFound();
    if (current.status === status) return current;
    const [changed] = await tx.update(blogComments).set({ status }).where(eq(blogComments.id, id)).returning();
    await recordAudit(tx, actor, { action: status === 'approved' ? 'comment.approved' : 'comment.hidden', entity: 'comment', entityId: id, before: { status: current.status }, after: { status } });
    return changed!;
  });
  return (await present(db, [row], locale))[0]!;
}

/** DELETE /admin/comments/{id}: gone from the queue and the post; audited without the author's details or words. */
export async function deleteAdminComment(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogComments).where(eq(blogComments.id, id)).returning();
    if (!deleted) throw commentNotFound();
    await recordAudit(tx, actor, { action: 'comment.deleted', entity: 'comment', entityId: id, before: { post_id: deleted.postId, status: deleted.status } });
  });
}

/** The address's comments, oldest first (the data export). */
export async function commentsOf(db: Db, email: string) {
  const rows = await db.select().from(blogComments).where(eq(blogComments.email, email)).orderBy(asc(blogComments.id));
  return rows.map((row) => ({ id: row.id, post_id: row.postId, author_name: row.authorName, email: row.email, body: row.body, language: row.language, status: row.status, created_at: row.createdAt.toISOString() }));
}

/**
 * An erasure's part, in the caller's transaction: the address's comments are deleted, approved ones
 * too (the words are the person's; an anonymised comment would still be theirs to read back).
 */
export async function eraseCommentsOf(tx: Db, email: string): Promise<number> {
  return (await tx.delete(blogComments).where(eq(blogComments.email, email)).returning({ id: blogComments.id })).length;
}
