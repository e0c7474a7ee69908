import { z } from 'zod';

const text = z.string().trim().min(1).max(500);

/**
 * The comparison page: the shopper's compared pieces side by side in a table (a column per piece).
 * The items come from the shop runtime in the browser, so the block holds only texts per language
 * (title, intro, empty text; each falls back to the shop's own copy) and no settings.
 */
export const comparisonBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('comparison'),
  data: z.object({
    title: text.optional(),
    intro: text.optional(),
    /** Shown instead of the table when the list is empty, above a link to the catalogue. */
    empty_text: text.optional(),
  }),
});

export type ComparisonBlock = z.infer<typeof comparisonBlockSchema>;
