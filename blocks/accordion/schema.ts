import { z } from 'zod';

export const accordionItemSchema = z.object({
  title: z.string().trim().min(1),
  /** Rich text (HTML); sanitised when rendered. */
  html: z.string().default(''),
});

/** Questions and answers (FAQ) as an accordion: titles as buttons, answers as sanitised rich text. */
export const accordionBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('accordion'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    intro: z.string().optional(),
    items: z.array(accordionItemSchema).max(50).default([]),
    /** Several answers open at once (default: opening one closes the other). */
    multiple: z.boolean().default(false),
    /** The first answer is open when the page loads. */
    open_first: z.boolean().default(false),
  }),
});

export type AccordionBlock = z.infer<typeof accordionBlockSchema>;
