import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { findOrder } from '../orders';
import type { PaymentGateways } from './gateways';
import { stopPaypalOrder } from './paypal-capture';
import { markOrderPaid, providerFailed, type OrderPaidHook } from './payments.service';

/** What the providers said before an unpaid order is given up. */
export type OpenPaymentsVerdict = 'stopped' | 'paid' | 'pending';

/**
 * Before an unpaid order is voided (the customer's or staff's cancel, a bank transfer recorded,
 * the expiry job): makes its open payments unpayable — the Stripe PaymentIntent cancelled, the
 * hosted session expired, the PayPal order asked about (stopPaypalOrder) — so no money can arrive
 * for a cancelled order. Answers `paid` when a provider says the shopper paid meanwhile (recorded
 * as paid, with `onPaid`), `pending` when a payment is still being processed (a Stripe
 * PaymentIntent `processing`, a PayPal capture PENDING): either way the order must not be
 * cancelled.
 */
export async function stopOpenPayments(db: Db, gateways: PaymentGateways, orderId: number, onPaid?: OrderPaidHook): Promise<OpenPaymentsVerdict> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  for (const row of rows) {
    if (row.provider !== 'stripe' || !row.externalId || row.status === 'canceled' || row.status === 'expired') continue;
    if (!gateways.stripe) throw providerFailed(new Error('Stripe is not configured but the order has a Stripe payment'));
    const status =
      row.method === 'stripe_payment_intent'
        ? await gateways.stripe.cancelPaymentIntent(row.externalId).catch((error: unknown) => {
            throw providerFailed(error);
          })
        : await gateways.stripe.expireCheckoutSession(row.externalId).catch((error: unknown) => {
            throw providerFailed(error);
          });
    if (status === 'succeeded' || status === 'complete') {
      await markOrderPaid(db, orderId, row.externalId, onPaid);
      return 'paid';
    }
    await db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, row.id));
    if (status === 'processing') return 'pending';
  }
  const paypalRow = rows.find((row) => row.provider === 'paypal' && row.method === 'paypal_order');
  if (!paypalRow) return 'stopped';
  const order = await findOrder(db, orderId);
  if (!order) return 'stopped';
  return stopPaypalOrder(db, gateways.paypal, order, paypalRow, onPaid);
}
