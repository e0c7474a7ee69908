import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderProducts, orders, returnRequests } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** An order by id. */
export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** The order placed from a cart, if any (a cart has one order at the most). */
export async function orderOfCart(db: Db, cartId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return order;
}

const mine = (userId: number, id: number) => and(eq(orders.id, id), eq(orders.userId, userId));

/** One of the customer's orders; another customer's is undefined, like a missing one. */
export async function findCustomerOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(mine(userId, id));
  return row;
}

/** Like findCustomerOrder, and locks the order's row until the transaction ends: changes to one order run one at a time. */
export async function lockCustomerOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(mine(userId, id)).for('update');
  return row;
}

/** A page of the customer's orders, newest first, with the number of pieces of each; and how many there are. */
export async function readOrderPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        // Qualified by hand: inside a subquery drizzle would write the bare column name.
        itemsCount: sql<number>`(SELECT coalesce(sum(op.quantity), 0)::int FROM order_products op WHERE op.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, itemsCount: Number(row.itemsCount) })), total: Number(total?.n ?? 0) };
}

export function readOrderLines(db: Db, orderId: number): Promise<OrderProductRow[]> {
  return db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.id));
}

export function readReturnRequests(db: Db, orderId: number): Promise<ReturnRequestRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(asc(returnRequests.id));
}

/** The order's history, oldest first. */
export function readOrderEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.occurredAt), asc(orderEvents.id));
}

/** Units of each ordered line that return or repair requests hold (rejected requests hold none). */
export function requestedQuantities(requests: readonly ReturnRequestRow[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const request of requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.items) held.set(item.order_product_id, (held.get(item.order_product_id) ?? 0) + item.quantity);
  }
  return held;
}
