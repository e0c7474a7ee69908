import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { PAYMENT_STATUS, REFUNDABLE_PAYMENT_STATUSES, trackingUrl, type FulfillmentStatus, type OrderEventStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import {
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type AdminPayment,
  type AdminRefund,
  type OrderNoteRequest,
  type ShipmentRequest,
} from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { orderEvents, orderNotes, orders, orderShipments } from '../../db/schema/orders';
import { AppError, invalidField } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { lockOrder, readAdminOrderEvents, readOrderNotes, readShipments, searchOrderPage, type ShipmentRow } from './orders.admin.queries';
import { findOrder, readOrderLines, type OrderProductRow, type OrderRow } from './orders.queries';
import { cancelRefusal, orderNotFound } from './orders.service';
import { readAdminReturns } from './returns.admin';
import { queueShipmentMail } from './shipment-mail';

/*
 * The back office's side of orders: the list, one order, and the changes staff make to it. Each
 * change locks the order's row, checks, changes, adds to the history and the audit log in one
 * transaction.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function customerName(row: OrderRow): string | null {
  const address = row.shippingAddress ?? row.billingAddress;
  const name = address ? `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim() : '';
  return name || null;
}

function toSummary(row: OrderRow): AdminOrderSummary {
  return {
    id: row.id,
    po_number: row.poNumber,
    created_at: row.createdAt.toISOString(),
    contact_email: row.contactEmail,
    customer_name: customerName(row),
    final_amount: row.finalAmount,
    currency_code: row.currencyCode,
    payment_status: row.paymentStatus as PaymentStatus,
    payment_method: row.paymentMethod,
    fulfillment_status: row.fulfillmentStatus as FulfillmentStatus,
  };
}

/** GET /admin/orders: a page of the matching orders, newest first. */
export async function listAdminOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const { rows, total } = await searchOrderPage(db, query, ADMIN_ORDERS_PER_PAGE);
  return { items: rows.map(toSummary), total, page: query.page, pages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PER_PAGE)), per_page: ADMIN_ORDERS_PER_PAGE };
}

const isCancelled = (order: Pick<OrderRow, 'paymentStatus' | 'fulfillmentStatus'>) => order.fulfillmentStatus === 'cancelled' || order.paymentStatus === PAYMENT_STATUS.voided;

/** A bank-transfer order that waits for its money: the only kind staff record a payment for. */
const awaitsTransfer = (order: OrderRow) => order.paymentMethod === 'bank_transfer' && order.paymentStatus === PAYMENT_STATUS.unpaid && !isCancelled(order);

/** Paid and not cancelled: the goods may leave. */
const mayShip = (order: OrderRow) => order.paymentStatus === PAYMENT_STATUS.paid && !isCancelled(order) && order.fulfillmentStatus === 'processing';

/**
 * GET /admin/orders/{id}: the order with its lines, payments (the payments module's, handed in),
 * history and staff notes; 404 `order_not_found`.
 */
export async function adminOrderView(db: Db, id: number, money: { payments: AdminPayment[]; refunds: AdminRefund[]; refundProvider: AdminRefund['provider'] }, locale: Locale): Promise<AdminOrder> {
  const row = await findOrder(db, id);
  if (!row) throw orderNotFound();
  const lines = await readOrderLines(db, id);
  const parcels = await readShipments(db, id);
  const left = unitsLeft(lines, parcels);
  const events = await readAdminOrderEvents(db, id);
  const notes = await readOrderNotes(db, id);
  const returns = await readAdminReturns(db, id, lines, locale);
  const heldBack = money.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = REFUNDABLE_PAYMENT_STATUSES.includes(row.paymentStatus as PaymentStatus) ? Math.max(0, row.finalAmount - heldBack) : 0;
  return {
    ...toSummary(row),
    updated_at: row.updatedAt.toISOString(),
    language: row.language,
    customer_id: row.userId,
    subtotal_amount: row.subtotalAmount,
    discount_amount: row.discountAmount,
    discount_code: row.discountCode,
    shipping_amount: row.shippingAmount,
    gift_card_amount: row.giftCardAmount,
    tax_amount: row.taxAmount,
    amount_due: row.paymentStatus === PAYMENT_STATUS.unpaid && !isCancelled(row) ? row.finalAmount : 0,
    shipping_address: row.shippingAddress,
    billing_address: row.billingAddress,
    shipping_method: row.shippingMethod ? { name: row.shippingMethod.name, amount: row.shippingMethod.amount } : null,
    customer_note: row.note,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber, row.shippingAddress),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    can_record_transfer: awaitsTransfer(row),
    can_ship: mayShip(row),
    can_cancel: cancelRefusal(row) === null,
    can_mark_delivered: row.fulfillmentStatus === 'shipped',
    refundable_amount: refundable,
    refund_provider: money.refundProvider,
    refunds: money.refunds,
    returns,
    lines: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
      title: line.title,
      image: line.imageUrl ? { url: line.imageUrl, alt: line.title } : null,
      material_title: line.materialTitle,
      size: line.size,
      options: line.options,
      quantity: line.quantity,
      base_cost: line.baseCost,
      final_cost: line.finalCost,
      total_amount: line.totalAmount,
      digital: line.digital,
      // Shipped before parcels were kept: the whole line left with the order's one code.
      shipped_quantity: line.digital ? 0 : row.fulfillmentStatus !== 'processing' && !parcels.length ? line.quantity : line.quantity - Math.max(0, left.get(line.id) ?? 0),
    })),
    shipments: parcels.map((parcel) => ({
      id: parcel.id,
      carrier: parcel.carrier,
      tracking_number: parcel.trackingNumber,
      tracking_url: trackingUrl(parcel.carrier, parcel.trackingNumber, row.shippingAddress),
      items: parcel.items,
      staff_email: parcel.staffEmail,
      created_at: parcel.createdAt.toISOString(),
    })),
    payments: money.payments,
    events: events.map((event) => ({
      status: event.status as OrderEventStatus,
      occurred_at: event.occurredAt.toISOString(),
      location: event.location,
      carrier: event.carrier,
      tracking_number: event.trackingNumber,
    })),
    notes: notes.map((note) => ({ id: note.id, text: note.text, staff_email: note.staffEmail, created_at: note.createdAt.toISOString() })),
  };
}

