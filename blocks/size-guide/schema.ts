import { z } from 'zod';
import { shopPathSchema } from '../../api/contract/common';
import { sizeSlugs } from '../../domain/sizing/size-charts';
import { caratSelectorSchema } from '../../kit/carat/carat-schema';

/** A text the merchandiser wrote for one language; empty means "not filled in", so it is refused. */
const text = z.string().trim().min(1).max(500);

/**
 * The size guide: for each chosen size slug (spec: ring-size, necklace-size, bracelet-size) a
 * chart and how to measure, in the order given; with `carat`, the size-to-weight shape selector
 * after them. Texts fall back to the shop's own copy. Nothing to show (no sizes, no carat): nothing.
 */
export const sizeGuideBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('size-guide'),
  data: z.object({
    title: text.optional(),
    intro: text.optional(),
    sizes: z
      .array(z.enum(sizeSlugs))
      .max(sizeSlugs.length)
      .default([])
      .refine((sizes) => new Set(sizes).size === sizes.length, 'lists a size more than once'),
    /** Present (even `{}`): the carat section, with the shape selector's own settings. */
    carat: caratSelectorSchema.optional(),
    /** A way to personal advice below the guide, e.g. customer service. */
    link: z.object({ text, url: shopPathSchema }).optional(),
  }),
});

export type SizeGuideBlock = z.infer<typeof sizeGuideBlockSchema>;
