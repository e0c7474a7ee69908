import { z } from 'zod';
import { imageSchema, centsSchema, textSchema, wholeNumberParam } from './common';
import { cartItemOptionsSchema } from './cart';
import { returnRequestStatuses, returnResolutions } from '../../domain/orders/order-rules';
import { fulfillmentStatusSchema, orderDeliveryFields, orderEventSchema, paymentStatusSchema, returnTypeSchema } from './orders';

/*
 * The back office's orders (`/admin/orders*`, area `orders`: fulfilment and admins): the list with
 * search and filters, one order with everything staff act on, and the actions.
 */

/** Orders on one page of the back office's list. */
export const ADMIN_ORDERS_PER_PAGE = 25;

/** Carriers staff ship with; `other` has no tracking page the shop can link to. */
export const shipmentCarriers = ['postnl', 'dhl', 'ups', 'dpd', 'other'] as const;
export type ShipmentCarrier = (typeof shipmentCarriers)[number];

/** A calendar day (`2026-03-01`) that exists: days are Amsterdam days. */
const daySchema = z.iso.date().refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { message: 'not a day' });

/** GET /admin/orders: search (number, e-mail, name; any part, any case), filters, page. */
export const adminOrderQuerySchema = z
  .object({
    lang: textSchema.max(35).optional(),
    q: textSchema.trim().max(100).optional(),
    payment_status: wholeNumberParam(0, 6).optional(),
    fulfillment_status: fulfillmentStatusSchema.optional(),
    payment_method: textSchema.trim().min(1).max(64).optional(),
    /** Placed on or after this day (Amsterdam). */
    from: daySchema.optional(),
    /** Placed on or before this day (Amsterdam). */
    to: daySchema.optional(),
    page: wholeNumberParam(1, 10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'before from' });
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** One order in the back office's list. */
export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  created_at: z.string(),
  contact_email: z.string(),
  /** From the shipping address (else the billing address); null when the order has neither. */
  customer_name: z.string().nullable(),
  final_amount: centsSchema,
  currency_code: z.string(),
  payment_status: paymentStatusSchema,
  payment_method: z.string().nullable(),
  fulfillment_status: fulfillmentStatusSchema,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** An ordered line as it was bought: the product's image and the engraving the customer asked for. */
export const adminOrderLineSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
  material_title: z.string().nullable(),
  size: z.string().nullable(),
  options: cartItemOptionsSchema,
  quantity: z.number().int(),
  base_cost: centsSchema,
  final_cost: centsSchema,
  total_amount: centsSchema,
  digital: z.boolean(),
  /** Units already in a parcel (digital lines ship nothing: 0). */
  shipped_quantity: z.number().int(),
});

/** A parcel that left: its carrier, code, link and the units in it. */
export const adminShipmentSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  items: z.array(z.object({ order_product_id: z.number().int(), quantity: z.number().int() })),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** A payment taken for the order: at a provider, or a bank transfer staff recorded. */
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amount: centsSchema,
  currency_code: z.string(),
  /** The bank transfer's reference as staff typed it. */
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** A step of the order's history; a shipment's step names its carrier and code. */
export const adminOrderEventSchema = orderEventSchema;

export const adminOrderNoteSchema = z.object({ id: z.number().int(), text: z.string(), staff_email: z.string(), created_at: z.string() });
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

/** Money given back: through the provider that took it (`stripe`, `paypal`) or by the shop's bank (`manual`). */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: centsSchema,
  provider: z.enum(['stripe', 'paypal', 'manual']),
  /** `pending` until the provider confirms (a retry with the same key finishes it); `failed` counts for nothing. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string().nullable(),
  return_request_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** A return or repair request as staff handle it: its lines with what they cost, and what may happen next. */
export const adminReturnSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: returnTypeSchema,
  reason: z.string(),
  /** The reason as the shop words it (bootstrap's `allowed_return_reasons`) in the asked language; the id when it is no longer listed. */
  reason_title: z.string(),
  comment: z.string().nullable(),
  status: z.enum(returnRequestStatuses),
  staff_message: z.string().nullable(),
  resolution: z.enum(returnResolutions).nullable(),
  items: z.array(z.object({ order_product_id: z.number().int(), sku: z.string(), title: z.string(), quantity: z.number().int(), amount: centsSchema })),
  /** What the returned lines cost the customer (final cost × quantity): the refund staff are offered. */
  items_amount: centsSchema,
  /** The steps allowed now (approve, reject, receive, complete = repaired; a refund-type request completes by a refund). */
  actions: z.array(z.enum(['approve', 'reject', 'receive', 'complete'])),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** GET /admin/orders/{id}: the order as staff act on it (amounts from the database, integer cents). */