/** The order, locked, or 404. */
async function lockedOrder(tx: Db, id: number): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order) throw orderNotFound();
  return order;
}

const amountTexts = {
  nl: (due: string) => `Het bedrag moet gelijk zijn aan wat de klant nog moet betalen: ${due}`,
  en: (due: string) => `The amount must equal what the customer still owes: ${due}`,
};

/**
 * The checks before a bank transfer is recorded, on the locked order: already paid is 409
 * `already_paid` (a repeated call records nothing), another method or state 409
 * `order_not_awaiting_transfer`, an amount other than what is owed 422 on `amount_cents`.
 */
export async function lockOrderForTransfer(tx: Db, id: number, amount: number, lang: ValidationLanguage): Promise<OrderRow> {
  const order = await lockedOrder(tx, id);
  if (order.paymentMethod === 'bank_transfer' && order.paymentStatus !== PAYMENT_STATUS.unpaid && !isCancelled(order)) throw new AppError('conflict', 'already_paid');
  if (!awaitsTransfer(order)) throw new AppError('conflict', 'order_not_awaiting_transfer');
  if (amount !== order.finalAmount) {
    const due = new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: order.currencyCode }).format(order.finalAmount / 100);
    throw invalidField('amount_cents', (lang === 'nl' ? amountTexts.nl : amountTexts.en)(due));
  }
  return order;
}

const shipmentTexts = {
  nl: { line: 'Dit artikel hoort niet bij de bestelling of wordt niet verzonden.', tooMany: (n: number) => `Er zijn nog ${n} te verzenden.`, twice: 'Dit artikel staat er al in.' },
  en: { line: 'This item is not part of the order or is not shipped.', tooMany: (n: number) => `${n} left to ship.`, twice: 'This item is listed already.' },
};

/** Units of each physical line not yet in a parcel. */
function unitsLeft(lines: readonly OrderProductRow[], parcels: readonly ShipmentRow[]): Map<number, number> {
  const left = new Map(lines.filter((line) => !line.digital).map((line) => [line.id, line.quantity]));
  for (const parcel of parcels) for (const item of parcel.items) left.set(item.order_product_id, (left.get(item.order_product_id) ?? 0) - item.quantity);
  return left;
}

/** The parcel's units: as asked (each checked against what is left: 422 per item) or everything left. */
function parcelItems(left: Map<number, number>, asked: ShipmentRequest['items'], lang: ValidationLanguage): { order_product_id: number; quantity: number }[] {
  if (!asked) return [...left].filter(([, n]) => n > 0).map(([lineId, n]) => ({ order_product_id: lineId, quantity: n }));
  const texts = lang === 'nl' ? shipmentTexts.nl : shipmentTexts.en;
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  for (const [index, item] of asked.entries()) {
    const remaining = left.get(item.order_product_id);
    if (remaining === undefined) fields[`items.${index}.order_product_id`] = texts.line;
    else if (seen.has(item.order_product_id)) fields[`items.${index}.order_product_id`] = texts.twice;
    else if (item.quantity > remaining) fields[`items.${index}.quantity`] = texts.tooMany(Math.max(0, remaining));
    seen.add(item.order_product_id);
  }
  if (Object.keys(fields).length) throw new AppError('invalid_data', 'validation_failed', { fields });
  return asked.map((item) => ({ order_product_id: item.order_product_id, quantity: item.quantity }));
}

