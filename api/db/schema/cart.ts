import type { EngravingFont } from '../../../domain/cart/cart-rules';
import type { MapPlace } from '../../../domain/map/map-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { discountCodes } from './pricing';
import { productConfigurations } from './catalog';
import type { OrderAddress } from './orders';

/**
 * A shopper's cart, addressed by an unguessable `unique_id` (192 random bits, base64url) that the
 * storefront keeps in localStorage. Per shopper, never cached: no cache-version triggers.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uniqueId: text('unique_id').notNull(),
    contactEmail: text('contact_email'),
    /** The customer who started checkout with it (null for guests). */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    /** Null: the same as the shipping address. */
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    /** Code of the chosen `shipping_rates` row. */
    shippingRateCode: text('shipping_rate_code'),
    /** The one discount code of the order (spec section 5). */
    discountCodeId: integer('discount_code_id').references((): AnyPgColumn => discountCodes.id, { onDelete: 'set null' }),
    note: text('note'),
    checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
    /** Set when an order was placed from it: the cart is closed for changes from then on. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_unique_id_uq').on(t.uniqueId)],
);

/**
 * Item options (engraving, the place of a map item, ...): what makes two lines of one configuration
 * differ. `map_image` is the token of the line's merged map image (api/modules/cart/map-image.ts),
 * set by its upload; it does not make a line differ.
 */
export type CartItemOptions = { engraving?: string; engraving_font?: EngravingFont; map?: MapPlace; map_image?: string };

/**
 * One line of a cart. Prices are not stored: they are read from the catalogue when the cart is
 * shown, so a client can never set them. The same configuration with the same options is one
 * line whose quantity grows (unique index, INSERT ... ON CONFLICT).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productConfigurationId: integer('product_configuration_id')
      .notNull()
      .references(() => productConfigurations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.productConfigurationId, t.options),
    index('cart_items_configuration_idx').on(t.productConfigurationId),
    check('cart_items_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);
