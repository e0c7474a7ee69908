import '../data/zod-no-eval';
import { z } from 'zod';
import { shopPathSchema } from '../../api/contract/common';

/** Catalogue filters as the catalogue's URL names them: slugs. */
export const slugListSchema = z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a slug')).max(20).default([]);

/** What every product row block has: texts, how many cards, the layout and a "view all" link. */
export const productRowFields = {
  title: z.string().trim().min(1).optional(),
  subtitle: z.string().optional(),
  count: z.number().int().min(1).max(12).default(8),
  layout: z.enum(['grid', 'scroller']).default('grid'),
  link: z.object({ text: z.string().min(1), url: shopPathSchema }).optional(),
};

/** Filters narrowing a catalogue-based row (empty: the whole catalogue). */
export const productRowFilterFields = {
  categories: slugListSchema,
  collections: slugListSchema,
  materials: slugListSchema,
};
