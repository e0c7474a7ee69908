import { z } from 'zod';
import { textSchema, wholeNumberParam } from './common';

/*
 * The back office's moderation (area `content`: merchandisers and admins): shoppers' product
 * questions (`/admin/questions*`) and journal comments (`/admin/comments*`).
 *
 * Questions have no status or answer column: the storefront never shows them (they are mailed to
 * the shop, which answers by mail), so the queue is every question, newest first, and moderation
 * is deleting one. Comments are `pending` until approved; the storefront shows approved ones only.
 * Hiding an approved comment puts it back to `pending` (the table has no third state).
 */

/** Items on one page of a moderation queue. */
export const MODERATION_PER_PAGE = 25;

const pageFields = { total: z.number().int(), page: z.number().int(), pages: z.number().int(), per_page: z.number().int() };

/** GET /admin/questions. */
export const adminQuestionQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuerySchema>;

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  /** The product asked about (its title in the back office's language), or null for a general question or a product since removed. */
  product: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  language: z.string(),
  created_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionPageSchema = z.object({ items: z.array(adminQuestionSchema), ...pageFields });
export type AdminQuestionPage = z.infer<typeof adminQuestionPageSchema>;

export const commentStatuses = ['pending', 'approved'] as const;
export const commentStatusSchema = z.enum(commentStatuses);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

/** GET /admin/comments: the queue (`pending`, the default) or the ones shown (`approved`), oldest pending first, newest approved first. */
export const adminCommentQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  status: commentStatusSchema.default('pending'),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminCommentQuery = z.infer<typeof adminCommentQuerySchema>;

export const adminCommentSchema = z.object({
  id: z.number().int(),
  /** The post it is on: its title in the back office's language. */
  post: z.object({ id: z.number().int(), title: z.string() }),
  author_name: z.string(),
  email: z.string(),
  body: z.string(),
  language: z.string(),
  status: commentStatusSchema,
  created_at: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentPageSchema = z.object({ items: z.array(adminCommentSchema), ...pageFields });
export type AdminCommentPage = z.infer<typeof adminCommentPageSchema>;

/** PATCH /admin/comments/{id}: `approved` shows it on the post, `pending` hides it again. */
export const commentStatusRequestSchema = z.object({ status: commentStatusSchema });
export type CommentStatusRequest = z.infer<typeof commentStatusRequestSchema>;
