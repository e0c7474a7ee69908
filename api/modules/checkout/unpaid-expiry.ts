import type { Db } from '../../db/client';
import { repeatEvery } from '../../lib/repeat';
import { describeError } from '../../lib/safe-log';
import { cancelOrder, claimOverdueUnpaidOrders, type OrderRow } from '../orders';
import { providerPaymentMethods, stopOpenPayments, type PaymentGateways } from '../payments';
import { queueOrderConfirmation } from './order-mail';

/*
 * Unpaid card and PayPal orders are given up after UNPAID_ORDER_WINDOW_MS, so they don't hold stock,
 * gift-card amounts and a code's use forever. Every instance runs the job; a claim (a lease on the
 * order, SKIP LOCKED) keeps them apart. Per order: first the providers (stopOpenPayments: the
 * PaymentIntent cancelled, the hosted session expired, PayPal asked) — paid meanwhile is recorded
 * as paid, a payment still being processed (a PayPal capture PENDING) is left and read again
 * after UNPAID_ORDER_RECHECK_MS — then the orders module's cancel in one transaction with the
 * order locked (voided, stock, code use and gift cards back, the `cancelled` step, the audit entry
 * as the system's), only if nothing changed meanwhile. Bank transfers are not touched.
 */

/** How long a card or PayPal order may wait for its payment (since it was placed or its method last changed). */
export const UNPAID_ORDER_WINDOW_MS = 60 * 60_000;
/** How long a claim keeps other instances off an order, and how often an order whose payment is pending is read again. */
export const UNPAID_ORDER_RECHECK_MS = 15 * 60_000;
/** How often every instance looks for overdue orders. */
export const UNPAID_EXPIRY_INTERVAL_MS = 60_000;
/** Orders looked at per run (each may take a provider's call). */
const BATCH = 25;

export interface ExpiryRun {
  cancelled: number[];
  /** Paid meanwhile, now recorded. */
  paid: number[];
  /** The provider is still processing a payment: read again later. */
  pending: number[];
  /** The provider could not be reached: tried again after the recheck time. */
  failed: number;
}

/** Still what the claim found: unpaid, paid at a provider, unchanged since before the window. */
const stillOverdue = (cutoff: Date) => (order: OrderRow) => order.paymentMethod !== null && providerPaymentMethods.includes(order.paymentMethod) && order.updatedAt <= cutoff;

/** One run: gives up the overdue unpaid card and PayPal orders (at most BATCH); answers what became of each. */
export async function expireUnpaidOrders(db: Db, gateways: PaymentGateways, now: Date = new Date()): Promise<ExpiryRun> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_WINDOW_MS);
  const claimed = await claimOverdueUnpaidOrders(db, { methods: providerPaymentMethods, placedBefore: cutoff, checkedBefore: new Date(now.getTime() - UNPAID_ORDER_RECHECK_MS), now, limit: BATCH });
  const run: ExpiryRun = { cancelled: [], paid: [], pending: [], failed: 0 };
  for (const order of claimed) {
    try {
      const verdict = await stopOpenPayments(db, gateways, order.id, queueOrderConfirmation);
      if (verdict !== 'stopped') run[verdict].push(order.id);
      else if (await cancelOrder(db, order.id, { kind: 'system', reason: 'payment_expired', stillDue: stillOverdue(cutoff) })) run.cancelled.push(order.id);
    } catch {
      run.failed += 1;
    }
  }
  return run;
}

/** Runs `expireUnpaidOrders` every UNPAID_EXPIRY_INTERVAL_MS on this instance. */
export function startUnpaidOrderExpiry(db: Db, gateways: PaymentGateways, log: Pick<Console, 'warn'> = console): { stop: () => void } {
  return repeatEvery(
    UNPAID_EXPIRY_INTERVAL_MS,
    async () => {
      const run = await expireUnpaidOrders(db, gateways);
      if (run.failed) log.warn(`[checkout] ${run.failed} unpaid order(s) could not be checked with the payment provider; tried again in ${UNPAID_ORDER_RECHECK_MS / 60_000} min`);
    },
    (error) => log.warn(`[checkout] expiring unpaid orders failed: ${describeError(error)}`),
  );
}
