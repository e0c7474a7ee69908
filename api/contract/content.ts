import { z } from 'zod';

/**
 * A CMS block as the API sends it. `data` is checked by the block's own schema in the
 * storefront (registry.ts), so the contract keeps it open.
 */
export const blockSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  layout: z.enum(['default', 'checkout', 'empty']),
  title: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  blocks: z.array(blockSchema),
});
export type Page = z.infer<typeof pageSchema>;

/** `/pages/{id}` and `/blocks/{id}` take a numeric id or a slug/key. */
export const idOrSlugParamSchema = z.object({
  id: z.string().min(1).max(200).regex(/^[a-z0-9][a-z0-9-_]*$/i, 'must be an id or a slug'),
});
