import { z } from 'zod';
import { shopPathSchema } from '../../api/contract/common';
import { engagementRingCategorySlugs } from '../../domain/catalogue/product-categories';

export const diamondFactSchema = z.object({
  /** Short label, e.g. "Cut" / "Slijpvorm". */
  title: z.string().min(1),
  text: z.string().min(1),
});

/**
 * Editorial content about the 4 C's (cut, colour, clarity, carat), shown only on products in a
 * category whose slug is listed (spec: zasnuby and engagement-rings).
 */
export const diamondKnowledgeBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('diamond-knowledge'),
  data: z.object({
    title: z.string().optional(),
    intro: z.string().optional(),
    items: z.array(diamondFactSchema).max(8).default([]),
    category_slugs: z.array(z.string().min(1)).default([...engagementRingCategorySlugs]),
    link: z.object({ text: z.string().min(1), url: shopPathSchema }).optional(),
  }),
});

export type DiamondKnowledgeBlock = z.infer<typeof diamondKnowledgeBlockSchema>;