/**
 * POST /admin/orders/{id}/shipments: a parcel leaves a paid order with a carrier and tracking code
 * — all units not yet shipped, or the `items` named (a partial shipment). The parcel is kept, the
 * order's history gets a `shipped` step with carrier and code, the customer a mail (naming the
 * parcel's items when more is to follow), the log an entry; once every physical unit has left
 * the order is `shipped`. The same carrier and code again changes nothing (a retried click);
 * nothing left to ship is 409 `already_shipped`; unpaid or cancelled orders 409
 * `order_awaiting_payment` / `order_cancelled`; an item not in the order or more units than are
 * left 422 on `items.N.…`.
 */
export async function shipOrder(db: Db, actor: AuditActor, id: number, input: ShipmentRequest, lang: ValidationLanguage): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    const parcels = await readShipments(tx, id);
    if (parcels.some((parcel) => parcel.carrier === input.carrier && parcel.trackingNumber === input.tracking_code)) return;
    // Orders shipped before parcels were kept have their one code on the order.
    if (order.carrier === input.carrier && order.trackingNumber === input.tracking_code && order.fulfillmentStatus !== 'processing') return;
    if (isCancelled(order)) throw new AppError('conflict', 'order_cancelled');
    if (order.fulfillmentStatus !== 'processing') throw new AppError('conflict', 'already_shipped');
    if (order.paymentStatus !== PAYMENT_STATUS.paid) throw new AppError('conflict', 'order_awaiting_payment');
    const lines = await readOrderLines(tx, id);
    const left = unitsLeft(lines, parcels);
    const items = parcelItems(left, input.items, lang);
    if (!items.length) throw new AppError('conflict', 'already_shipped');
    for (const item of items) left.set(item.order_product_id, left.get(item.order_product_id)! - item.quantity);
    const complete = [...left.values()].every((n) => n <= 0);
    const now = new Date();
    await tx.insert(orderShipments).values({ orderId: id, carrier: input.carrier, trackingNumber: input.tracking_code, items, staffId: actor.id, staffEmail: actor.email, createdAt: now });
    const [shipped] = await tx
      .update(orders)
      .set({
        fulfillmentStatus: (complete ? 'shipped' : 'processing') satisfies FulfillmentStatus,
        // The latest parcel is the one the customer's tracking page follows; the history keeps every code.
        carrier: input.carrier,
        trackingNumber: input.tracking_code,
        shippedAt: order.shippedAt ?? now,
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    await tx.insert(orderEvents).values({ orderId: id, status: 'shipped' satisfies OrderEventStatus, occurredAt: now, carrier: input.carrier, trackingNumber: input.tracking_code });
    const titles = new Map(lines.map((line) => [line.id, line.title]));
    await queueShipmentMail(tx, shipped!, complete && !parcels.length ? undefined : { items: items.map((item) => ({ title: titles.get(item.order_product_id) ?? '', quantity: item.quantity })), more: !complete });
    await recordAudit(tx, actor, {
      action: 'order.shipped',
      entity: 'order',
      entityId: id,
      before: { fulfillment_status: order.fulfillmentStatus },
      after: { fulfillment_status: shipped!.fulfillmentStatus, carrier: input.carrier, tracking_number: input.tracking_code, items },
    });
  });
}

/** The order, locked, when money can still be given back on it; 409 `order_not_refundable` otherwise (unpaid, voided, all refunded). */
export async function lockOrderForRefund(tx: Db, id: number): Promise<OrderRow> {
  const order = await lockedOrder(tx, id);
  if (!REFUNDABLE_PAYMENT_STATUSES.includes(order.paymentStatus as PaymentStatus) || order.finalAmount === 0) throw new AppError('conflict', 'order_not_refundable');
  return order;
}

/**
 * POST /admin/orders/{id}/delivered: the carrier delivered a shipped order (staff saw it in the
 * carrier's tracking, or the customer said so) — `delivered` now, a step in the history; from
 * then the return windows run. Again changes nothing; not shipped is 409 `order_not_shipped`.
 */
export async function markDelivered(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.fulfillmentStatus === 'delivered') return;
    if (order.fulfillmentStatus !== 'shipped') throw new AppError('conflict', 'order_not_shipped');
    const now = new Date();
    await tx.update(orders).set({ fulfillmentStatus: 'delivered' satisfies FulfillmentStatus, deliveredAt: now, updatedAt: now }).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, status: 'delivered' satisfies OrderEventStatus, occurredAt: now });
    await recordAudit(tx, actor, { action: 'order.delivered', entity: 'order', entityId: id, before: { fulfillment_status: order.fulfillmentStatus }, after: { fulfillment_status: 'delivered' } });
  });
}

/** POST /admin/orders/{id}/notes: a note for colleagues, kept with the order and logged. */
export async function addOrderNote(db: Db, actor: AuditActor, id: number, input: OrderNoteRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedOrder(tx, id);
    const [note] = await tx.insert(orderNotes).values({ orderId: id, staffId: actor.id, staffEmail: actor.email, text: input.text }).returning({ id: orderNotes.id });
    await recordAudit(tx, actor, { action: 'order.note_added', entity: 'order', entityId: id, after: { note_id: note!.id, text: input.text } });
  });
}
