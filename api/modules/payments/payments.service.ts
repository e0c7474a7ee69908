import { and, eq } from 'drizzle-orm';
import type { PaymentAction } from '../../contract/checkout';
import type { Locale } from '../../../domain/locale';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { setOrderPaid, setOrderPaymentMethod, type OrderRow } from '../orders';
import { readSettings } from '../settings';
import { isAvailableMethod, type PaymentGateways } from './gateways';
import type { PaypalGateway } from './paypal';
import { reconcileStripeRefund, type StripeRefundObject } from './refunds';
import { WebhookSignatureError, type StripeGateway } from './stripe';

/** The shop's bank-transfer instructions for an order, in its language. */
export async function bankTransferInstructions(db: Db, order: Pick<OrderRow, 'poNumber' | 'language'>): Promise<string | null> {
  const values = await readSettings(db, order.language === 'en' ? 'en' : 'nl');
  const text = values.get('bank_transfer_instructions');
  return typeof text === 'string' ? text.replaceAll('{po_number}', order.poNumber) : null;
}

/** 502 `payment_provider_failed`: the provider could not be reached or failed. */
export function providerFailed(cause: unknown): AppError {
  return new AppError('bad_gateway', 'payment_provider_failed', { cause });
}

/** The order's payment attempt of one kind (`stripe_payment_intent`, `stripe_checkout_session`, `paypal_order`). */
export async function paymentRow(db: Db, orderId: number, method: string) {
  const [row] = await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.method, method)));
  return row;
}

async function recordPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values).onConflictDoNothing();
  return (await paymentRow(db, values.orderId, values.method))!;
}

/**
 * Idempotency keys start from the cart's unique id (192 random bits): unique across shops sharing
 * a provider account and across database resets, where order ids repeat. An order has one cart.
 */
const idempotencyBase = (links: Pick<ReturnLinks, 'cartUniqueId'>) => `cart-${links.cartUniqueId}`;

/**
 * The order's Stripe PaymentIntent, created once: our idempotency key is derived from the cart
 * and the amount, so a retry (ours, the SDK's after a lost response, or another process's) gets
 * the same intent back from Stripe, and concurrent calls in this process share one request.
 */
async function ensurePaymentIntent(db: Db, stripe: StripeGateway, order: OrderRow, method: string, keyBase: string): Promise<string> {
  const kind = 'stripe_payment_intent';
  const known = await paymentRow(db, order.id, kind);
  if (known?.clientSecret) return known.clientSecret;
  const intent = await stripe
    .createPaymentIntent({
      idempotencyKey: `${keyBase}-payment-intent-${order.finalAmount}`,
      amount: order.finalAmount,
      currency: order.currencyCode,
      orderId: order.id,
      poNumber: order.poNumber,
      email: order.contactEmail,
      paymentMethodTypes: method === 'affirm' || method === 'affirm_express' ? ['affirm'] : undefined,
    })
    .catch((error: unknown) => {
      throw providerFailed(error);
    });
  const row = await recordPayment(db, { orderId: order.id, provider: 'stripe', method: kind, externalId: intent.id, clientSecret: intent.clientSecret, amount: order.finalAmount, currencyCode: order.currencyCode, status: intent.status });
  return row.clientSecret ?? intent.clientSecret;
}

export interface ReturnLinks {
  /** Absolute URL of a shop path in the order's language. */
  link: (locale: Locale, path: string) => string;
  cartUniqueId: string;
}

const successPath = (order: OrderRow, cartUniqueId: string, extra = '') => `/checkout/success/${order.id}?cart=${encodeURIComponent(cartUniqueId)}${extra}`;
const orderLocale = (order: OrderRow): Locale => (order.language === 'en' ? 'en' : 'nl');

