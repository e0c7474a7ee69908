import { z } from 'zod';
import { emailSchema, shippingAddressInputSchema } from './accounts';
import { cartShippingRateSchema, cartUniqueIdSchema } from './cart';
import { CODE_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH, paymentMethods } from '../../domain/checkout/checkout-rules';
import { centsSchema, idParamSchema, idSchema, textSchema } from './common';
import { orderAddressSchema, orderSchema } from './orders';

export { paymentMethods };

/** An address at checkout: the address form's fields (no `is_default`). */
export const checkoutAddressSchema = shippingAddressInputSchema.omit({ is_default: true });
export type CheckoutAddressInput = z.infer<typeof checkoutAddressSchema>;

const codeSchema = textSchema.trim().min(1).max(CODE_MAX_LENGTH);

/**
 * PATCH /carts/{id} (`id` is the cart's unique id): what the checkout form holds. Absent fields
 * stay as they are; `null` clears (`billing_address: null` = same as shipping; `discount_code:
 * null` removes the code). An unknown or unusable code is 422 on `discount_code`.
 */
export const updateCheckoutCartRequestSchema = z.object({
  contact_email: emailSchema.optional(),
  shipping_address: checkoutAddressSchema.nullable().optional(),
  billing_address: checkoutAddressSchema.nullable().optional(),
  /** A rate's `id` from POST /orders/rates. */
  shipping_rate_id: textSchema.trim().min(1).max(64).nullable().optional(),
  discount_code: codeSchema.nullable().optional(),
  note: textSchema.trim().max(ORDER_NOTE_MAX_LENGTH).nullable().optional(),
});
export type UpdateCheckoutCartRequest = z.infer<typeof updateCheckoutCartRequestSchema>;

/** POST /carts/bind-gift-card. */
export const giftCardRequestSchema = z.object({ cart_unique_id: cartUniqueIdSchema, gift_card_code: codeSchema });
export type GiftCardRequest = z.infer<typeof giftCardRequestSchema>;

/** POST /carts/unbind-gift-card: by the card's `id` from the cart (its code is shown masked) or by its code. */
export const unbindGiftCardRequestSchema = z
  .object({ cart_unique_id: cartUniqueIdSchema, gift_card_code: codeSchema.optional(), gift_card_id: idSchema.optional() })
  .refine((body) => body.gift_card_code !== undefined || body.gift_card_id !== undefined, { path: ['gift_card_id'], message: 'gift_card_id or gift_card_code is required' });
export type UnbindGiftCardRequest = z.infer<typeof unbindGiftCardRequestSchema>;

/** POST /orders/rates: rates for the cart's shipping address (or for `country` before one is entered). */
export const ratesRequestSchema = z.object({ cart_unique_id: cartUniqueIdSchema, country: textSchema.trim().length(2).toUpperCase().optional() });

export const shippingRateSchema = cartShippingRateSchema;
export type ShippingRate = z.infer<typeof shippingRateSchema>;
export const ratesResponseSchema = z.object({ data: z.object({ rates: z.array(shippingRateSchema) }) });

/**
 * POST /carts/checkout: place the order for the cart (once; a retry returns the same order) and
 * start its payment. Hosted pages return to `/checkout/success/{order id}?cart=…` (with
 * `&session_id=…` from Stripe, `&paypal=return` from PayPal) or, cancelled, to
 * `/checkout/payout?canceled=1`, in the order's language.
 */
export const checkoutRequestSchema = z.object({
  cart_unique_id: cartUniqueIdSchema,
  payment_method: z.enum(paymentMethods),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /carts/checkout/finish-immediately: an order with nothing to pay now (gift cards cover it) or paid by bank transfer. */
export const finishImmediatelyRequestSchema = z.object({
  cart_unique_id: cartUniqueIdSchema,
  type: z.enum(['gift_card', 'bank_transfer']),
});

/** POST /carts/checkout/express: Apple Pay / Google Pay through Stripe; the wallet supplies contact and address. */
export const expressCheckoutRequestSchema = z.object({
  cart_unique_id: cartUniqueIdSchema,
  express_type: z.enum(['apple_pay', 'google_pay']),
  contact_email: emailSchema,
  shipping_address: checkoutAddressSchema.optional(),
  shipping_rate_id: textSchema.trim().min(1).max(64).optional(),
});

/** POST /carts/checkout/stripe/session: a hosted Stripe Checkout page for the cart's order. */
export const stripeSessionRequestSchema = z.object({ cart_unique_id: cartUniqueIdSchema });
/** GET /carts/checkout/stripe/session. */
export const stripeSessionQuerySchema = z.object({ cart_unique_id: cartUniqueIdSchema, session_id: textSchema.trim().min(1).max(255).optional() });
export const stripeSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  /** Spec section 4: hosted form statuses open, complete (and expired). */
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.string(),
  order_id: z.number().int(),
});

/** What the storefront does next to pay an order. */
export const paymentActionSchema = z.discriminatedUnion('type', [
  /** Nothing to pay now: bank transfer (instructions) or covered by gift cards. */
  z.object({ type: z.literal('none'), instructions: z.string().nullable() }),
  /** Confirm with Stripe.js (Payment Element or Express Checkout Element). */
  z.object({ type: z.literal('stripe_client_secret'), client_secret: z.string(), publishable_key: z.string() }),
  /** Send the shopper to a hosted page (Stripe Checkout, PayPal approval). */
  z.object({ type: z.literal('redirect'), url: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const checkoutOrderRefSchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  final_amount: centsSchema,
  currency_code: z.string(),
  payment_status: z.number().int(),
  payment_method: z.string().nullable(),
});

export const checkoutResultSchema = z.object({ order: checkoutOrderRefSchema, payment: paymentActionSchema });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** GET /checkout/get-order: the success page's order (the cart's unique id proves it is the shopper's). */
export const checkoutOrderQuerySchema = z.object({ cart_unique_id: cartUniqueIdSchema, order_id: idParamSchema.optional() });
export const checkoutOrderSchema = orderSchema.extend({
  /** Bank transfer: how to pay (IBAN, reference = the order number). */
  payment_instructions: z.string().nullable(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** GET /checkout/get-cart. */
export const checkoutCartQuerySchema = z.object({ cart_unique_id: cartUniqueIdSchema });

/** GET /payment-gateways: providers the shop is configured for (public parts only). */
export const paymentGatewaySchema = z.object({
  id: z.enum(['stripe', 'paypal', 'affirm', 'bank_transfer']),
  /** Keys the browser needs (Stripe publishable key, PayPal client id); never a secret. */
  public_key: z.string().nullable(),
});
/** GET /payment-methods: what the shopper can choose, in display order. */
export const paymentMethodOptionSchema = z.object({
  id: z.enum(paymentMethods),
  gateway: z.enum(['stripe', 'paypal', 'affirm', 'bank_transfer']),
  title: z.string(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

export { orderAddressSchema };
