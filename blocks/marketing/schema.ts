import { z } from 'zod';

/** The spec's "marketing (collections)" block: collection tiles linking to each collection. */
export const marketingBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('marketing'),
  data: z.object({
    title: z.string().optional(),
    intro: z.string().optional(),
    /** Which collections, in this order; all of them (by sort_order) when empty. */
    collection_slugs: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/)).max(50).default([]),
  }),
});

export type MarketingBlock = z.infer<typeof marketingBlockSchema>;
