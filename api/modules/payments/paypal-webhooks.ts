import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { cancelOrder, findOrder } from '../orders';
import { paypalValueToCents, paypalRefundState, type PaypalGateway, type PaypalWebhookHeaders } from './paypal';
import { applyPaypalCapture } from './paypal-capture';
import { paymentRow, providerFailed, type OrderPaidHook } from './payments.service';
import { reconcileProviderRefund } from './refunds';

/*
 * PayPal's webhooks (POST /webhooks/paypal): PayPal checks the signature itself
 * (verify-webhook-signature against PAYPAL_WEBHOOK_ID), then each event id is applied once — the
 * event's record and its effect commit together, as for Stripe.
 */

const amountSchema = z.object({ value: z.string().max(32), currency_code: z.string().max(3) }).partial();
const linkSchema = z.object({ rel: z.string().max(64).optional(), href: z.string().max(2048).optional() });

/** The fields we read of an event (PayPal sends many more). */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(255),
  resource: z
    .object({
      id: z.string().max(255).optional(),
      status: z.string().max(64).optional(),
      amount: amountSchema.optional(),
      custom_id: z.string().max(255).optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().max(255).optional() }).optional() }).optional(),
      links: z.array(linkSchema).max(50).optional(),
    })
    .default({}),
});
type PaypalEvent = z.infer<typeof eventSchema>;

/** Capture states as a capture event says them. */
const captureEvents: Record<string, 'COMPLETED' | 'PENDING' | 'DECLINED'> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
};

const cents = (amount: PaypalEvent['resource']['amount'], currency: string): number | null => {
  if (!amount?.value || amount.currency_code?.toUpperCase() !== currency.toUpperCase()) return null;
  try {
    return paypalValueToCents(amount.value);
  } catch {
    return null;
  }
};

/** The PayPal order payment an event's capture belongs to: by PayPal's order id, else our order id in `custom_id`. */
async function capturedPayment(tx: Db, resource: PaypalEvent['resource']) {
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
  if (paypalOrderId) {
    const [row] = await tx.select().from(payments).where(and(eq(payments.provider, 'paypal'), eq(payments.externalId, paypalOrderId)));
    if (row) return row;
  }
  const orderId = Number(resource.custom_id);
  return Number.isInteger(orderId) && orderId > 0 ? paymentRow(tx, orderId, 'paypal_order') : undefined;
}

/** A capture event: COMPLETED pays the order once, PENDING leaves it awaiting, DENIED fails it and gives its stock and gift cards back. */
async function applyCaptureEvent(tx: Db, event: PaypalEvent, status: 'COMPLETED' | 'PENDING' | 'DECLINED', onPaid?: OrderPaidHook): Promise<number | null> {
  const payment = await capturedPayment(tx, event.resource);
  const order = payment ? await findOrder(tx, payment.orderId) : undefined;
  if (!payment || !order) return null;
  // An event late for a payment already recorded (PENDING after COMPLETED) changes nothing.
  if (payment.status === 'succeeded' && status !== 'COMPLETED') return order.id;
  const verdict = await applyPaypalCapture(tx, order, payment, { status, captureId: event.resource.id ?? null, amount: cents(event.resource.amount, order.currencyCode) }, onPaid);
  if (status === 'DECLINED' && verdict === 'open') {
    // The expiry's path: the system's cancel, only while the order still waits for this PayPal payment.
    await cancelOrder(tx, order.id, { kind: 'system', reason: 'payment_denied', stillDue: (locked) => locked.paymentMethod === 'paypal' || locked.paymentMethod === 'paypal_express' });
  }
  return order.id;
}

/** A refund event: the capture it belongs to is its `up` link. */
async function applyRefundEvent(tx: Db, event: PaypalEvent): Promise<number | null> {
  const { resource } = event;
  if (!resource.id) return null;
  const up = resource.links?.find((link) => link.rel === 'up')?.href ?? '';
  const captureId = /\/captures\/([^/?#]+)/.exec(up)?.[1];
  const orderIdOf = async () => {
    if (captureId) {
      const [row] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.provider, 'paypal'), sql`${payments.data}->>'capture_id' = ${decodeURIComponent(captureId)}`));
      if (row) return row.orderId;
    }
    const own = Number(resource.custom_id);
    return Number.isInteger(own) && own > 0 && (await findOrder(tx, own)) ? own : null;
  };
  const orderId = await orderIdOf();
  const order = orderId ? await findOrder(tx, orderId) : undefined;
  return reconcileProviderRefund(
    tx,
    { provider: 'paypal', id: resource.id, amount: order ? (cents(resource.amount, order.currencyCode) ?? undefined) : undefined, status: paypalRefundState(resource.status ?? 'PENDING'), orderId, label: 'PayPal' },
    async () => orderId,
  );
}

const invalidSignature = () => new AppError('bad_request', 'invalid_signature');

/**
 * POST /webhooks/paypal: PayPal's verdict on the signature first (400 `invalid_signature` when it
 * says no, a header is missing or no webhook id is configured; 502 when PayPal can't be asked, so
 * PayPal sends it again), then the event once per id. PAYMENT.CAPTURE.COMPLETED marks the order
 * paid (`onPaid` in that transaction), PENDING records the capture and leaves the order awaiting,
 * DENIED fails it — the system's cancel: stock, code use and gift-card amounts back — and
 * REFUNDED settles our refund or records one made at PayPal. Other events are recorded only.
 */
export async function handlePaypalWebhook(db: Db, paypal: PaypalGateway, rawBody: string, headers: PaypalWebhookHeaders, onPaid?: OrderPaidHook): Promise<{ duplicate: boolean; orderId: number | null }> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw invalidSignature();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidSignature();
  const verified = await paypal.verifyWebhook(headers, body as Record<string, unknown>).catch((error: unknown) => {
    throw providerFailed(error);
  });
  if (!verified) throw invalidSignature();
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) throw new AppError('invalid_data', 'validation_failed');
  const event = parsed.data;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(paymentEvents).values({ provider: 'paypal', eventId: event.id, type: event.event_type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (!inserted.length) return { duplicate: true, orderId: null };
    const captureStatus = captureEvents[event.event_type];
    const orderId = captureStatus ? await applyCaptureEvent(tx, event, captureStatus, onPaid) : event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? await applyRefundEvent(tx, event) : null;
    if (orderId) await tx.update(paymentEvents).set({ orderId }).where(and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.eventId, event.id)));
    return { duplicate: false, orderId };
  });
}