/** The order's hosted Stripe Checkout page, created once (idempotency key per order). */
export async function ensureCheckoutSession(db: Db, stripe: StripeGateway, order: OrderRow, links: ReturnLinks) {
  const kind = 'stripe_checkout_session';
  const known = await paymentRow(db, order.id, kind);
  if (known?.externalId && known.redirectUrl) return { id: known.externalId, url: known.redirectUrl };
  const locale = orderLocale(order);
  const session = await stripe
    .createCheckoutSession({
      idempotencyKey: `${idempotencyBase(links)}-checkout-session-${order.finalAmount}`,
      amount: order.finalAmount,
      currency: order.currencyCode,
      orderId: order.id,
      poNumber: order.poNumber,
      email: order.contactEmail,
      title: order.poNumber,
      successUrl: links.link(locale, successPath(order, links.cartUniqueId, '&session_id={CHECKOUT_SESSION_ID}')),
      cancelUrl: links.link(locale, '/checkout/payout?canceled=1'),
    })
    .catch((error: unknown) => {
      throw providerFailed(error);
    });
  await recordPayment(db, { orderId: order.id, provider: 'stripe', method: kind, externalId: session.id, redirectUrl: session.url, amount: order.finalAmount, currencyCode: order.currencyCode, status: session.status ?? 'open' });
  return { id: session.id, url: session.url };
}

/** The order's PayPal order, created once (PayPal-Request-Id per order). */
async function ensurePaypalOrder(db: Db, paypal: PaypalGateway, order: OrderRow, links: ReturnLinks): Promise<string> {
  const kind = 'paypal_order';
  const known = await paymentRow(db, order.id, kind);
  if (known?.redirectUrl) return known.redirectUrl;
  const locale = orderLocale(order);
  const created = await paypal
    .createOrder({
      requestId: `${idempotencyBase(links)}-paypal-${order.finalAmount}`,
      amount: order.finalAmount,
      currency: order.currencyCode,
      orderId: order.id,
      poNumber: order.poNumber,
      returnUrl: links.link(locale, successPath(order, links.cartUniqueId, '&paypal=return')),
      cancelUrl: links.link(locale, '/checkout/payout?canceled=1'),
      locale,
    })
    .catch((error: unknown) => {
      throw providerFailed(error);
    });
  const row = await recordPayment(db, { orderId: order.id, provider: 'paypal', method: kind, externalId: created.id, redirectUrl: created.approveUrl, amount: order.finalAmount, currencyCode: order.currencyCode, status: created.status });
  return row.redirectUrl ?? created.approveUrl;
}

/**
 * How the shopper pays the order now. An unpaid order may switch methods (a card that failed, then
 * a bank transfer): the order records the last one chosen.
 */
export async function paymentActionFor(db: Db, gateways: PaymentGateways, order: OrderRow, method: string, links: ReturnLinks): Promise<{ order: OrderRow; action: PaymentAction }> {
  if (order.paymentStatus !== PAYMENT_STATUS.unpaid || order.finalAmount === 0) {
    const instructions = order.paymentMethod === 'bank_transfer' && order.paymentStatus === PAYMENT_STATUS.unpaid ? await bankTransferInstructions(db, order) : null;
    return { order, action: { type: 'none', instructions } };
  }
  if (!isAvailableMethod(gateways, method) || method === 'gift_card') throw new AppError('invalid_data', 'payment_method_unavailable');
  let current = order;
  if (order.paymentMethod !== method) current = (await setOrderPaymentMethod(db, order.id, method)) ?? order;
  if (method === 'bank_transfer') return { order: current, action: { type: 'none', instructions: await bankTransferInstructions(db, current) } };
  if (method === 'stripe_checkout_form') {
    const session = await ensureCheckoutSession(db, gateways.stripe!, current, links);
    return { order: current, action: { type: 'redirect', url: session.url! } };
  }
  if (method === 'paypal' || method === 'paypal_express') return { order: current, action: { type: 'redirect', url: await ensurePaypalOrder(db, gateways.paypal!, current, links) } };
  const clientSecret = await ensurePaymentIntent(db, gateways.stripe!, current, method, idempotencyBase(links));
  return { order: current, action: { type: 'stripe_client_secret', client_secret: clientSecret, publishable_key: gateways.stripe!.publishableKey } };
}

/**
 * Runs in the transaction that marks an order paid, and only when it does: checkout queues the
 * confirmation mail there, so the mail exists exactly when the payment is recorded.
 */
export type OrderPaidHook = (tx: Db, orderId: number) => Promise<void>;

