import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, returnRequests } from './orders';

/* Tables of the payments module (api/modules/payments): payment attempts at providers and their events. */

/**
 * A payment attempt of an order at a provider: one per order and method (`stripe` PaymentIntent,
 * `stripe_checkout_form` session, `paypal` order). `external_id` is the provider's id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    externalId: text('external_id'),
    clientSecret: text('client_secret'),
    redirectUrl: text('redirect_url'),
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull().default('EUR'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_method_uq').on(t.orderId, t.method),
    uniqueIndex('payments_external_uq').on(t.provider, t.externalId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Provider events (webhooks) already applied: each event id once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Money given back on an order, through the provider that took it (`stripe`, `paypal`) or by
 * the shop's own bank (`manual`, bank transfers). `idempotency_key` comes from the back office's
 * form: a retried request finds this row instead of refunding twice; the provider gets the same
 * key. `pending` until the provider confirms; `failed` rows don't count.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason'),
    /** Who gave it, as the audit log keeps it. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('refunds_external_uq').on(t.provider, t.externalId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_status_ck', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check('refunds_provider_ck', sql`${t.provider} IN ('stripe', 'paypal', 'manual')`),
  ],
);
