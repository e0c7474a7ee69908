import { z } from 'zod';

/**
 * One product on sale, highlighted: its image, old and new price with the save badge, and the
 * promo countdown while the sale has an end. `slug` picks it; without one (or when that product
 * is not on sale) the catalogue's first product on sale with a countdown is shown.
 */
export const saleProductBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('sale-product'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    subtitle: z.string().optional(),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product slug').optional(),
    button_text: z.string().trim().min(1).optional(),
  }),
});

export type SaleProductBlock = z.infer<typeof saleProductBlockSchema>;
