import { z } from 'zod';

/** "You may also like": the product page's related products (context.product.related) in a carousel. */
export const relatedProductsBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('related-products'),
  data: z.object({
    title: z.string().optional(),
    /** How many related products to show at most. */
    count: z.number().int().min(1).max(24).default(8),
  }),
});

export type RelatedProductsBlock = z.infer<typeof relatedProductsBlockSchema>;
