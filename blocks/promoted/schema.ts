import { z } from 'zod';
import { productRowFields } from '../../kit/product/row-schema';

/** One hand-picked product: by its slug, or by a configuration's SKU (the card then shows that configuration). */
export const promotedPickSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product slug').optional(),
    sku: z.string().regex(/^[\w.-]{1,64}$/, 'must be a SKU').optional(),
  })
  .refine((pick) => (pick.slug === undefined) !== (pick.sku === undefined), { message: 'give either slug or sku' });

/** Hand-picked products, in the merchandiser's order (unknown ones are left out). */
export const promotedBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('promoted'),
  data: z.object({
    ...productRowFields,
    products: z.array(promotedPickSchema).max(12).default([]),
  }),
});

export type PromotedBlock = z.infer<typeof promotedBlockSchema>;
export type PromotedPick = z.infer<typeof promotedPickSchema>;
