import { and, eq } from 'drizzle-orm';
import { PAYMENT_STATUS, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { OrderRow } from './orders.queries';
import { recordOrderEvent } from './place-order';

/*
 * An order's payment state as the payments module moves it: the method chosen while unpaid, paid
 * (once: a conditional update, so a webhook, its replays and the return page racing each other
 * mark it once), refunded.
 */

/** Records the method an unpaid order is to be paid with; undefined when it is no longer unpaid. */
export async function setOrderPaymentMethod(db: Db, orderId: number, method: string): Promise<OrderRow | undefined> {
  const [updated] = await db
    .update(orders)
    .set({ paymentMethod: method, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PAYMENT_STATUS.unpaid)))
    .returning();
  return updated;
}

/** Marks an unpaid order paid and adds `paid` to its history; answers whether this call did it. */
export async function setOrderPaid(tx: Db, orderId: number): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.paid, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PAYMENT_STATUS.unpaid)))
    .returning({ id: orders.id });
  if (!changed.length) return false;
  await recordOrderEvent(tx, orderId, 'paid');
  return true;
}

/** Sets a paid order's refund state from the provider's refunded amount. */
export async function setOrderRefunded(db: Db, orderId: number, refunded: number, amount: number): Promise<void> {
  const status: PaymentStatus = refunded >= amount ? PAYMENT_STATUS.refunded : PAYMENT_STATUS.partiallyRefunded;
  const changed = await db.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning({ id: orders.id });
  if (changed.length) await recordOrderEvent(db, orderId, status === PAYMENT_STATUS.refunded ? 'refunded' : 'partially_refunded');
}
