import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One baggage entry as stored: the SKU as sent and the engraving (always an object). */
export type StoredBaggageEntry = { sku: string; engraving: Record<string, string | number | boolean | null> };

/**
 * A shopper's wishlist or comparison list (`kind`), addressed by an unguessable `unique_id` per
 * kind. The baggage is replaced whole on every save, so it is one JSON array. Expiry is the
 * client's (spec: 7 days for the wishlist); `updated_at` records the last save.
 */
export const shopperLists = pgTable(
  'shopper_lists',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    uniqueId: text('unique_id').notNull(),
    baggage: jsonb('baggage').$type<StoredBaggageEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopper_lists_kind_unique_id_uq').on(t.kind, t.uniqueId),
    check('shopper_lists_kind_ck', sql`${t.kind} IN ('wishlist', 'comparison')`),
  ],
);
