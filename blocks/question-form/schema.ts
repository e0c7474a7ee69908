import { z } from 'zod';

/** A text the merchandiser wrote for one language; empty means "not filled in", so the shop's copy shows. */
const text = z.string().trim().min(1).max(500);

/**
 * The spec's "question form": name, e-mail and a question, sent to the shop (POST /questions). On
 * a product page the question is about that product. Texts fall back to the shop's copy.
 */
export const questionFormBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('question-form'),
  data: z.object({
    title: text.optional(),
    intro: text.optional(),
  }),
});

export type QuestionFormBlock = z.infer<typeof questionFormBlockSchema>;
