import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PostalAddress } from '../../../domain/accounts/address';
import { fulfillmentStatuses, orderEventStatuses, returnRequestStatuses } from '../../../domain/orders/order-rules';
import { users } from './accounts';
import { carts, type CartItemOptions } from './cart';
import { productConfigurations, products } from './catalog';

/** An address as it was when the order was placed (the shipping-address form's fields). */
export type OrderAddress = PostalAddress;

/** The shipping rate chosen at checkout, as it was then. */
export interface OrderShippingMethod {
  name: string;
  amount: number;
  /** The `shipping_rates` code (absent on orders from before checkout existed). */
  code?: string;
}

/** An ordered line's options (engraving …), as its cart line had them. */
export type OrderLineOptions = CartItemOptions;

/** Units of one ordered line (in a return request, in a parcel). */
export interface ReturnRequestItem {
  order_product_id: number;
  quantity: number;
}

const list = (values: readonly (string | number)[]) => sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));

/** Numbers of `po_number` (`AU-<year>-<000001>`): one sequence, never reused, never blocking. */
export const orderNumberSeq = pgSequence('order_number_seq');

/**
 * An order: what was bought, for how much (integer cents, VAT included: `tax_amount` is the VAT
 * in the order's value before gift cards), and where it stands. `final_amount = subtotal_amount −
 * discount_amount + shipping_amount − gift_card_amount`: what the payment method is asked for. `user_id` is null for guest orders; `cart_id` is unique, so completing one cart
 * twice finds the first order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    poNumber: text('po_number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    /** The language the order was placed in: line titles and mails are in it. */
    language: text('language').notNull().default('nl'),
    currencyCode: text('currency_code').notNull().default('EUR'),
    subtotalAmount: integer('subtotal_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The part of `discount_amount` that came from the discount code. */
    codeDiscountAmount: integer('code_discount_amount').notNull().default(0),
    discountCode: text('discount_code'),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    /** Paid with gift cards: already taken off `final_amount`. */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    taxAmount: integer('tax_amount').notNull(),
    finalAmount: integer('final_amount').notNull(),
    /** Spec section 4: 0 unpaid, 1 paid, 5 refundStarted, 2 refunded, 3 partiallyRefunded, 4 voided, 6 returnRequested. */
    paymentStatus: smallint('payment_status').notNull().default(0),
    /** Spec section 4 "Payment methods" (bank_transfer, stripe_payment_element, paypal, ...). */
    paymentMethod: text('payment_method'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    shippingMethod: jsonb('shipping_method').$type<OrderShippingMethod>(),
    note: text('note'),
    fulfillmentStatus: text('fulfillment_status').notNull().default('processing'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the unpaid-order expiry last asked the payment provider about this order (a lease:
     * other instances leave it alone until it is old; api/modules/checkout/unpaid-expiry.ts).
     */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    /**
     * What the back office's order search matches (number, e-mail, names on both addresses),
     * lowercased: a trigram index finds any part of it without reading every order.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(po_number || ' ' || contact_email || ' ' || coalesce(shipping_address->>'first_name', '') || ' ' || coalesce(shipping_address->>'last_name', '') || ' ' || coalesce(billing_address->>'first_name', '') || ' ' || coalesce(billing_address->>'last_name', ''))`,
    ),
  },
  (t) => [
    uniqueIndex('orders_po_number_uq').on(t.poNumber),
    // The back office lists every order newest first, a page at a time.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The back office's filters and the dashboard's "waiting for payment / shipping" counts: index-only.
    index('orders_states_idx').on(t.paymentStatus, t.fulfillmentStatus, t.paymentMethod),
    index('orders_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check(
      'orders_amounts_ck',
      sql`${t.subtotalAmount} >= 0 AND ${t.discountAmount} >= 0 AND ${t.shippingAmount} >= 0 AND ${t.taxAmount} >= 0 AND ${t.finalAmount} >= 0 AND ${t.giftCardAmount} >= 0 AND ${t.codeDiscountAmount} >= 0`,
    ),
    check('orders_payment_status_ck', sql`${t.paymentStatus} BETWEEN 0 AND 6`),
    check('orders_fulfillment_status_ck', sql`${t.fulfillmentStatus} IN (${list(fulfillmentStatuses)})`),
  ],
);

/**
 * One ordered line, copied from the catalogue when the order was placed (title in the order's
 * language, prices, image): later catalogue changes leave it alone. Cents per unit: `base_cost`
 * regular, `discount_amount` sale discount, `final_cost` paid; `total_amount = final_cost × quantity`.
 * `return_days` is the window that applied then (api/modules/catalog/return-days.ts).
 */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productConfigurationId: integer('product_configuration_id').references(() => productConfigurations.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    materialTitle: text('material_title'),
    size: text('size'),
    options: jsonb('options').$type<OrderLineOptions>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    baseCost: integer('base_cost').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    finalCost: integer('final_cost').notNull(),
    totalAmount: integer('total_amount').notNull(),
    digital: boolean('digital').notNull().default(false),
    returnDays: integer('return_days').notNull(),
    /** True while this line holds stock of its configuration (checkout reserves; cancelling gives it back). */
    stockReserved: boolean('stock_reserved').notNull().default(false),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId),
    check('order_products_quantity_ck', sql`${t.quantity} >= 1`),
    check('order_products_amounts_ck', sql`${t.baseCost} >= 0 AND ${t.discountAmount} >= 0 AND ${t.finalCost} >= 0 AND ${t.totalAmount} >= 0 AND ${t.returnDays} >= 0`),
  ],
);

/** An order's history (GET /tracking): a status key the storefront words, when, and where. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** A place name from the carrier (sorting centre, city), not translated. */
    location: text('location'),
    /** A shipment's carrier and tracking code (the back office's history shows them). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.occurredAt), check('order_events_status_ck', sql`${t.status} IN (${list(orderEventStatuses)})`)],
);

/**
 * A customer's request to send items back: refund (type 1) or repair (type 2), with a reason
 * from bootstrap's `allowed_return_reasons`. The order's row lock serialises requests, so
 * together they never hold more units than were ordered.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    items: jsonb('items').$type<ReturnRequestItem[]>().notNull(),
    status: text('status').notNull().default('requested'),
    /** The shop's word to the customer (a rejection's reason, a repair's note); shown on their order page and mailed. */
    staffMessage: text('staff_message'),
    /** How a completed request ended: `refunded` or `repaired`. */
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office lists open requests oldest first.
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check('return_requests_resolution_ck', sql`${t.resolution} IS NULL OR ${t.resolution} IN ('refunded', 'repaired')`),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    check('return_requests_type_ck', sql`${t.type} IN (1, 2)`),
    check('return_requests_status_ck', sql`${t.status} IN (${list(returnRequestStatuses)})`),
  ],
);

/** A member of staff's note on an order (the back office's order page); never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who wrote it, as the audit log keeps it: the id and the address at the time. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A parcel that left for an order: carrier, tracking code and the units in it. An order may leave
 * in several (a ring now, the made-to-order one later); it is `shipped` once every physical unit
 * has. The same carrier and code twice is one parcel (a retried click).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    items: jsonb('items').$type<ReturnRequestItem[]>().notNull(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_shipments_parcel_uq').on(t.orderId, t.carrier, t.trackingNumber)],
);