/**
 * Marks an unpaid order paid, once: the conditional update decides, so a webhook, its replays and
 * the return page racing each other record one payment. Answers whether this call did it.
 */
export async function markOrderPaid(db: Db, orderId: number, externalId?: string, onPaid?: OrderPaidHook): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setOrderPaid(tx, orderId))) return false;
    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(externalId ? and(eq(payments.orderId, orderId), eq(payments.externalId, externalId)) : eq(payments.orderId, orderId));
    await onPaid?.(tx, orderId);
    return true;
  });
}

async function orderIdFor(db: Db, metadata: Record<string, string> | null | undefined, externalId: string | null | undefined): Promise<number | null> {
  const fromMetadata = Number(metadata?.order_id);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) return fromMetadata;
  if (!externalId) return null;
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(and(eq(payments.provider, 'stripe'), eq(payments.externalId, externalId)));
  return row?.orderId ?? null;
}

/**
 * POST /webhooks/stripe: verifies the signature (300 s tolerance; 400 `invalid_signature`
 * otherwise), then applies each event id once — the event's record and its effect commit
 * together, so a replay (Stripe retries until it sees a 2xx) changes nothing. `onPaid` runs in
 * that transaction for an order the event marks paid; the answer names it.
 */
export async function handleStripeWebhook(
  db: Db,
  stripe: StripeGateway,
  rawBody: string,
  signature: string | undefined,
  onPaid?: OrderPaidHook,
): Promise<{ duplicate: boolean; paidOrderId: number | null }> {
  let event: Awaited<ReturnType<StripeGateway['parseWebhook']>>;
  try {
    event = await stripe.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('bad_request', 'invalid_signature');
    throw error;
  }
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(paymentEvents).values({ provider: 'stripe', eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (!inserted.length) return { duplicate: true, paidOrderId: null };
    const object = event.data.object as unknown as { id: string; metadata?: Record<string, string>; payment_status?: string; payment_intent?: string | null; client_reference_id?: string | null };
    let paidOrderId: number | null = null;
    let orderId: number | null = null;
    switch (event.type) {
      case 'payment_intent.succeeded':
        orderId = await orderIdFor(tx, object.metadata, object.id);
        if (orderId && (await markOrderPaid(tx, orderId, object.id, onPaid))) paidOrderId = orderId;
        break;
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        orderId = (await orderIdFor(tx, object.metadata, object.id)) ?? (Number(object.client_reference_id) || null);
        if (orderId && object.payment_status === 'paid' && (await markOrderPaid(tx, orderId, object.id, onPaid))) paidOrderId = orderId;
        break;
      case 'payment_intent.payment_failed':
        await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(and(eq(payments.provider, 'stripe'), eq(payments.externalId, object.id)));
        orderId = await orderIdFor(tx, object.metadata, object.id);
        break;
      // Refunds are reconciled one by one (ours settle, the dashboard's are recorded); `charge.refunded` carries only a total and is not needed.
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        orderId = await reconcileStripeRefund(tx, object as StripeRefundObject, (intentId) => orderIdFor(tx, null, intentId));
        break;
      default:
        break;
    }
    if (orderId) await tx.update(paymentEvents).set({ orderId }).where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)));
    return { duplicate: false, paidOrderId };
  });
}

/** Reads a hosted Checkout Session and records the payment when Stripe says it is paid (the return page). */
export async function syncCheckoutSession(db: Db, stripe: StripeGateway, order: OrderRow, sessionId?: string, onPaid?: OrderPaidHook) {
  const known = await paymentRow(db, order.id, 'stripe_checkout_session');
  const id = sessionId ?? known?.externalId;
  if (!id || (known?.externalId && known.externalId !== id)) throw new AppError('not_found', 'payment_not_found');
  const session = await stripe.retrieveCheckoutSession(id).catch((error: unknown) => {
    throw providerFailed(error);
  });
  if (session.orderId !== null && session.orderId !== order.id) throw new AppError('not_found', 'payment_not_found');
  const paid = session.status === 'complete' && session.paymentStatus === 'paid' ? await markOrderPaid(db, order.id, session.id, onPaid) : false;
  return { session, paid };
}
