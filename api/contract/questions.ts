import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../domain/accounts/account-rules';
import { emailSchema } from './accounts';
import { idSchema, textSchema } from './common';

/** Shoppers' questions to the shop (spec section 7 "questions"), about a product or not. */

export const QUESTION_MAX_LENGTH = 2000;

const personNameSchema = textSchema.trim().min(1).max(NAME_MAX_LENGTH);

/** POST /questions: a question about a product (or the shop), mailed to the shop. Markup is removed. */
export const questionRequestSchema = z.object({
  product_id: idSchema.nullish(),
  name: personNameSchema,
  email: emailSchema,
  question: textSchema.trim().min(5).max(QUESTION_MAX_LENGTH),
});
export type QuestionRequest = z.infer<typeof questionRequestSchema>;

export const questionCreatedSchema = z.object({ id: z.number().int(), product_id: z.number().int().nullable(), created_at: z.string() });
