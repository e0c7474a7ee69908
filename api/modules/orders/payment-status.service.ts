import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, PAYMENT_STATUS, RETURN_TYPE, type FulfillmentStatus, type OrderEventStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { orderProducts, orders, returnRequests } from '../../db/schema/orders';
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

/**
 * Marks an unpaid order paid and adds `paid` to its history; answers whether this call did it. An
 * order with nothing to ship (gift cards, files: every line digital) is delivered with it — its
 * codes go out in the same transaction — so it never waits in "to ship".
 */
export async function setOrderPaid(tx: Db, orderId: number): Promise<boolean> {
  const now = new Date();
  const changed = await tx
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.paid, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PAYMENT_STATUS.unpaid)))
    .returning({ id: orders.id, fulfillmentStatus: orders.fulfillmentStatus });
  if (!changed.length) return false;
  await recordOrderEvent(tx, orderId, 'paid');
  const [physical] = await tx.select({ id: orderProducts.id }).from(orderProducts).where(and(eq(orderProducts.orderId, orderId), eq(orderProducts.digital, false))).limit(1);
  if (!physical && changed[0]!.fulfillmentStatus === 'processing') {
    await tx.update(orders).set({ fulfillmentStatus: 'delivered' satisfies FulfillmentStatus, deliveredAt: now }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, orderId, 'delivered');
  }
  return true;
}

/**
 * Sets a paid order's payment state from its refunds (the payments module sums them, in cents):
 * any still pending → 5 refundStarted; all of `final_amount` back → 2 refunded; part → 3
 * partiallyRefunded; none (a refund that failed) → back to 6 returnRequested while a refund-type
 * return is open, else 1 paid. A change adds its step to the history. Runs in the caller's
 * transaction with the order locked.
 */
export async function setOrderRefundState(tx: Db, order: Pick<OrderRow, 'id' | 'finalAmount' | 'paymentStatus'>, sums: { refunded: number; pending: number }): Promise<PaymentStatus> {
  let status: PaymentStatus;
  if (sums.pending > 0) status = PAYMENT_STATUS.refundStarted;
  else if (sums.refunded >= order.finalAmount && sums.refunded > 0) status = PAYMENT_STATUS.refunded;
  else if (sums.refunded > 0) status = PAYMENT_STATUS.partiallyRefunded;
  else status = (await hasOpenRefundReturn(tx, order.id)) ? PAYMENT_STATUS.returnRequested : PAYMENT_STATUS.paid;
  if (status === order.paymentStatus) return status;
  await tx.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  const event = ({ [PAYMENT_STATUS.refundStarted]: 'refund_started', [PAYMENT_STATUS.refunded]: 'refunded', [PAYMENT_STATUS.partiallyRefunded]: 'partially_refunded' } as Partial<Record<PaymentStatus, OrderEventStatus>>)[status];
  if (event) await recordOrderEvent(tx, order.id, event);
  return status;
}

async function hasOpenRefundReturn(tx: Db, orderId: number): Promise<boolean> {
  const open = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.type, RETURN_TYPE.refund), inArray(returnRequests.status, OPEN_RETURN_STATUSES as unknown as string[])))
    .limit(1);
  return open.length > 0;
}
