import { z } from 'zod';

/** A text the merchandiser wrote for one language; empty means "not filled in", so it is refused. */
const text = z.string().trim().min(1).max(500);

/**
 * The wishlist page: the shopper's saved pieces as cards with stock status, add to cart and
 * remove. The items come from the shop runtime in the browser, so the block holds only texts
 * (per language: title, intro, empty text; each falls back to the shop's own copy) and one setting.
 */
export const wishlistBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('wishlist'),
  data: z.object({
    title: text.optional(),
    intro: text.optional(),
    /** Shown instead of the cards when the list is empty, above a link to the catalogue. */
    empty_text: text.optional(),
    /** Cards per row from lg up (phones show 2, tablets 3). */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  }),
});

export type WishlistBlock = z.infer<typeof wishlistBlockSchema>;
