import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { orderProducts, orders } from './orders';

/* Tables of the pricing module (api/modules/pricing): shipping rates, discount codes, gift cards (bound to carts, spent by orders). */

/**
 * A way to ship, offered for the countries in `countries` (null: everywhere). `amount` in cents;
 * free from `free_from` (the goods' value after discounts). Titles per language. Delivery in
 * working days as the product page's structured data states it: handling (until the parcel
 * leaves) plus transit (until it arrives), each a min–max range.
 *
 * The return cost lives here too, per rate, because it depends on where the parcel comes back
 * from (a return from Spain costs more than one from Utrecht) and the rate is where the shop's
 * countries are grouped: `return_shipping_fee` cents, 0 free returns, null the customer arranges
 * and pays the return. A country's return fee is that of the first rate (by sort order) shipping
 * there. `pickup` marks collecting in the shop: no parcel, so no shipping offer in the structured data.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    /** Delivery promise per language ("1–2 werkdagen"). */
    deliveryTimes: jsonb('delivery_times').$type<Record<string, string>>().notNull().default({}),
    amount: integer('amount').notNull(),
    freeFrom: integer('free_from'),
    countries: text('countries').array(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Working days until the parcel leaves: 0 when ordered before the day's cut-off. */
    handlingDaysMin: integer('handling_days_min').notNull().default(0),
    handlingDaysMax: integer('handling_days_max').notNull().default(1),
    /** Working days the carrier takes. */
    transitDaysMin: integer('transit_days_min').notNull().default(1),
    transitDaysMax: integer('transit_days_max').notNull().default(5),
    returnShippingFee: integer('return_shipping_fee').default(0),
    pickup: boolean('pickup').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shipping_rates_code_uq').on(t.code),
    check('shipping_rates_amount_ck', sql`${t.amount} >= 0 AND (${t.freeFrom} IS NULL OR ${t.freeFrom} >= 0)`),
    check(
      'shipping_rates_days_ck',
      sql`${t.handlingDaysMin} >= 0 AND ${t.handlingDaysMin} <= ${t.handlingDaysMax} AND ${t.transitDaysMin} >= 0 AND ${t.transitDaysMin} <= ${t.transitDaysMax}`,
    ),
    check('shipping_rates_return_fee_ck', sql`${t.returnShippingFee} IS NULL OR ${t.returnShippingFee} >= 0`),
  ],
);

/**
 * A discount code (spec section 3 enumerations: percent = 1, static = 2). `value` is a percentage
 * (1–100) or cents. `used_count` never passes `usage_limit` (checked under a row lock and by the
 * CHECK). `code` is stored upper-case.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountType: smallint('discount_type').notNull(),
    value: integer('value').notNull(),
    /** Goods' value (after sale prices) the order needs, cents. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's edits name the version they started from (a stale one is 409 `edit_conflict`). */
    lockVersion: integer('lock_version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    check('discount_codes_type_ck', sql`${t.discountType} IN (1, 2)`),
    check('discount_codes_value_ck', sql`${t.value} > 0 AND (${t.discountType} <> 1 OR ${t.value} <= 100)`),
    check('discount_codes_usage_ck', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  ],
);

/**
 * A gift card. Static cards hold a `balance` in cents that orders spend down (never below zero:
 * CHECK plus a row lock); percent cards take `value` % off one order and are then used up
 * (`balance` 1 → 0). Codes are random and stored upper-case. A card sold as a product names the
 * order line and the unit it was issued for (unique: a second paid-mark never issues another).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    giftCardType: smallint('gift_card_type').notNull(),
    value: integer('value').notNull(),
    balance: integer('balance').notNull(),
    currencyCode: text('currency_code').notNull().default('EUR'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's edits name the version they started from (a stale one is 409 `edit_conflict`). */
    lockVersion: integer('lock_version').notNull().default(1),
    /** Who the card is for, when staff or a buyer said so (it was mailed there). */
    recipientEmail: text('recipient_email'),
    /** A card sold as a product: the order that bought it, the line and which unit of the line (1-based). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderProductId: integer('order_product_id').references(() => orderProducts.id, { onDelete: 'set null' }),
    unit: integer('unit'),
  },
  (t) => [
    uniqueIndex('gift_cards_code_uq').on(t.code),
    uniqueIndex('gift_cards_sale_uq').on(t.orderProductId, t.unit),
    // The back office finds a card by any part of its code.
    index('gift_cards_code_search_idx').using('gin', t.code.op('gin_trgm_ops')),
    check('gift_cards_unit_ck', sql`${t.unit} IS NULL OR ${t.unit} >= 1`),
    check('gift_cards_type_ck', sql`${t.giftCardType} IN (1, 2)`),
    check('gift_cards_balance_ck', sql`${t.balance} >= 0 AND ${t.value} > 0`),
  ],
);

/** Gift cards bound to a cart (POST /carts/bind-gift-card); several may be. */
export const cartGiftCards = pgTable(
  'cart_gift_cards',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] })],
);

/** What an order took from a gift card (the card's history; cancelling gives it back). */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_uses_order_card_uq').on(t.orderId, t.giftCardId),
    // A card's uses in the back office.
    index('gift_card_uses_card_idx').on(t.giftCardId, t.createdAt),
    check('gift_card_uses_amount_ck', sql`${t.amount} >= 0`),
  ],
);
