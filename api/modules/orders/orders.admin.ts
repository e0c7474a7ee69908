import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS, trackingUrl, type FulfillmentStatus, type OrderEventStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import {
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type AdminPayment,
  type OrderNoteRequest,
  type ShipmentRequest,
} from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { orderEvents, orderNotes, orders } from '../../db/schema/orders';
import { AppError, invalidField } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { lockOrder, readAdminOrderEvents, readOrderNotes, searchOrderPage } from './orders.admin.queries';
import { findOrder, readOrderLines, type OrderRow } from './orders.queries';
import { cancelRefusal, orderNotFound } from './orders.service';
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
export async function adminOrderView(db: Db, id: number, payments: AdminPayment[]): Promise<AdminOrder> {
  const row = await findOrder(db, id);
  if (!row) throw orderNotFound();
  const lines = await readOrderLines(db, id);
  const events = await readAdminOrderEvents(db, id);
  const notes = await readOrderNotes(db, id);
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
    })),
    payments,
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

/**
 * POST /admin/orders/{id}/shipments: a paid order leaves with a carrier and tracking code — the
 * order is `shipped`, its history gets a `shipped` step with both, the customer a mail, the log an
 * entry. The same carrier and code again changes nothing (a retried click); a shipped order with
 * another code is 409 `already_shipped` (partial shipments are not built yet); unpaid or
 * cancelled orders 409 `order_awaiting_payment` / `order_cancelled`.
 */
export async function shipOrder(db: Db, actor: AuditActor, id: number, input: ShipmentRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.carrier === input.carrier && order.trackingNumber === input.tracking_code && order.fulfillmentStatus !== 'processing') return;
    if (isCancelled(order)) throw new AppError('conflict', 'order_cancelled');
    if (order.fulfillmentStatus !== 'processing') throw new AppError('conflict', 'already_shipped');
    if (order.paymentStatus !== PAYMENT_STATUS.paid) throw new AppError('conflict', 'order_awaiting_payment');
    const now = new Date();
    const [shipped] = await tx
      .update(orders)
      .set({ fulfillmentStatus: 'shipped' satisfies FulfillmentStatus, carrier: input.carrier, trackingNumber: input.tracking_code, shippedAt: now, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    await tx.insert(orderEvents).values({ orderId: id, status: 'shipped' satisfies OrderEventStatus, occurredAt: now, carrier: input.carrier, trackingNumber: input.tracking_code });
    await queueShipmentMail(tx, shipped!);
    await recordAudit(tx, actor, {
      action: 'order.shipped',
      entity: 'order',
      entityId: id,
      before: { fulfillment_status: order.fulfillmentStatus },
      after: { fulfillment_status: 'shipped', carrier: input.carrier, tracking_number: input.tracking_code },
    });
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
