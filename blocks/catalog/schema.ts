import { z } from 'zod';
import { promotionBannerSchema } from '../../kit/catalogue/promotion-banner';

/**
 * The catalogue listing: products of the URL's filters (or of a fixed collection), with the
 * filter panel, sorting, promotion banners, infinite scroll and numbered pages.
 */
export const catalogBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('catalog'),
  data: z.object({
    title: z.string().optional(),
    intro: z.string().optional(),
    /** A fixed collection; the route's slug (/catalog/{slug}, /collection/{slug}) wins over it. */
    collection_slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/).optional(),
    show_filters: z.boolean().default(true),
    promotion_banners: z.array(promotionBannerSchema).max(20).default([]),
  }),
});

export type CatalogBlock = z.infer<typeof catalogBlockSchema>;
