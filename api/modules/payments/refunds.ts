import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { AdminRefund, RefundRequest } from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema/payments';
import { AppError, invalidField } from '../../lib/errors';
import { checkReturnForRefund, completeReturnRefunded, findOrder, lockOrder, lockOrderForRefund, queueReturnMail, setOrderRefundState, type OrderRow } from '../orders';
import { blockSoldGiftCards } from '../pricing';
import { recordAudit, type AuditActor } from '../staff';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import type { PaymentGateways } from './gateways';
import { PaypalError, paypalRefundState } from './paypal';

/*
 * Refunds, in three steps so that no retry gives money back twice and nothing is lost when a call
 * fails half-way:
 *  1. one transaction, the order locked: the checks (what is left to refund comes from the
 *     database), a `pending` refund row under the form's idempotency key, the order to
 *     `refundStarted`, the audit entry;
 *  2. the provider's call, outside any transaction, with the same key as its idempotency key
 *     (Stripe's Idempotency-Key, PayPal's PayPal-Request-Id): a repeat is answered with the
 *     first refund;
 *  3. one transaction: the provider's answer recorded; when the money is back, the order's
 *     state from its refunds, the return it settles completed, the customer's mail, the audit.
 * A request with a key already used finds its row: done → nothing more; still `pending` (the
 * provider's answer was lost, or step 3 never ran) → steps 2 and 3 again. Stripe's `refund.*`
 * webhooks reconcile the same rows (and record refunds made in Stripe's dashboard).
 * Bank transfers are refunded by the shop's own bank: staff record it (`manual`), steps 1 and 3
 * in one transaction.
 */

type RefundRow = typeof refunds.$inferSelect;
type RefundStatus = 'pending' | 'succeeded' | 'failed';

const providerFailed = (cause: unknown) => new AppError('bad_gateway', 'payment_provider_failed', { cause });

const money = (lang: ValidationLanguage, cents: number, currency: string) =>
  new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency }).format(cents / 100);
const tooMuch = {
  nl: (left: string) => `Er kan nog hoogstens ${left} worden terugbetaald.`,
  en: (left: string) => `At most ${left} can still be refunded.`,
};

/** An order's refunds as the back office shows them, oldest first. */
export async function readOrderRefunds(db: Db, orderId: number): Promise<AdminRefund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    provider: row.provider as AdminRefund['provider'],
    status: row.status as RefundStatus,
    reason: row.reason,
    return_request_id: row.returnRequestId,
    staff_email: row.staffEmail,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Cents given back (succeeded) and under way (pending) on an order. */
async function refundSums(tx: Db, orderId: number): Promise<{ refunded: number; pending: number }> {
  const [row] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
      pending: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'pending'), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { refunded: row?.refunded ?? 0, pending: row?.pending ?? 0 };
}

/** The payment that took the order's money: the latest succeeded one. */
async function paidPayment(tx: Db, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

function providerOf(payment: Awaited<ReturnType<typeof paidPayment>>): AdminRefund['provider'] {
  if (payment?.provider === 'stripe') return 'stripe';
  if (payment?.provider === 'paypal') return 'paypal';
  return 'manual';
}

/** Where a refund of the order would go now: the provider of its paid payment, else the shop's own bank. */
export async function refundProviderOf(db: Db, orderId: number): Promise<AdminRefund['provider']> {
  return providerOf(await paidPayment(db, orderId));
}

const byKey = async (db: Db, key: string) => (await db.select().from(refunds).where(eq(refunds.idempotencyKey, key)))[0];

/**
 * The money is back: the order's payment state from its refunds, the return it settles
 * completed, the customer told, the audit entry. Runs with the order locked, once per refund
 * (its row's conditional move to `succeeded` decides).
 */
async function settle(tx: Db, order: OrderRow, refund: RefundRow, actor: AuditActor): Promise<void> {
  const status = await setOrderRefundState(tx, order, await refundSums(tx, order.id));
  const blockedCards = status === PAYMENT_STATUS.refunded ? await blockSoldGiftCards(tx, order.id) : 0;
  if (refund.returnRequestId) await completeReturnRefunded(tx, refund.returnRequestId);
  await queueReturnMail(tx, order, 'refunded', { amount: refund.amount });
  await recordAudit(tx, actor, { action: 'order.refunded', entity: 'order', entityId: order.id, after: { refund_id: refund.id, amount: refund.amount, provider: refund.provider, return_request_id: refund.returnRequestId, ...(blockedCards ? { gift_cards_blocked: blockedCards } : {}) } });
}

/** Moves a pending refund to its final state (once) and applies it; answers the row as it is now. */
async function finish(db: Db, refund: RefundRow, outcome: { status: RefundStatus; externalId?: string | null }, actor: AuditActor): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, refund.orderId))!;
    const [moved] = await tx
      .update(refunds)
      .set({ status: outcome.status, ...(outcome.externalId ? { externalId: outcome.externalId } : {}), updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!moved) return (await byKey(tx, refund.idempotencyKey))!;
    if (outcome.status === 'succeeded') await settle(tx, locked, moved, actor);
    else if (outcome.status === 'failed') {
      await setOrderRefundState(tx, locked, await refundSums(tx, locked.id));
      await recordAudit(tx, actor, { action: 'order.refund_failed', entity: 'order', entityId: locked.id, after: { refund_id: moved.id, amount: moved.amount, provider: moved.provider } });
    }
    return moved;
  });
}

