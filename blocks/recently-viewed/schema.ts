import { z } from 'zod';

/** The products this browser viewed last (newest first, the page's own product left out). */
export const recentlyViewedBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('recently-viewed'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    count: z.number().int().min(1).max(12).default(4),
  }),
});

export type RecentlyViewedBlock = z.infer<typeof recentlyViewedBlockSchema>;
