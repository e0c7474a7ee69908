import { z } from 'zod';

/** "The perfect complement": products picked by slug, shown as small cards. */
export const perfectComplementBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('perfect-complement'),
  data: z.object({
    title: z.string().optional(),
    subtitle: z.string().optional(),
    slugs: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product slug'))
      .max(8)
      .default([]),
  }),
});

export type PerfectComplementBlock = z.infer<typeof perfectComplementBlockSchema>;
