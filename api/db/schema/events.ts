import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shopper analytics events sent by the storefront (`POST /events/frontend-event`), kept per
 * visitor (`uid` cookie) in arrival order. Write-only for the API.
 */
export const frontendEvents = pgTable(
  'frontend_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    visitorId: text('visitor_id').notNull(),
    url: text('url'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('frontend_events_visitor_id_created_at_idx').on(t.visitorId, t.createdAt)],
);
