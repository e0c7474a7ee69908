import { asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { MODERATION_PER_PAGE, type AdminQuestionPage, type AdminQuestionQuery } from '../../contract/moderation-admin';
import type { Db } from '../../db/client';
import { productQuestions } from '../../db/schema/questions';
import { AppError } from '../../lib/errors';
import { productTitles } from '../catalog';
import { languageIds } from '../settings';
import { recordAudit, type AuditActor } from '../staff';

/*
 * The back office's side of shoppers' questions: the moderation queue and deleting one; and an
 * address's questions for the customers' data export and erasure (api/modules/accounts).
 *
 * The table has no status and no answer: the storefront shows no questions (each is mailed to the
 * shop, which answers by mail), so the queue is every question, newest first. Approving, hiding and
 * answering in the shop need `status` and `answer` columns (a migration; not made here).
 */

type QuestionRow = typeof productQuestions.$inferSelect;

const questionNotFound = () => new AppError('not_found', 'question_not_found');

/** GET /admin/questions: a page of questions, newest first, with the product's title in the back office's language. */
export async function listAdminQuestions(db: Db, query: AdminQuestionQuery, locale: Locale): Promise<AdminQuestionPage> {
  const rows = await db
    .select()
    .from(productQuestions)
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
    .limit(MODERATION_PER_PAGE)
    .offset((query.page - 1) * MODERATION_PER_PAGE);
  const [total] = await db.select({ n: count() }).from(productQuestions);
  const productIds = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
  const titles = productIds.length ? await productTitles(db, productIds, await languageIds(db, locale)) : new Map<number, string>();
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      product: row.productId === null ? null : { id: row.productId, title: titles.get(row.productId) ?? `#${row.productId}` },
      name: row.name,
      email: row.email,
      question: row.question,
      language: row.language,
      created_at: row.createdAt.toISOString(),
    })),
    total: n,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / MODERATION_PER_PAGE)),
    per_page: MODERATION_PER_PAGE,
  };
}

/** DELETE /admin/questions/{id}: gone, audited (the entry keeps the product, not the shopper's name, address or words). */
export async function deleteAdminQuestion(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(productQuestions).where(eq(productQuestions.id, id)).returning();
    if (!deleted) throw questionNotFound();
    await recordAudit(tx, actor, { action: 'question.deleted', entity: 'question', entityId: id, before: { product_id: deleted.productId, created_at: deleted.createdAt.toISOString() } });
  });
}

const toExport = (row: QuestionRow) => ({ id: row.id, product_id: row.productId, name: row.name, email: row.email, question: row.question, language: row.language, created_at: row.createdAt.toISOString() });

/** The address's questions, oldest first (the data export). */
export async function questionsOf(db: Db, email: string) {
  return (await db.select().from(productQuestions).where(eq(productQuestions.email, email)).orderBy(asc(productQuestions.id))).map(toExport);
}

/**
 * An erasure's part, in the caller's transaction: the address's questions are deleted. They were
 * messages to the shop (already mailed to it) and are shown nowhere, so nothing is lost by it.
 */
export async function eraseQuestionsOf(tx: Db, email: string): Promise<number> {
  return (await tx.delete(productQuestions).where(eq(productQuestions.email, email)).returning({ id: productQuestions.id })).length;
}
