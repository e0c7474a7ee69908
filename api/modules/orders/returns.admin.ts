import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, PAYMENT_STATUS, RETURN_TRANSITIONS, RETURN_TYPE, type OrderEventStatus, type ReturnAction, type ReturnRequestStatus } from '../../../domain/orders/order-rules';
import type { Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { AdminReturn, AdminReturnPage, AdminReturnQuery, ReturnActionRequest } from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { orders, returnRequests } from '../../db/schema/orders';
import { AppError, invalidField } from '../../lib/errors';
import { readSettings } from '../settings';
import { recordAudit, type AuditActor } from '../staff';
import { lockOrder } from './orders.admin.queries';
import type { OrderProductRow, OrderRow, ReturnRequestRow } from './orders.queries';
import { recordOrderEvent } from './place-order';
import { queueReturnMail, type ReturnMailKind } from './return-mail';

/*
 * The back office's side of return and repair requests. A request moves requested → approved or
 * rejected; approved → received; received → completed, as `repaired` (a repair, by this module)
 * or `refunded` (a refund-type request, by the payments module's refund naming it). Each step
 * locks the order, checks the step is allowed from the request's state, records a step of the
 * order's history the customer sees, mails the customer and writes the audit log, in one
 * transaction.
 */

export const ADMIN_RETURNS_PER_PAGE = 25;

/** The steps staff may take on a request now; a refund-type request completes only by a refund. */
export function returnActions(row: Pick<ReturnRequestRow, 'status' | 'type'>): ReturnAction[] {
  return (Object.keys(RETURN_TRANSITIONS) as ReturnAction[]).filter((action) => {
    if (!(RETURN_TRANSITIONS[action] as readonly string[]).includes(row.status)) return false;
    return action !== 'complete' || row.type === RETURN_TYPE.repair;
  });
}

function presentReturn(row: ReturnRequestRow, lines: readonly OrderProductRow[], reasons: ReadonlyMap<string, string>): AdminReturn {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const items = row.items.map((item) => {
    const line = byId.get(item.order_product_id);
    return { order_product_id: item.order_product_id, sku: line?.sku ?? '', title: line?.title ?? '', quantity: item.quantity, amount: (line?.finalCost ?? 0) * item.quantity };
  });
  return {
    id: row.id,
    order_id: row.orderId,
    type: row.type === RETURN_TYPE.repair ? 2 : 1,
    reason: row.reason,
    reason_title: reasons.get(row.reason) ?? row.reason,
    comment: row.comment,
    status: row.status as ReturnRequestStatus,
    staff_message: row.staffMessage,
    resolution: row.resolution as AdminReturn['resolution'],
    items,
    items_amount: items.reduce((sum, item) => sum + item.amount, 0),
    actions: returnActions(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The order's requests, oldest first, as the back office's order page shows them. */
export async function readAdminReturns(db: Db, orderId: number, lines: readonly OrderProductRow[], locale: Locale): Promise<AdminReturn[]> {
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  if (!rows.length) return [];
  const listed = (await readSettings(db, locale)).get('allowed_return_reasons');
  const reasons = new Map(Array.isArray(listed) ? (listed as { id: string; title: string }[]).map((reason) => [reason.id, reason.title]) : []);
  return rows.map((row) => presentReturn(row, lines, reasons));
}

/** GET /admin/returns: a page of requests, oldest first (a queue), open ones unless a status is asked. */
export async function listAdminReturns(db: Db, query: AdminReturnQuery): Promise<AdminReturnPage> {
  const where: SQL | undefined = query.status
    ? eq(returnRequests.status, query.status)
    : query.open === '0'
      ? undefined
      : inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]);
  const rows = await db
    .select({ request: returnRequests, order: { poNumber: orders.poNumber, contactEmail: orders.contactEmail, shippingAddress: orders.shippingAddress } })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id))
    .limit(ADMIN_RETURNS_PER_PAGE)
    .offset((query.page - 1) * ADMIN_RETURNS_PER_PAGE);
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map(({ request, order }) => ({
      id: request.id,
      order_id: request.orderId,
      po_number: order.poNumber,
      contact_email: order.contactEmail,
      customer_name: `${order.shippingAddress?.first_name ?? ''} ${order.shippingAddress?.last_name ?? ''}`.trim() || null,
      type: request.type === RETURN_TYPE.repair ? 2 : 1,
      reason: request.reason,
      status: request.status as ReturnRequestStatus,
      resolution: request.resolution as AdminReturnPage['items'][number]['resolution'],
      units: request.items.reduce((sum, item) => sum + item.quantity, 0),
      created_at: request.createdAt.toISOString(),
    })),
    total: n,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / ADMIN_RETURNS_PER_PAGE)),
    per_page: ADMIN_RETURNS_PER_PAGE,
  };
}

