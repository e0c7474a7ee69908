import { z } from 'zod';
import { systemEntityTypes } from '../../kit/data/system-entities';

/**
 * A list from `/system-entities/{entity}`: countries, badges or a taxonomy (categories,
 * collections, materials, stones, head-styles, stone-shapes). Taxonomy entries link to the
 * catalogue filtered by them (collections to their own page).
 */
export const entityBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('entity'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    intro: z.string().optional(),
    entity: z.enum(systemEntityTypes),
    /** Only these entries, in this order (default: all, in the API's order). */
    slugs: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a slug')).max(100).default([]),
    /** Link taxonomy entries to the catalogue. */
    links: z.boolean().default(true),
  }),
});

export type EntityBlock = z.infer<typeof entityBlockSchema>;
