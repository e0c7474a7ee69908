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

/** GET /orders/{id}: the order page. */
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
 * PATCH /orders/{id} `{ action: 'cancel' }`: an unpaid order that has not shipped becomes voided
 * (payment status 4) and cancelled, its reserved stock goes back, and its history says so. The
 * order's row is locked meanwhile, so a payment arriving at the same moment waits and sees the
 * result. Cancelling a cancelled order again answers it unchanged (a retried request); anything
 * else is 409 `order_not_cancellable`.
 */
export async function cancelOrder(db: Db, userId: number, id: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, userId, id);
    if (!order) throw orderNotFound();
    if (order.paymentStatus === PAYMENT_STATUS.voided && order.fulfillmentStatus === 'cancelled') return;
    if (!isCancellable(order)) throw new AppError('conflict', 'order_not_cancellable');
    await voidOrder(tx, order);
    await releaseReservedStock(tx, order.id);
    await releaseOrderDiscounts(tx, order);
    await recordOrderEvent(tx, order.id, 'cancelled' satisfies OrderEventStatus);
  });
  return getOrder(db, userId, id);
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
    events: events.map((event) => ({ status: event.status as OrderEventStatus, occurred_at: event.occurredAt.toISOString(), location: event.location })),
  };
}
