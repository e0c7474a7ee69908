import { z } from 'zod';
import { imageSchema } from './common';

const taxonSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  title: z.string(),
  sort_order: z.number().int(),
});

export const categorySchema = taxonSchema.extend({
  description: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  image: imageSchema.nullable(),
  /** Ids of collections that have products in this category. */
  collections: z.array(z.number().int()),
});

export const collectionSchema = taxonSchema.extend({
  description: z.string().nullable(),
  image: imageSchema.nullable(),
  /** Ids of categories that have products in this collection. */
  categories: z.array(z.number().int()),
});
export type Collection = z.infer<typeof collectionSchema>;

export const materialSchema = taxonSchema.extend({
  material_category_id: z.number().int().nullable(),
  color: z.string(),
  medias: z.array(imageSchema),
  collections: z.array(z.number().int()),
  categories: z.array(z.number().int()),
});

export const facetValueSchema = taxonSchema;

export const staticFilterSchema = z.object({ label: z.string(), url: z.string() });

/** `/filters`: every list ordered by sort_order (spec section 5). */
export const filtersSchema = z.object({
  categories: z.array(categorySchema),
  collections: z.array(collectionSchema),
  materials: z.array(materialSchema),
  material_categories: z.array(
    z.object({ id: z.number().int(), slug: z.string(), title: z.string(), sort_order: z.number().int() }),
  ),
  stones: z.array(facetValueSchema),
  head_styles: z.array(facetValueSchema),
  stone_shapes: z.array(facetValueSchema),
  static_filters_title: z.string(),
  static_filters: z.array(staticFilterSchema),
});
export type Filters = z.infer<typeof filtersSchema>;