export const adminOrderSchema = adminOrderSummarySchema.extend({
  updated_at: z.string(),
  language: z.string(),
  customer_id: z.number().int().nullable(),
  subtotal_amount: centsSchema,
  discount_amount: centsSchema,
  discount_code: z.string().nullable(),
  shipping_amount: centsSchema,
  gift_card_amount: centsSchema,
  tax_amount: centsSchema,
  /** What the customer still owes: final_amount while unpaid, else 0. */
  amount_due: centsSchema,
  ...orderDeliveryFields,
  /** The customer's note from checkout. */
  customer_note: z.string().nullable(),
  /** POST …/bank-transfer would be accepted (a bank-transfer order waiting for payment). */
  can_record_transfer: z.boolean(),
  /** POST …/shipments would be accepted (paid, not cancelled, units left to ship). */
  can_ship: z.boolean(),
  /** POST …/cancel would be accepted (unpaid and not shipped: a paid order needs a refund first). */
  can_cancel: z.boolean(),
  /** POST …/delivered would be accepted (shipped, not yet delivered). */
  can_mark_delivered: z.boolean(),
  /** What POST …/refunds may still give back (cents): what was paid less refunds done or under way; 0 when nothing can be refunded. */
  refundable_amount: centsSchema,
  /** Where a refund goes now: the provider that took the money, or `manual` (the shop's own bank: staff pay it back themselves). */
  refund_provider: z.enum(['stripe', 'paypal', 'manual']),
  refunds: z.array(adminRefundSchema),
  returns: z.array(adminReturnSchema),
  lines: z.array(adminOrderLineSchema),
  shipments: z.array(adminShipmentSchema),
  payments: z.array(adminPaymentSchema),
  events: z.array(adminOrderEventSchema),
  notes: z.array(adminOrderNoteSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** POST /admin/orders/{id}/bank-transfer: the amount received (must be what the order owes) and the bank's reference. */
export const bankTransferRequestSchema = z.object({
  amount_cents: z.number().int().min(1).max(100_000_000),
  reference: textSchema.trim().max(140).optional(),
});
export type BankTransferRequest = z.infer<typeof bankTransferRequestSchema>;

/** POST /admin/orders/{id}/shipments. */
export const shipmentRequestSchema = z.object({
  carrier: z.enum(shipmentCarriers),
  /** Letters, digits and dashes as carriers print them; spaces are dropped. */
  tracking_code: textSchema
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(4).max(40).regex(/^[A-Z0-9-]+$/, 'letters, digits and dashes only')),
  /** The units in this parcel; without it, everything not yet shipped (the whole order the first time). */
  items: z
    .array(z.object({ order_product_id: z.number().int().min(1), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(200)
    .optional(),
});
export type ShipmentRequest = z.infer<typeof shipmentRequestSchema>;

/** POST /admin/orders/{id}/notes. */
export const orderNoteRequestSchema = z.object({ text: textSchema.trim().min(1).max(2000) });
export type OrderNoteRequest = z.infer<typeof orderNoteRequestSchema>;

/** POST /admin/orders/{id}/refunds. */
export const refundRequestSchema = z.object({
  amount_cents: z.number().int().min(1).max(100_000_000),
  reason: textSchema.trim().max(500).optional(),
  /** Made once per refund form (a UUID): a retried request finds the first refund instead of making a second. */
  idempotency_key: textSchema.trim().min(16).max(100).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  /** The return this refund settles (it must be received and of the refund kind); it completes with the refund. */
  return_request_id: z.number().int().min(1).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /admin/returns/{id}/{action}: a message to the customer (required to reject; optional otherwise). */
export const returnActionRequestSchema = z.object({ message: textSchema.trim().max(1000).optional() });
export type ReturnActionRequest = z.infer<typeof returnActionRequestSchema>;

/** GET /admin/returns: the requests, oldest open first. */
export const adminReturnQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  status: z.enum(returnRequestStatuses).optional(),
  /** Only the ones staff still have to act on (requested, approved, received). Default when no status is given. */
  open: z.enum(['0', '1']).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminReturnQuery = z.infer<typeof adminReturnQuerySchema>;

export const adminReturnSummarySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  po_number: z.string(),
  contact_email: z.string(),
  customer_name: z.string().nullable(),
  type: returnTypeSchema,
  reason: z.string(),
  status: z.enum(returnRequestStatuses),
  resolution: z.enum(returnResolutions).nullable(),
  units: z.number().int(),
  created_at: z.string(),
});
export type AdminReturnSummary = z.infer<typeof adminReturnSummarySchema>;

export const adminReturnPageSchema = z.object({ items: z.array(adminReturnSummarySchema), total: z.number().int(), page: z.number().int(), pages: z.number().int(), per_page: z.number().int() });
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

/** POST /admin/orders/{id}/cancel: why staff cancel (kept in the audit log). */
export const cancelOrderRequestSchema = z.object({ reason: textSchema.trim().min(1).max(500) });
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;
