import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

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
