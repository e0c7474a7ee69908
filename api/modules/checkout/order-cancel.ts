import { isCancellable } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cancelOrder, findCustomerOrder, findOrder, type OrderCanceller } from '../orders';
import { stopOpenPayments, type PaymentGateways } from '../payments';
import { queueOrderConfirmation } from './order-mail';

/**
 * Cancelling an order, for its customer or for staff: the one path both routes take. Checkout's, not
 * the orders module's: what checkout started must stop first — the order's open card payments
 * (the PaymentIntent cancelled, the hosted session expired), so no money can arrive for a cancelled
 * order — then the orders module cancels it in one transaction (stock, code use and gift-card
 * amounts back, the `cancelled` step, staff's audit entry). Paid meanwhile: Stripe's payment is
 * recorded as paid and confirmed like any paid order, and the cancel is then refused by the orders
 * module's check on the locked row (customer 409 `order_not_cancellable`, staff 409 `refund_needed`).
 * A payment still being processed (PayPal's review, a Stripe payment `processing`) refuses the
 * cancel: customer 409 `order_not_cancellable`, staff 409 `payment_pending`.
 */
export async function cancelOrderAndPayments(db: Db, gateways: PaymentGateways, id: number, by: OrderCanceller): Promise<void> {
  const order = by.kind === 'customer' ? await findCustomerOrder(db, by.userId, id) : await findOrder(db, id);
  if (order && isCancellable(order)) {
    const verdict = await stopOpenPayments(db, gateways, order.id, queueOrderConfirmation);
    // Money under way (a PayPal capture under review, a Stripe payment processing) may still arrive.
    if (verdict === 'pending') throw new AppError('conflict', by.kind === 'customer' ? 'order_not_cancellable' : 'payment_pending');
  }
  await cancelOrder(db, id, by);
}
