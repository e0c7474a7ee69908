import { z } from 'zod';
import { shopPathSchema } from '../../api/contract/common';

const slugList = z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/)).max(20).default([]);

/** A fixed selection of products (e.g. "Nieuw in Aurora"): no filters, at most 12 cards. */
export const sharedCatalogBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('shared-catalog'),
  data: z.object({
    title: z.string().optional(),
    subtitle: z.string().optional(),
    /** Filters as the catalogue's URL names them: slugs. */
    categories: slugList,
    collections: slugList,
    materials: slugList,
    count: z.number().int().min(1).max(12).default(8),
    /** The catalogue's `sortBy` (`column|direction`); the default order without it. */
    sort: z.string().max(40).optional(),
    layout: z.enum(['grid', 'scroller']).default('grid'),
    /** "View all", e.g. to the catalogue with the same filters. */
    link: z.object({ text: z.string().min(1), url: shopPathSchema }).optional(),
  }),
});

export type SharedCatalogBlock = z.infer<typeof sharedCatalogBlockSchema>;
