import { z } from 'zod';
import { productRowFields, productRowFilterFields } from '../../kit/product/row-schema';

/** Products on sale from the catalogue, optionally within categories, collections or materials (slugs). */
export const salesBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('sales'),
  data: z.object({
    ...productRowFields,
    ...productRowFilterFields,
    /** The catalogue's `sortBy` (`column|direction`, e.g. `cost|asc`); the recommended order without it. */
    sort: z.string().max(40).optional(),
  }),
});

export type SalesBlock = z.infer<typeof salesBlockSchema>;