const returnNotFound = () => new AppError('not_found', 'return_not_found');

/** The request and its order, both locked (the order first, as every order change locks it). */
async function lockReturn(tx: Db, id: number): Promise<{ request: ReturnRequestRow; order: OrderRow }> {
  const [found] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, id));
  if (!found) throw returnNotFound();
  const order = await lockOrder(tx, found.orderId);
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  if (!order || !request) throw returnNotFound();
  return { request, order };
}

const messageRequired = {
  nl: 'Schrijf de klant waarom de aanvraag is afgewezen.',
  en: 'Tell the customer why the request is declined.',
};

const stepOf: Record<ReturnAction, { status: ReturnRequestStatus; event: OrderEventStatus; mail: ReturnMailKind }> = {
  approve: { status: 'approved', event: 'return_approved', mail: 'return_approved' },
  reject: { status: 'rejected', event: 'return_rejected', mail: 'return_rejected' },
  receive: { status: 'received', event: 'return_received', mail: 'return_received' },
  complete: { status: 'completed', event: 'repaired', mail: 'repaired' },
};

/**
 * A refund request that no longer holds the order's money (declined) gives the order back its
 * `paid` state, unless another refund request is still open.
 */
async function releaseRefundHold(tx: Db, order: OrderRow, requestId: number): Promise<void> {
  if (order.paymentStatus !== PAYMENT_STATUS.returnRequested) return;
  const others = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), ne(returnRequests.id, requestId), eq(returnRequests.type, RETURN_TYPE.refund), inArray(returnRequests.status, [...OPEN_RETURN_STATUSES])))
    .limit(1);
  if (!others.length) await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.paid, updatedAt: new Date() }).where(eq(orders.id, order.id));
}

/**
 * POST /admin/returns/{id}/{action}: approve, reject (a message to the customer required: 422 on
 * `message`), receive, complete a repair. A step not allowed from the request's state is 409
 * `return_step_not_allowed`; the same step again (a retried click) changes nothing. Answers the
 * order's id.
 */
export async function actOnReturn(db: Db, actor: AuditActor, id: number, action: ReturnAction, input: ReturnActionRequest, lang: ValidationLanguage): Promise<number> {
  const message = input.message?.trim() || null;
  if (action === 'reject' && !message) throw invalidField('message', lang === 'nl' ? messageRequired.nl : messageRequired.en);
  return db.transaction(async (tx) => {
    const { request, order } = await lockReturn(tx, id);
    const step = stepOf[action];
    if (request.status === step.status && (action !== 'complete' || request.resolution === 'repaired')) return order.id;
    if (!returnActions(request).includes(action)) throw new AppError('conflict', 'return_step_not_allowed');
    const now = new Date();
    await tx
      .update(returnRequests)
      .set({ status: step.status, ...(message ? { staffMessage: message } : {}), ...(action === 'complete' ? { resolution: 'repaired' } : {}), updatedAt: now })
      .where(eq(returnRequests.id, id));
    if (action === 'reject' && request.type === RETURN_TYPE.refund) await releaseRefundHold(tx, order, id);
    await recordOrderEvent(tx, order.id, step.event);
    await queueReturnMail(tx, order, step.mail, { message });
    await recordAudit(tx, actor, {
      action: `return.${action}`,
      entity: 'return_request',
      entityId: id,
      before: { status: request.status },
      after: { status: step.status, order_id: order.id, ...(message ? { message } : {}), ...(action === 'complete' ? { resolution: 'repaired' } : {}) },
    });
    return order.id;
  });
}

/**
 * Before a refund that settles a return: the request must be this order's, of the refund kind and
 * received (409 `return_not_refundable` otherwise). Runs with the order locked.
 */
export async function checkReturnForRefund(tx: Db, orderId: number, returnId: number): Promise<ReturnRequestRow> {
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
  if (!request || request.orderId !== orderId) throw returnNotFound();
  if (request.type !== RETURN_TYPE.refund || request.status !== 'received') throw new AppError('conflict', 'return_not_refundable');
  return request;
}

/** The refund that settles a return succeeded: the request is completed as `refunded` (the refund's mail tells the customer). */
export async function completeReturnRefunded(tx: Db, returnId: number): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ status: 'completed', resolution: 'refunded', updatedAt: new Date() })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'received')));
}
