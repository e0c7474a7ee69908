import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema/cart';
import type { CartRow } from './cart.service';

/*
 * What checkout reads and writes of a cart: its contact, addresses, shipping rate, discount code
 * and note, and the moment an order is placed from it. Functions that take `tx` run inside the
 * caller's transaction, with the cart locked (cart.service.ts `lockOpenCart`, `lockCart`).
 */

/** The checkout fields of a cart that checkout may set. */
export type CheckoutFields = Partial<Pick<CartRow, 'contactEmail' | 'shippingAddress' | 'billingAddress' | 'note' | 'shippingRateCode' | 'discountCodeId' | 'userId' | 'checkoutStartedAt'>>;

/** A cart by its unique id, without locking it. */
export async function findCart(db: Db, uniqueId: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.uniqueId, uniqueId));
  return cart;
}

/** Sets checkout fields of a cart; the cart as written. */
export async function updateCheckoutFields(tx: Db, cartId: number, fields: CheckoutFields): Promise<CartRow> {
  const [cart] = await tx
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  return cart!;
}

/** Closes a cart for changes: an order was placed from it. */
export async function markCartOrdered(tx: Db, cartId: number): Promise<void> {
  await tx.update(carts).set({ orderedAt: new Date(), updatedAt: new Date() }).where(eq(carts.id, cartId));
}
