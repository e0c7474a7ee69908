import { z } from 'zod';
import { engagementRingCategorySlugs } from '../../domain/catalogue/product-categories';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a slug');

/**
 * "Design your own ring": setting, stone shape and metal as three radio groups that open the
 * catalogue filtered on the choice. Shown only on products of the listed categories.
 */
export const productConfiguratorBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('product-configurator'),
  data: z.object({
    title: z.string().optional(),
    intro: z.string().optional(),
    category_slugs: z.array(slug).default([...engagementRingCategorySlugs]),
    /** The category the catalogue is filtered on; by default the product's first listed category. */
    catalog_category: slug.optional(),
  }),
});

export type ProductConfiguratorBlock = z.infer<typeof productConfiguratorBlockSchema>;
