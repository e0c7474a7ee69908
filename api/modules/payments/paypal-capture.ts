import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { OrderRow } from '../orders';
import { PaypalError, type PaypalCaptureResult, type PaypalGateway } from './paypal';
import { markOrderPaid, paymentRow, providerFailed, type OrderPaidHook } from './payments.service';

type PaymentRow = typeof payments.$inferSelect;
type PayableOrder = Pick<OrderRow, 'id' | 'finalAmount'>;

/**
 * What a PayPal capture means for its order: `paid` (recorded, once), `pending` (PayPal holds the
 * money for review, or took an amount other than what is owed: the order waits, it is not given
 * up), `open` (no money was taken).
 */
export type PaypalCaptureVerdict = 'paid' | 'pending' | 'open';

/**
 * Records what PayPal says of an order's capture: the capture id (refunds go to it) and its state
 * on the payment row; a COMPLETED capture of the whole amount marks the order paid (markOrderPaid:
 * once, however often it is read — return page, webhook, expiry job).
 */
export async function applyPaypalCapture(db: Db, order: PayableOrder, payment: PaymentRow, capture: Pick<PaypalCaptureResult, 'status' | 'captureId' | 'amount'>, onPaid?: OrderPaidHook): Promise<PaypalCaptureVerdict> {
  if (capture.captureId) {
    const status = capture.status === 'COMPLETED' ? payment.status : capture.status;
    await db.update(payments).set({ status, data: { ...payment.data, capture_id: capture.captureId }, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  }
  if (capture.status === 'COMPLETED') {
    if (capture.amount !== order.finalAmount) return 'pending';
    await markOrderPaid(db, order.id, payment.externalId ?? undefined, onPaid);
    return 'paid';
  }
  return capture.status === 'PENDING' ? 'pending' : 'open';
}

/**
 * Captures the order's approved PayPal order (the return page); capturing twice is harmless.
 * Answers whether the order is now paid: a capture PayPal holds as PENDING leaves it unpaid and
 * awaiting (its webhook or the expiry job's re-read settles it); nothing approved is 409
 * `payment_not_completed`.
 */
export async function capturePaypal(db: Db, paypal: PaypalGateway, order: OrderRow, onPaid?: OrderPaidHook): Promise<boolean> {
  const known = await paymentRow(db, order.id, 'paypal_order');
  if (!known?.externalId) throw new AppError('not_found', 'payment_not_found');
  if (order.paymentStatus !== PAYMENT_STATUS.unpaid) return false;
  // A fresh request id per attempt: a capture refused before approval must not be replayed to
  // the approved retry; capturing twice is answered as captured by the gateway.
  const result = await paypal.captureOrder({ paypalOrderId: known.externalId, requestId: `capture-${known.externalId}-${Date.now()}` }).catch((error: unknown) => {
    if (error instanceof PaypalError && error.status === 422) throw new AppError('conflict', 'payment_not_completed', { cause: error });
    throw providerFailed(error);
  });
  const verdict = await applyPaypalCapture(db, order, known, result, onPaid);
  if (verdict === 'open') throw new AppError('conflict', 'payment_not_completed');
  return verdict === 'paid';
}

/**
 * Before an unpaid order is given up: asks PayPal where its order stands. A capture that completed
 * meanwhile is recorded (`paid`), one PayPal holds is `pending`; otherwise the payment row is
 * marked expired (`stopped`). PayPal's Orders v2 has no void for an order not yet captured: only
 * our capture takes the money, and it refuses an order that is no longer unpaid.
 */
export async function stopPaypalOrder(db: Db, paypal: PaypalGateway | null, order: PayableOrder, payment: PaymentRow, onPaid?: OrderPaidHook): Promise<'paid' | 'pending' | 'stopped'> {
  if (!payment.externalId || payment.status === 'expired' || payment.status === 'DECLINED') return 'stopped';
  if (!paypal) throw providerFailed(new Error('PayPal is not configured but the order has a PayPal payment'));
  const capture = await paypal.captureOfOrder(payment.externalId).catch((error: unknown) => {
    // An order PayPal no longer knows (never approved, long gone) took no money.
    if (error instanceof PaypalError && error.status === 404) return null;
    throw providerFailed(error);
  });
  const verdict = capture ? await applyPaypalCapture(db, order, payment, capture, onPaid) : 'open';
  if (verdict !== 'open') return verdict;
  await db.update(payments).set({ status: 'expired', updatedAt: new Date() }).where(eq(payments.id, payment.id));
  return 'stopped';
}
