import { z } from 'zod';
import { imageSchema, shopPathSchema } from '../../api/contract/common';

export const categoryTileSchema = z.object({
  title: z.string().min(1),
  url: shopPathSchema,
  image: imageSchema,
});

/** A grid of category tiles ("Shop by category"), each an image with a title linking to a listing. */
export const categoriesBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('categories'),
  data: z.object({
    title: z.string().optional(),
    subtitle: z.string().optional(),
    items: z.array(categoryTileSchema).default([]),
  }),
});

export type CategoriesBlock = z.infer<typeof categoriesBlockSchema>;
export type CategoryTile = z.infer<typeof categoryTileSchema>;