/** Step 1: the checks and the pending row (a manual refund is done at once). Answers the row, or the one a concurrent request with the key made. */
async function start(db: Db, actor: AuditActor, orderId: number, input: RefundRequest, lang: ValidationLanguage): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    const raced = await byKey(tx, input.idempotency_key);
    if (raced) return raced;
    const sums = await refundSums(tx, order.id);
    const left = order.finalAmount - sums.refunded - sums.pending;
    if (input.amount_cents > left) throw invalidField('amount_cents', (lang === 'nl' ? tooMuch.nl : tooMuch.en)(money(lang, Math.max(0, left), order.currencyCode)));
    if (input.return_request_id) await checkReturnForRefund(tx, order.id, input.return_request_id);
    const provider = providerOf(await paidPayment(tx, order.id));
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        returnRequestId: input.return_request_id ?? null,
        amount: input.amount_cents,
        provider,
        status: provider === 'manual' ? 'succeeded' : 'pending',
        idempotencyKey: input.idempotency_key,
        reason: input.reason || null,
        staffId: actor.id,
        staffEmail: actor.email,
      })
      .returning();
    if (provider === 'manual') {
      await settle(tx, order, row!, actor);
    } else {
      await setOrderRefundState(tx, order, { refunded: sums.refunded, pending: sums.pending + input.amount_cents });
      await recordAudit(tx, actor, { action: 'order.refund_started', entity: 'order', entityId: order.id, after: { refund_id: row!.id, amount: row!.amount, provider, reason: row!.reason } });
    }
    return row!;
  });
}

/** A definitive no from the provider (not a lost connection or an outage): the refund failed and may be tried anew with a new key. */
function isRefusal(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return true;
  return error instanceof PaypalError && error.status >= 400 && error.status < 500 && ![401, 408, 409, 429].includes(error.status);
}

/** Step 2: the provider's call under the refund's key; answers the provider's id and state. */
async function sendToProvider(gateways: PaymentGateways, db: Db, refund: RefundRow): Promise<{ status: RefundStatus; externalId: string }> {
  const payment = await paidPayment(db, refund.orderId);
  if (!payment?.externalId) throw providerFailed(new Error(`order ${refund.orderId} has no provider payment to refund`));
  const key = `refund-${refund.idempotencyKey}`;
  if (refund.provider === 'stripe') {
    const stripe = gateways.stripe;
    if (!stripe) throw providerFailed(new Error('Stripe is not configured'));
    const intentId = payment.method === 'stripe_checkout_session' ? (await stripe.retrieveCheckoutSession(payment.externalId)).paymentIntentId : payment.externalId;
    if (!intentId) throw providerFailed(new Error(`checkout session ${payment.externalId} has no PaymentIntent`));
    const created = await stripe.createRefund({ idempotencyKey: key, paymentIntentId: intentId, amount: refund.amount, orderId: refund.orderId, refundId: refund.id });
    return { externalId: created.id, status: created.status === 'succeeded' ? 'succeeded' : created.status === 'failed' || created.status === 'canceled' ? 'failed' : 'pending' };
  }
  const paypal = gateways.paypal;
  if (!paypal) throw providerFailed(new Error('PayPal is not configured'));
  const order = (await findOrder(db, refund.orderId))!;
  const captureId = typeof payment.data.capture_id === 'string' ? payment.data.capture_id : (await paypal.captureOfOrder(payment.externalId)).captureId;
  if (!captureId) throw providerFailed(new Error(`PayPal order ${payment.externalId} has no capture`));
  const created = await paypal.refundCapture({ captureId, amount: refund.amount, currency: order.currencyCode, requestId: key, invoiceId: order.poNumber });
  return { externalId: created.id, status: paypalRefundState(created.status) };
}

/**
 * POST /admin/orders/{id}/refunds: gives `amount_cents` back through the provider that took the
 * money (bank transfers: recorded as given back by the shop's bank). 422 on `amount_cents` above
 * what is left; 409 `order_not_refundable`, `return_not_refundable`, `idempotency_key_reused`
 * (another order's key), `refund_refused` (the provider said no; nothing was given back); 502
 * `payment_provider_failed` when the provider could not be reached (the refund stays pending:
 * send the same request again).
 */
