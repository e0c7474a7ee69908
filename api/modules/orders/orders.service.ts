import { and, eq } from 'drizzle-orm';
import { isCancellable, PAYMENT_STATUS, trackingUrl, type FulfillmentStatus, type OrderEventStatus } from '../../../domain/orders/order-rules';
import type { Order, OrderListQuery, OrderListResponse, Tracking } from '../../contract/orders';
import type { Db } from '../../db/client';
import { orderProducts, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { releaseStock } from '../catalog';
import { releaseOrderDiscounts } from '../pricing';
import { toOrder, toOrderSummary } from './order-shape';
import { findCustomerOrder, lockCustomerOrder, readOrderEvents, readOrderLines, readOrderPage, readReturnRequests, type OrderRow } from './orders.queries';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../staff';
import { lockOrder } from './orders.admin.queries';
import { recordOrderEvent } from './place-order';

export const orderNotFound = () => new AppError('not_found', 'order_not_found');

/** The customer's order or 404 `order_not_found` (another customer's too: the same answer). */
async function customerOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const row = await findCustomerOrder(db, userId, id);
  if (!row) throw orderNotFound();
  return row;
}

/** GET /orders: a page of the customer's orders, newest first. */
export async function listOrders(db: Db, userId: number, query: OrderListQuery): Promise<OrderListResponse> {
  const { rows, total } = await readOrderPage(db, userId, query.page, query.count);
  return {
    data: rows.map((row) => toOrderSummary(row.order, row.itemsCount)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.count)), total },
  };
}

/** An order as its page shows it: amounts, lines with what can still be returned, requests so far. */
export async function presentOrder(db: Db, row: OrderRow): Promise<Order> {
  const [lines, requests] = await Promise.all([readOrderLines(db, row.id), readReturnRequests(db, row.id)]);
  return toOrder(row, lines, requests);
}

/** GET /orders/{id}: the order page (404 for another customer's order). */
export async function getOrder(db: Db, userId: number, id: number): Promise<Order> {
  return presentOrder(db, await customerOrder(db, userId, id));
}

/** Marks the order voided and cancelled. */
async function voidOrder(tx: Db, order: OrderRow): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.voided, fulfillmentStatus: 'cancelled' satisfies FulfillmentStatus, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
}

/** Gives the units the order's lines hold back to stock, once. */
async function releaseReservedStock(tx: Db, orderId: number): Promise<void> {
  const released = await tx
    .update(orderProducts)
    .set({ stockReserved: false })
    .where(and(eq(orderProducts.orderId, orderId), eq(orderProducts.stockReserved, true)))
    .returning({ productConfigurationId: orderProducts.productConfigurationId, quantity: orderProducts.quantity });
  await releaseStock(tx, released);
}

/**
 * Who cancels: the customer from their order page, staff from the back office with a reason, or
 * the shop itself (a payment that expired or was denied) — and then only while `stillDue` holds
 * for the locked order (nothing changed meanwhile), never with an error.
 */
export type OrderCanceller =
  | { kind: 'customer'; userId: number }
  | { kind: 'staff'; actor: AuditActor; reason: string }
  | { kind: 'system'; reason: 'payment_expired' | 'payment_denied'; stillDue: (order: OrderRow) => boolean };

/** Why an order cannot be cancelled now (the back office's error codes), or null when it can. */
export type CancelRefusal = 'order_cancelled' | 'order_shipped' | 'refund_needed' | 'order_not_cancellable';

/**
 * The one cancel rule: only an unpaid order that has not shipped (domain `isCancellable`). A
 * cancelled (voided) order is `order_cancelled`, one on its way or delivered `order_shipped`, one
 * the shop holds money for `refund_needed` (refunds are their own step), anything else
 * `order_not_cancellable`.
 */
export function cancelRefusal(order: Pick<OrderRow, 'paymentStatus' | 'fulfillmentStatus'>): CancelRefusal | null {
  if (isCancellable(order)) return null;
  if (order.fulfillmentStatus === 'cancelled' || order.paymentStatus === PAYMENT_STATUS.voided) return 'order_cancelled';
  if (order.fulfillmentStatus !== 'processing') return 'order_shipped';
  if (order.paymentStatus === PAYMENT_STATUS.refunded) return 'order_not_cancellable';
  return 'refund_needed';
}

/**
 * Cancels an order, for its customer (PATCH /orders/{id} `{ action: 'cancel' }`) or for staff
 * (POST /admin/orders/{id}/cancel): an unpaid order that has not shipped becomes voided (payment
 * status 4) and cancelled, its reserved stock, discount-code use and gift-card amounts go back, its
 * history gets a `cancelled` step and, for staff, the audit log an entry — one transaction, with
 * the order's row locked, so a payment arriving at the same moment waits and sees the result, and
 * a second cancel finds it cancelled and gives nothing back twice. (Open card payments are stopped
 * before this by checkout's `cancelOrderAndPayments`.) A customer's repeated cancel answers
 * unchanged (a retried request) and any refusal is 409 `order_not_cancellable`; staff get 409
 * with the reason's code (`cancelRefusal`). Another customer's order is 404. The system's cancel
 * does nothing to an order it may not cancel (paid meanwhile, cancelled already, no longer due).
 * Answers whether this call cancelled it.
 */
export async function cancelOrder(db: Db, id: number, by: OrderCanceller): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = by.kind === 'customer' ? await lockCustomerOrder(tx, by.userId, id) : await lockOrder(tx, id);
    if (!order) throw orderNotFound();
    const refusal = cancelRefusal(order);
    if (by.kind === 'system' && (refusal || !by.stillDue(order))) return false;
    if (refusal && by.kind === 'customer') {
      if (order.paymentStatus === PAYMENT_STATUS.voided && order.fulfillmentStatus === 'cancelled') return false;
      throw new AppError('conflict', 'order_not_cancellable');
    }
    if (refusal) throw new AppError('conflict', refusal);
    await voidOrder(tx, order);
    await releaseReservedStock(tx, order.id);
    await releaseOrderDiscounts(tx, order);
    await recordOrderEvent(tx, order.id, 'cancelled' satisfies OrderEventStatus);
    if (by.kind !== 'customer') {
      await recordAudit(tx, by.kind === 'staff' ? by.actor : SYSTEM_ACTOR, {
        action: 'order.cancelled',
        entity: 'order',
        entityId: id,
        before: { payment_status: order.paymentStatus, fulfillment_status: order.fulfillmentStatus },
        after: { payment_status: PAYMENT_STATUS.voided, fulfillment_status: 'cancelled', reason: by.reason },
      });
    }
    return true;
  });
}

/** GET /tracking: the carrier, the tracking link and the order's history. */
export async function getTracking(db: Db, userId: number, orderId: number): Promise<Tracking> {
  const order = await customerOrder(db, userId, orderId);
  const events = await readOrderEvents(db, order.id);
  return {
    order_id: order.id,
    po_number: order.poNumber,
    fulfillment_status: order.fulfillmentStatus as FulfillmentStatus,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl(order.carrier, order.trackingNumber, order.shippingAddress),
    shipped_at: order.shippedAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    events: events.map((event) => ({ status: event.status as OrderEventStatus, occurred_at: event.occurredAt.toISOString(), location: event.location, carrier: event.carrier, tracking_number: event.trackingNumber })),
  };
}
