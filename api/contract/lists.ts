import { z } from 'zod';
import { centsSchema, imageSchema, textSchema } from './common';
import { materialRefSchema } from './refs';

/** Most entries one wishlist or comparison list holds (422 on `baggage` beyond). */
export const BAGGAGE_MAX_ENTRIES = 100;

/** The two kinds of saved list; one implementation serves `/wishlists` and `/comparisons`. */
export const listKinds = ['wishlist', 'comparison'] as const;
export type ListKind = (typeof listKinds)[number];

/** A list's id as the storefront stores it (`wishlist_unique_id`, `comparlist_unique_id`). */
export const listUniqueIdSchema = textSchema.trim().min(1).max(200);

const engravingValueSchema = z.union([textSchema.max(200), z.number(), z.boolean(), z.null()]);
/** An engraving as stored and returned: always an object (`{}` for none). */
export const listEngravingSchema = z.record(textSchema.max(40), engravingValueSchema);
export type ListEngraving = z.infer<typeof listEngravingSchema>;

/**
 * An engraving as sent: an object of short fields (text, font, ...). Spec section 3: one arriving
 * as an array is treated as an empty object; missing or null is `{}` too.
 */
const engravingInputSchema = z
  .union([listEngravingSchema.refine((value) => Object.keys(value).length <= 20, 'too many engraving fields'), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value): ListEngraving => (value && !Array.isArray(value) ? value : {}));

export const baggageEntryInputSchema = z.object({
  /** A configuration's SKU, or a product's default_sku. */
  sku: textSchema.trim().min(1).max(64),
  engraving: engravingInputSchema,
});

/** A baggage entry as stored and returned. */
export const baggageEntrySchema = z.object({ sku: z.string(), engraving: listEngravingSchema });
export type BaggageEntry = z.infer<typeof baggageEntrySchema>;

/**
 * POST /wishlists and POST /comparisons: the FULL list, which replaces the stored one (sending it
 * twice changes nothing). Without a known `unique_id` of that kind a new list is made: store the
 * returned `unique_id`.
 */
export const saveListRequestSchema = z.object({
  unique_id: listUniqueIdSchema.nullish(),
  baggage: z.array(baggageEntryInputSchema).max(BAGGAGE_MAX_ENTRIES),
});
export type SaveListRequest = z.infer<typeof saveListRequestSchema>;

/**
 * Stock status of a list item, from the configuration:
 * - `stock_out`: price 0, or the configuration tracks inventory and `stock_qty` ≤ 0 (the card's
 *   out-of-stock rule of spec section 4);
 * - `pre_order`: a physical configuration that does not track inventory (made to order);
 * - `in_stock`: tracked with `stock_qty` > 0, or a digital item (gift card) that is not tracked.
 */
export const stockStatusSchema = z.enum(['in_stock', 'stock_out', 'pre_order']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** One display item of a list (spec section 3 "Display item"), priced from the catalogue now. */
export const listItemSchema = z.object({
  /** The baggage entry's SKU as sent. */
  sku: z.string(),
  engraving: listEngravingSchema,
  /** The product's id (also `product_id`). */
  id: z.number().int(),
  product_id: z.number().int(),
  product_configuration_id: z.number().int(),
  /** The configuration's SKU (differs from `sku` when `sku` was the product's default_sku). */
  configuration_id: z.string(),
  slug: z.string(),
  /** In the request's language (default language when missing). */
  title: z.string(),
  /** First image, the configuration's own first. */
  image: imageSchema.nullable(),
  /** Price to pay in cents: the configuration's cost with the sale rule (domain/pricing/price.ts). */
  price: centsSchema,
  /** Regular price in cents. */
  base_cost: centsSchema,
  sale: z.boolean(),
  sale_value: z.number().int(),
  start_at_cost: z.boolean(),
  embedded: z.boolean(),
  vendor_model: z.string().nullable(),
  collections_ids: z.array(z.number().int()),
  track_inventory: z.boolean(),
  stock_qty: z.number().int(),
  stock_status: stockStatusSchema,
  /** The configuration's metal, title in the request's language (as a cart item's `material`). */
  material: materialRefSchema.nullable(),
  /** The configuration's size label, as the cart shows it (ring size, necklace length, ...). */
  size: z.string().nullable(),
  /** The product's stones, translated, in the stones' sort order (may be empty). */
  stones: z.array(z.string()),
  /** The product's stone shapes, translated, in their sort order (may be empty). */
  stone_shapes: z.array(z.string()),
  /** The product's first category, translated (the product page's first category). */
  category: z.string().nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** The POST answer. */
export const savedListSchema = z.object({
  unique_id: z.string(),
  baggage: z.array(baggageEntrySchema),
  /** Last change. The 7-day wishlist expiry is kept by the client (spec section 4). */
  updated_at: z.string(),
});
export type SavedList = z.infer<typeof savedListSchema>;

/** The GET answer: the list plus display items for the baggage entries whose SKU is known. */
export const savedListWithItemsSchema = savedListSchema.extend({ items: z.array(listItemSchema) });
export type SavedListWithItems = z.infer<typeof savedListWithItemsSchema>;
