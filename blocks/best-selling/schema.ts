import { z } from 'zod';
import { productRowFields, productRowFilterFields } from '../../kit/product/row-schema';

/**
 * Best sellers from the catalogue, optionally within categories, collections or materials
 * (slugs). The API has no sales sort: see best-selling.tsx for how they are found.
 */
export const bestSellingBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('best-selling'),
  data: z.object({ ...productRowFields, ...productRowFilterFields }),
});

export type BestSellingBlock = z.infer<typeof bestSellingBlockSchema>;
