import { z } from 'zod';
import { centsSchema, imageSchema } from './common';
import { CART_ITEM_MAX_QUANTITY, ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont } from './cart-rules';
import { materialRefSchema } from './products';

export { CART_ITEM_MAX_QUANTITY, ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont };

/** A cart's id as the storefront stores it (`cart_unique_id`): base64url, ≥ 128 random bits. */
export const cartUniqueIdSchema = z.string().trim().min(1).max(200);

/** What makes two lines of one configuration differ. Unknown keys are dropped. */
export const cartItemOptionsSchema = z.object({
  engraving: z.string().trim().max(ENGRAVING_MAX_LENGTH).optional(),
  /** Lettering of the engraving; kept only with an engraving (default serif). */
  engraving_font: z.enum(engravingFonts).optional(),
});
export type CartItemOptionsInput = z.infer<typeof cartItemOptionsSchema>;

const quantitySchema = z.number().int().min(1).max(CART_ITEM_MAX_QUANTITY);

/**
 * POST /carts/items. Without a (known) `cart_unique_id` a new cart is made: store the returned
 * `unique_id`. Prices are never read from the request: unknown keys such as `base_cost` are dropped.
 */
export const addCartItemRequestSchema = z
  .object({
    cart_unique_id: cartUniqueIdSchema.nullish(),
    /** The configuration's SKU. */
    configuration_id: z.string().trim().min(1).max(64).optional(),
    /** The configuration's numeric id (either this or `configuration_id`). */
    product_configuration_id: z.number().int().positive().optional(),
    quantity: quantitySchema.default(1),
    options: cartItemOptionsSchema.optional(),
  })
  .refine((body) => body.configuration_id !== undefined || body.product_configuration_id !== undefined, {
    path: ['configuration_id'],
    message: 'configuration_id or product_configuration_id is required',
  });
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

/** PATCH /carts/items/{id}: the new quantity (and options) of one line. */
export const updateCartItemRequestSchema = z.object({
  cart_unique_id: cartUniqueIdSchema,
  quantity: quantitySchema,
  options: cartItemOptionsSchema.optional(),
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** DELETE /carts/items/{id}: the cart in the query or the body. */
export const cartRefSchema = z.object({ cart_unique_id: cartUniqueIdSchema.optional() });

export const cartItemSchema = z.object({
  /** The line's id, for PATCH and DELETE. */
  id: z.number().int(),
  product_id: z.number().int(),
  product_configuration_id: z.number().int(),
  /** The configuration's SKU. */
  configuration_id: z.string(),
  quantity: z.number().int(),
  /** Regular unit price in cents, from the catalogue. */
  base_cost: centsSchema,
  /** Sale discount per unit in cents (0 when not on sale). */
  discount_amount: centsSchema,
  /** Unit price to pay: base_cost − discount_amount. */
  final_cost: centsSchema,
  /** Line total: final_cost × quantity. */
  total_amount: centsSchema,
  options: cartItemOptionsSchema,
  /** Digital items (gift cards, files) ship nothing. */
  digital: z.boolean(),
  requires_shipping: z.boolean(),
  title: z.string(),
  slug: z.string(),
  image: imageSchema.nullable(),
  /** The configuration's metal, title in the request's language. */
  material: materialRefSchema.nullable(),
  /** The configuration's size label (ring size, necklace length, ...). */
  size: z.string().nullable(),
  track_inventory: z.boolean(),
  stock_qty: z.number().int(),
  /** False when the product was withdrawn or the tracked stock no longer covers the quantity. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const cartDiscountSchema = z.object({
  discount_type: z.enum(['static', 'percent']),
  used_discount_amount: centsSchema,
  base_discount_amount: centsSchema,
});
const cartGiftCardSchema = z.object({
  gift_card_type: z.enum(['static', 'percent']),
  used_gift_card_amount: centsSchema,
  base_gift_card_amount: centsSchema,
});

/** Spec section 3 "Cart". Checkout fields stay null/empty until the checkout issues fill them. */
export const cartSchema = z.object({
  unique_id: z.string(),
  contact_email: z.string().nullable(),
  shipping_rates: z.array(z.unknown()),
  shipping_address: z.unknown().nullable(),
  billing_address: z.unknown().nullable(),
  gift_card: z.unknown().nullable(),
  discount: z.unknown().nullable(),
  items: z.array(cartItemSchema),
  options: z.object({ discounts: z.array(cartDiscountSchema), gift_cards: z.array(cartGiftCardSchema) }),
  /** Number of pieces (sum of quantities). */
  items_count: z.number().int(),
  /** Sum of base_cost × quantity. */
  subtotal_amount: centsSchema,
  /** Sum of sale discounts (later also codes and gift cards). */
  discount_amount: centsSchema,
  /** True when any item is physical. */
  requires_shipping: z.boolean(),
  /** What the shopper pays, in cents. */
  final_amount: centsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;