export async function refundOrder(db: Db, gateways: PaymentGateways, actor: AuditActor, orderId: number, input: RefundRequest, lang: ValidationLanguage): Promise<void> {
  let refund = await byKey(db, input.idempotency_key);
  if (refund && refund.orderId !== orderId) throw new AppError('conflict', 'idempotency_key_reused');
  refund ??= await start(db, actor, orderId, input, lang);
  if (refund.status !== 'pending') return;
  let outcome: { status: RefundStatus; externalId: string };
  try {
    // PayPal answered "pending" before and sends us no webhooks: the same request asks where it stands now.
    outcome = refund.provider === 'paypal' && refund.externalId && gateways.paypal
      ? { externalId: refund.externalId, status: paypalRefundState((await gateways.paypal.getRefund(refund.externalId)).status) }
      : await sendToProvider(gateways, db, refund);
  } catch (error) {
    if (!isRefusal(error)) throw error instanceof AppError ? error : providerFailed(error);
    await finish(db, refund, { status: 'failed' }, actor);
    throw new AppError('conflict', 'refund_refused', { cause: error });
  }
  await finish(db, refund, outcome, actor);
}

/** What Stripe says of a refund, in a `refund.*` webhook. */
export interface StripeRefundObject {
  id: string;
  amount?: number;
  status?: string | null;
  payment_intent?: string | null;
  metadata?: Record<string, string> | null;
}

/** A refund as a provider's webhook describes it, in our terms. */
export interface ProviderRefund {
  provider: 'stripe' | 'paypal';
  /** The provider's refund id. */
  id: string;
  /** Cents; undefined when the event does not say. */
  amount?: number;
  status: RefundStatus;
  /** Ours, when the provider carries it back (Stripe's metadata). */
  refundId?: number;
  /** The order, when the event names it. */
  orderId?: number | null;
  /** The provider's name in the refund's reason ('<label> dashboard'). */
  label: string;
}

/**
 * A provider's refund event, inside the webhook's transaction (each event once): settles our
 * pending refund it names (by our id, its id, or — PayPal carries no id of ours — the one pending
 * refund of that amount whose answer never came back), or records a refund made in the provider's
 * dashboard against the order it belongs to. Answers the order's id, if known.
 */
export async function reconcileProviderRefund(tx: Db, refund: ProviderRefund, orderIdOf: () => Promise<number | null>): Promise<number | null> {
  const [known] = await tx
    .select()
    .from(refunds)
    .where(refund.refundId ? eq(refunds.id, refund.refundId) : and(eq(refunds.provider, refund.provider), eq(refunds.externalId, refund.id)));
  const system: AuditActor = { id: null, email: refund.provider };
  const settleKnown = async (row: RefundRow) => {
    if (row.status === 'pending' && refund.status !== 'pending') await finish(tx, row, { status: refund.status, externalId: refund.id }, system);
    return row.orderId;
  };
  if (known) return settleKnown(known);
  const orderId = refund.orderId || (await orderIdOf());
  if (!orderId || !refund.amount) return orderId || null;
  const order = await lockOrder(tx, orderId);
  if (!order) return null;
  // Stripe names our refunds in their metadata; PayPal does not, so its answer lost on the way is found by amount.
  const [unanswered] = refund.provider !== 'paypal' ? [] : await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.provider, refund.provider), eq(refunds.status, 'pending'), isNull(refunds.externalId), eq(refunds.amount, refund.amount)))
    .orderBy(asc(refunds.id))
    .limit(1);
  if (unanswered) {
    if (refund.status === 'pending') await tx.update(refunds).set({ externalId: refund.id, updatedAt: new Date() }).where(eq(refunds.id, unanswered.id));
    return settleKnown(unanswered);
  }
  const [row] = await tx
    .insert(refunds)
    .values({ orderId, amount: refund.amount, provider: refund.provider, externalId: refund.id, status: refund.status, idempotencyKey: `${refund.provider}-${refund.id}`, reason: `${refund.label} dashboard`, staffEmail: null })
    .onConflictDoNothing()
    .returning();
  if (row?.status === 'succeeded') await settle(tx, order, row, system);
  else if (row) await setOrderRefundState(tx, order, await refundSums(tx, orderId));
  return orderId;
}

/**
 * A `refund.created` / `refund.updated` / `refund.failed` event (reconcileProviderRefund): our
 * refunds carry their id in Stripe's metadata.
 */
export async function reconcileStripeRefund(tx: Db, object: StripeRefundObject, orderIdOf: (paymentIntentId: string | null) => Promise<number | null>): Promise<number | null> {
  const status: RefundStatus = object.status === 'succeeded' ? 'succeeded' : object.status === 'failed' || object.status === 'canceled' ? 'failed' : 'pending';
  const ours = Number(object.metadata?.refund_id);
  return reconcileProviderRefund(
    tx,
    { provider: 'stripe', id: object.id, amount: object.amount, status, refundId: Number.isInteger(ours) && ours > 0 ? ours : undefined, orderId: Number(object.metadata?.order_id) || null, label: 'Stripe' },
    () => orderIdOf(object.payment_intent ?? null),
  );
}
