import { z } from 'zod';
import { addressSchema } from './address';
import { centsSchema, idParamSchema, idPathSchema, idSchema, imageSchema, textSchema, wholeNumberParam } from './common';
import { CART_ITEM_MAX_QUANTITY, cartItemOptionsSchema } from './cart';
import { catalogMetaSchema } from './products';
import { fulfillmentStatuses, orderEventStatuses, returnRequestStatuses, returnResolutions } from '../../domain/orders/order-rules';

/** Spec section 4: 0 unpaid, 1 paid, 5 refundStarted, 2 refunded, 3 partiallyRefunded, 4 voided, 6 returnRequested. */
export const paymentStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
export const fulfillmentStatusSchema = z.enum(fulfillmentStatuses);
/** Refund = 1 (returnAndRefund), repair = 2 (repairResize). */
export const returnTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const orderIdParamSchema = idPathSchema;

/** GET /orders: a page of the customer's orders, newest first. */
export const orderListQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
  count: wholeNumberParam(1, 50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One order in the customer's list. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  created_at: z.string(),
  final_amount: centsSchema,
  currency_code: z.string(),
  payment_status: paymentStatusSchema,
  fulfillment_status: fulfillmentStatusSchema,
  /** Number of pieces (sum of quantities). */
  items_count: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Spec section 3 "Catalogue response" shape: `data` and `meta` (current_page, last_page, total). */
export const orderListResponseSchema = z.object({ data: z.array(orderSummarySchema), meta: catalogMetaSchema });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** An address as it was when the order was placed. */
export const orderAddressSchema = addressSchema;
export type OrderAddressData = z.infer<typeof orderAddressSchema>;

/** One ordered line, as it was bought (title in the order's language). Cents per unit unless `total_amount`. */
export const orderProductSchema = z.object({
  id: z.number().int(),
  /** Null when the product has since been removed from the catalogue. */
  product_id: z.number().int().nullable(),
  product_configuration_id: z.number().int().nullable(),
  /** The configuration's SKU. */
  configuration_id: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
  material_title: z.string().nullable(),
  size: z.string().nullable(),
  options: cartItemOptionsSchema,
  quantity: z.number().int(),
  base_cost: centsSchema,
  discount_amount: centsSchema,
  final_cost: centsSchema,
  total_amount: centsSchema,
  digital: z.boolean(),
  /** The return window that applied to this line, in days. */
  return_days: z.number().int(),
  /** Units already in a return or repair request. */
  requested_quantity: z.number().int(),
  /** Units that may still be sent back now (0 when the window is closed or the order is not paid). */
  returnable_quantity: z.number().int(),
  /** Whether a return request for this line would be accepted now. */
  can_return: z.boolean(),
  /** Last moment of the return window (ISO); null while the parcel is on its way. */
  return_until: z.string().nullable(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const returnRequestItemSchema = z.object({
  order_product_id: idSchema,
  quantity: z.number().int().min(1).max(CART_ITEM_MAX_QUANTITY),
});

/** A return request as the customer sees it. */
export const returnRequestSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: returnTypeSchema,
  reason: z.string(),
  comment: z.string().nullable(),
  items: z.array(z.object({ order_product_id: z.number().int(), quantity: z.number().int() })),
  status: z.enum(returnRequestStatuses),
  /** The shop's word on it (why it was declined, what was repaired); null when none. */
  staff_message: z.string().nullable(),
  /** How a completed request ended: `refunded` or `repaired`; null before. */
  resolution: z.enum(returnResolutions).nullable(),
  created_at: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** Where an order goes and how far it got: the customer's order page and the back office's show the same. */
export const orderDeliveryFields = {
  shipping_address: orderAddressSchema.nullable(),
  billing_address: orderAddressSchema.nullable(),
  shipping_method: z.object({ name: z.string(), amount: centsSchema }).nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
};

/**
 * GET /orders/{id}: the order page (spec section 3 "Order": po_number, amounts, order_products;
 * plus payment status, customer information and what can still be returned).
 */
export const orderSchema = orderSummarySchema.extend({
  updated_at: z.string(),
  language: z.string(),
  /** Sum of base_cost × quantity. */
  subtotal_amount: centsSchema,
  /** Sale discounts and the discount code. */
  discount_amount: centsSchema,
  /** The discount code's part of discount_amount. */
  code_discount_amount: centsSchema,
  discount_code: z.string().nullable(),
  shipping_amount: centsSchema,
  /** Paid with gift cards (final_amount is what was left to pay). */
  gift_card_amount: centsSchema,
  /** The VAT included in final_amount. */
  tax_amount: centsSchema,
  payment_method: z.string().nullable(),
  contact_email: z.string(),
  ...orderDeliveryFields,
  note: z.string().nullable(),
  /** PATCH /orders/{id} `{ action: 'cancel' }` would be accepted. */
  can_cancel: z.boolean(),
  /** Some line can still be returned. */
  can_return: z.boolean(),
  order_products: z.array(orderProductSchema),
  return_requests: z.array(returnRequestSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** PATCH /orders/{id}: the one change a customer makes, cancelling an unpaid order that has not shipped. */
export const updateOrderRequestSchema = z.object({ action: z.literal('cancel') });
export type UpdateOrderRequest = z.infer<typeof updateOrderRequestSchema>;

/** GET /tracking query. */
export const trackingQuerySchema = z.object({ lang: textSchema.max(35).optional(), order_id: idParamSchema });

export const orderEventSchema = z.object({
  /** A key the storefront words: placed, paid, shipped, in_transit, delivered, ... */
  status: z.enum(orderEventStatuses),
  occurred_at: z.string(),
  location: z.string().nullable(),
  /** A parcel's carrier and tracking code on its `shipped` step (an order may leave in several parcels); null otherwise. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});

/** GET /tracking: where the parcel is, and the order's history, oldest first. */
export const trackingSchema = z.object({
  order_id: z.number().int(),
  po_number: z.string(),
  fulfillment_status: fulfillmentStatusSchema,
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's tracking page, when the carrier is one the shop knows. */
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  events: z.array(orderEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** POST /returns/request. `reason` is an id of bootstrap's `allowed_return_reasons`. */
export const returnRequestInputSchema = z
  .object({
    order_id: idSchema,
    type: returnTypeSchema,
    reason: textSchema.trim().min(1).max(64),
    comment: textSchema.trim().max(2000).nullish(),
    items: z.array(returnRequestItemSchema).min(1).max(50),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.order_product_id)) ctx.addIssue({ code: 'custom', path: ['items', index, 'order_product_id'], message: 'listed twice' });
      seen.add(item.order_product_id);
    });
  });
export type ReturnRequestInput = z.infer<typeof returnRequestInputSchema>;
