import { and, count, desc, eq, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, PAYMENT_STATUS, type FulfillmentStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { AdminCustomerOrder } from '../../contract/customers-admin';
import type { Order } from '../../contract/orders';
import type { Db } from '../../db/client';
import { orderProducts, orders, returnRequests } from '../../db/schema/orders';
import { presentOrder } from './orders.service';
import { containing } from '../../lib/like';

/*
 * A customer's orders for the back office's customers (api/modules/accounts/customers.admin.ts):
 * those placed signed in (`user_id`) and those placed as a guest with the account's address. The
 * data export reads them whole; an erasure keeps them for the books without the personal data.
 */


/**
 * The customer's orders. The guest side matches `search_text` first: its trigram index finds the
 * few orders holding the address without reading every order; `contact_email` then keeps the exact ones.
 */
function ofCustomer(userId: number, email: string): SQL {
  return or(eq(orders.userId, userId), and(like(orders.searchText, containing(email.toLowerCase())), eq(orders.contactEmail, email)))!;
}

/** The customer's newest orders (`limit`) and how many they have. */
export async function customerOrderList(db: Db, userId: number, email: string, limit: number): Promise<{ orders: AdminCustomerOrder[]; total: number }> {
  const where = ofCustomer(userId, email);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      po_number: row.poNumber,
      created_at: row.createdAt.toISOString(),
      final_amount: row.finalAmount,
      currency_code: row.currencyCode,
      payment_status: row.paymentStatus as PaymentStatus,
      fulfillment_status: row.fulfillmentStatus as FulfillmentStatus,
      guest: row.userId !== userId,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** How many orders each customer placed signed in (the customers list; one grouped count over the user index). */
export async function orderCountsOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: orders.userId, n: count() })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), isNotNull(orders.userId)))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId!, Number(row.n)]));
}

/** Every order of the customer as their own order page shows it (lines, return requests), oldest first: the data export. */
export async function customerOrdersForExport(db: Db, userId: number, email: string): Promise<Order[]> {
  const rows = await db.select().from(orders).where(ofCustomer(userId, email)).orderBy(orders.createdAt, orders.id);
  const result: Order[] = [];
  // One after the other: inside a read retry the connection runs one statement at a time.
  for (const row of rows) result.push(await presentOrder(db, row));
  return result;
}

/**
 * Whether the shop still owes the customer something on an order: paid and not shipped yet, or a
 * return request not settled. Erasing then would lose the address the goods go to.
 */
export async function hasOpenCustomerOrders(db: Db, userId: number, email: string): Promise<boolean> {
  const [toShip] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofCustomer(userId, email), eq(orders.paymentStatus, PAYMENT_STATUS.paid), eq(orders.fulfillmentStatus, 'processing' satisfies FulfillmentStatus)))
    .limit(1);
  if (toShip) return true;
  const [openReturn] = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(ofCustomer(userId, email), inArray(returnRequests.status, [...OPEN_RETURN_STATUSES])))
    .limit(1);
  return Boolean(openReturn);
}

/** An order's address with the person taken out: the country stays (VAT is due by destination). */
const withoutPerson = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
  sql`CASE WHEN ${column} IS NULL THEN NULL ELSE jsonb_build_object('first_name', '', 'last_name', '', 'company', NULL, 'address_line_1', '', 'address_line_2', NULL, 'city', '', 'state', NULL, 'zip', '', 'country', ${column}->'country', 'phone', NULL) END`;

/**
 * An erasure's part of the orders, in the caller's transaction. The orders stay for the books
 * (number, dates, amounts, lines, payments, history) with the person removed: the contact address
 * becomes a non-deliverable placeholder (RFC 2606 `.invalid`), names, streets, zip and phone leave
 * both addresses (the country stays), the customer's checkout note and `user_id` go, and the
 * engraving text leaves the lines (names and dates are what people engrave; the font stays).
 * Their return requests lose the customer's comment and `user_id`; reasons, items and the shop's
 * own message stay. `search_text` follows by itself (a generated column).
 */
export async function anonymiseCustomerOrders(tx: Db, userId: number, email: string): Promise<{ orders: number; returnRequests: number }> {
  const changed = await tx
    .update(orders)
    .set({
      userId: null,
      contactEmail: sql`'erased-' || ${orders.id} || '@erased.invalid'`,
      shippingAddress: withoutPerson(orders.shippingAddress),
      billingAddress: withoutPerson(orders.billingAddress),
      note: null,
      updatedAt: new Date(),
    })
    .where(ofCustomer(userId, email))
    .returning({ id: orders.id });
  const ids = changed.map((row) => row.id);
  // An engraving and a map's place are personal too (a name, a home): so is the merged map image.
  if (ids.length) {
    await tx
      .update(orderProducts)
      .set({ options: sql`${orderProducts.options} - 'engraving' - 'map'`, imageUrl: sql`CASE WHEN ${orderProducts.options} -> 'map' IS NULL THEN ${orderProducts.imageUrl} END` })
      .where(inArray(orderProducts.orderId, ids));
  }
  const requests = await tx
    .update(returnRequests)
    .set({ userId: null, comment: null, updatedAt: new Date() })
    .where(ids.length ? or(eq(returnRequests.userId, userId), inArray(returnRequests.orderId, ids)) : eq(returnRequests.userId, userId))
    .returning({ id: returnRequests.id });
  return { orders: ids.length, returnRequests: requests.length };
}
