import { z } from 'zod';
import { addressSchema } from './address';
import { centsSchema, idSchema, imageSchema, textSchema } from './common';
import { CART_ITEM_MAX_QUANTITY, ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont } from '../../domain/cart/cart-rules';
import { mapPlaceSchema, materialRefSchema } from './refs';

export { CART_ITEM_MAX_QUANTITY, ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont };

/** A cart's id as the storefront stores it (`cart_unique_id`): base64url, ≥ 128 random bits. */
export const cartUniqueIdSchema = textSchema.trim().min(1).max(200);

/** What makes two lines of one configuration differ. Unknown keys are dropped. */
export const cartItemOptionsSchema = z.object({
  engraving: textSchema.trim().max(ENGRAVING_MAX_LENGTH).optional(),
  /** Lettering of the engraving; kept only with an engraving (default serif). */
  engraving_font: z.enum(engravingFonts).optional(),
  /** Map jewellery: the place picked on the map (only on a map product). Another place is another line. */
  map: mapPlaceSchema.optional(),
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
    configuration_id: textSchema.trim().min(1).max(64).optional(),
    /** The configuration's numeric id (either this or `configuration_id`). */
    product_configuration_id: idSchema.optional(),
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
  /** The product's image, or the line's own merged map image once uploaded (POST /carts/map-images). */
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
  /** The code as the shop writes it (upper-case). */
  code: z.string(),
  discount_type: z.enum(['static', 'percent']),
  /** Cents taken off this cart. */
  used_discount_amount: centsSchema,
  /** The code's nominal value: a percentage (percent) or cents (static). */
  base_discount_amount: z.number().int(),
});
const cartGiftCardSchema = z.object({
  /** The card's id: what POST /carts/unbind-gift-card takes, as the code is shown masked. */
  id: z.number().int(),
  /** The card's code, all but the last 4 characters hidden ("••••••••AB12"). */
  code: z.string(),
  gift_card_type: z.enum(['static', 'percent']),
  /** Cents this cart would take from the card. */
  used_gift_card_amount: centsSchema,
  /** What the card holds: cents left (static) or its percentage (percent). */
  base_gift_card_amount: z.number().int(),
});

/** A shipping rate for the cart's address (POST /orders/rates answers the same shape). */
export const cartShippingRateSchema = z.object({
  id: z.string(),
  title: z.string(),
  delivery_time: z.string().nullable(),
  amount: centsSchema,
  base_amount: centsSchema,
  free_from: centsSchema.nullable(),
  selected: z.boolean(),
});

/** An address on the cart (the address form's fields). */
export const cartAddressSchema = addressSchema;

/** Why the cart cannot be ordered yet (domain/checkout/checkout-rules.ts CheckoutBlocker). */
export const checkoutBlockerSchema = z.enum(['cart_empty', 'contact_email_missing', 'shipping_address_missing', 'shipping_rate_missing', 'item_unavailable', 'below_minimum_payment']);

/**
 * Spec section 3 "Cart", priced by the API from the database: sale prices, the discount code,
 * shipping, gift cards (domain/pricing/checkout-totals.ts `checkoutTotals`).
 */
export const cartSchema = z.object({
  unique_id: z.string(),
  contact_email: z.string().nullable(),
  /** Rates for the shipping address's country (empty without an address or when nothing ships). */
  shipping_rates: z.array(cartShippingRateSchema),
  shipping_address: cartAddressSchema.nullable(),
  /** Null: the same as the shipping address. */
  billing_address: cartAddressSchema.nullable(),
  /** The first gift card bound (all of them are in options.gift_cards). */
  gift_card: cartGiftCardSchema.nullable(),
  /** The discount code (one per order). */
  discount: cartDiscountSchema.nullable(),
  items: z.array(cartItemSchema),
  options: z.object({ discounts: z.array(cartDiscountSchema), gift_cards: z.array(cartGiftCardSchema) }),
  note: z.string().nullable(),
  /** Number of pieces (sum of quantities). */
  items_count: z.number().int(),
  /** Sum of base_cost × quantity. */
  subtotal_amount: centsSchema,
  /** Sale discounts plus the discount code. */
  discount_amount: centsSchema,
  /** The discount code's part of discount_amount. */
  code_discount_amount: centsSchema,
  /** The chosen rate's price (0 while none is chosen). */
  shipping_amount: centsSchema,
  /** Goods after discounts plus shipping. */
  total_amount: centsSchema,
  /** VAT included in total_amount. */
  tax_amount: centsSchema,
  /** Paid by the bound gift cards. */
  gift_card_amount: centsSchema,
  /** True when any item is physical. */
  requires_shipping: z.boolean(),
  /** What the shopper pays by the payment method, in cents: total − gift cards. */
  final_amount: centsSchema,
  currency_code: z.string(),
  /** What still stands between the cart and an order (empty: ready to order). */
  checkout_blockers: z.array(checkoutBlockerSchema),
  /** The order placed from this cart; the cart is closed for changes once set. */
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * POST /carts/map-images (multipart/form-data): the merged image of a map line, made in the browser
 * (domain/map/map-rules.ts MAP_IMAGE: a 1200 × 1200 PNG, at most MAP_IMAGE_MAX_BYTES). The cart's
 * unique id proves the line is the sender's.
 */
export const mapImageFormSchema = z.object({
  cart_unique_id: cartUniqueIdSchema,
  item_id: z.coerce.number().int().min(1).max(2_147_483_647),
  file: z.instanceof(File).meta({ type: 'string', format: 'binary', description: 'A 1200 × 1200 PNG' }),
});
