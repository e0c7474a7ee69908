import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema/cart';

/*
 * A customer's carts for the back office's data export and erasure (api/modules/accounts): the
 * carts they started checkout with signed in, and those holding their address as the contact.
 */

const ofCustomer = (userId: number, email: string): SQL => or(eq(carts.userId, userId), eq(carts.contactEmail, email))!;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The customer's carts with their lines, oldest first. The unique id is left out: whoever has it opens the cart. */
export async function customerCarts(db: Db, userId: number, email: string) {
  const rows = await db.select().from(carts).where(ofCustomer(userId, email)).orderBy(asc(carts.id));
  const lines = rows.length ? await db.select().from(cartItems).where(inArray(cartItems.cartId, rows.map((row) => row.id))).orderBy(asc(cartItems.id)) : [];
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ordered_at: iso(row.orderedAt),
    contact_email: row.contactEmail,
    shipping_address: row.shippingAddress as Record<string, unknown> | null,
    billing_address: row.billingAddress as Record<string, unknown> | null,
    note: row.note,
    items: lines.filter((line) => line.cartId === row.id).map((line) => ({ product_configuration_id: line.productConfigurationId, quantity: line.quantity, options: line.options as Record<string, unknown> })),
  }));
}

/**
 * An erasure's part of the carts, in the caller's transaction: every cart of the customer goes with
 * its lines (contact and addresses are in it). Orders placed from one keep their own copy; their
 * `cart_id` becomes null (the foreign key's rule).
 */
export async function eraseCustomerCarts(tx: Db, userId: number, email: string): Promise<number> {
  const deleted = await tx.delete(carts).where(ofCustomer(userId, email)).returning({ id: carts.id });
  return deleted.length;
}
