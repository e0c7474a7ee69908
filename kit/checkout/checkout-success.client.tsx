'use client';

import { useEffect, useState } from 'react';
import type { CheckoutOrder } from '../../api/contract/checkout';
import type { Locale } from '../../domain/locale';
import { CheckoutConfirmation } from './checkout-confirmation';
import { CheckoutNotice } from './checkout-notice';
import { orderDestination, paymentReturn } from './checkout-rules';
import { paymentStatusLabel, paymentTone, type PaymentStatusSlug } from '../orders/orders';
import { rememberedOrder, rememberOrder, reportPurchaseOnce } from './checkout-payment';
import { CART_ID_KEY } from '../state/stored-id';
import { SpinnerIcon } from '../ui/icons';
import type { Runtime } from '../shell/runtime';
import type { CheckoutPaths, SuccessLabels, checkoutButtons } from './checkout-setup';
import { statusOf, useRuntime } from './use-runtime';

export interface CheckoutSuccessProps {
  locale: Locale;
  /** The route's order id (`/checkout/success/{id}`); without it, the cart's order. */
  orderId: number | null;
  labels: SuccessLabels;
  /** Payment status words: bootstrap's titles and the shop's own per slug. */
  statuses: { id: number; title: string }[];
  statusWords: Record<PaymentStatusSlug, string>;
  /** Payment methods in words, by id. */
  methodNames: Record<string, string>;
  signedIn: boolean;
  paths: CheckoutPaths;
  buttons: typeof checkoutButtons;
}

type Notice = 'paid' | 'awaiting' | 'captureFailed' | 'canceled' | null;
type State = { kind: 'loading'; capturing: boolean } | { kind: 'missing' } | { kind: 'ready'; order: CheckoutOrder; notice: Notice };

/** Which cart the order came from: the return link's `cart`, this tab's last order, or the stored cart. */
function cartOf(runtime: Runtime, query: URLSearchParams, orderId: number | null): string | null {
  const fromQuery = query.get('cart');
  if (fromQuery) return fromQuery;
  const remembered = rememberedOrder(runtime.session);
  if (remembered && (orderId === null || remembered.orderId === orderId)) return remembered.cartId;
  return runtime.storage.getItem(CART_ID_KEY);
}

/**
 * Loads the order for the success page, finishing a provider's return first (PayPal capture, the
 * hosted Stripe page's session), reports `purchase` once per order, and empties the cart store
 * (both carts and the stored id) once the order needs nothing more, so the next visit starts empty.
 */
async function settle(runtime: Runtime, orderId: number | null, onCapturing: () => void): Promise<State> {
  const query = new URLSearchParams(window.location.search);
  const cartId = cartOf(runtime, query, orderId);
  if (!cartId) return { kind: 'missing' };
  const ret = paymentReturn(query);
  let order: CheckoutOrder;
  let captureFailed = false;
  try {
    const api = await runtime.api();
    if (ret === 'paypal') {
      onCapturing();
      order = await api.capturePaypal({ cart_unique_id: cartId }).catch(async (error: unknown) => {
        captureFailed = true;
        runtime.track('checkout_error', { step: 'paypal_capture', status: statusOf(error) });
        return api.checkoutOrder({ cart_unique_id: cartId, ...(orderId ? { order_id: orderId } : {}) });
      });
    } else {
      if (ret === 'stripe_session') await api.stripeSession({ cart_unique_id: cartId, session_id: query.get('session_id') ?? undefined }).catch(() => undefined);
      order = await api.checkoutOrder({ cart_unique_id: cartId, ...(orderId ? { order_id: orderId } : {}) });
    }
  } catch (error) {
    runtime.track('checkout_error', { step: 'success', status: statusOf(error) });
    return { kind: 'missing' };
  }
  rememberOrder(runtime.session, cartId, order.id);
  const confirmedByStripe = ret === 'stripe_redirect' && ['succeeded', 'processing'].includes(query.get('redirect_status') ?? '');
  // A capture PayPal accepted but holds for review (PENDING) leaves the order unpaid: it is placed and awaits the money.
  const capturedByPaypal = ret === 'paypal' && !captureFailed;
  const placed = orderDestination(order) === 'success' || confirmedByStripe || capturedByPaypal;
  const notice: Notice =
    ret === 'canceled' ? 'canceled' : captureFailed ? 'captureFailed' : order.payment_status === 1 ? 'paid' : placed && order.payment_method !== 'bank_transfer' && order.final_amount > 0 ? 'awaiting' : null;
  if (placed) {
    reportPurchaseOnce(runtime.storage, order.id, () =>
      runtime.track('purchase', {
        order_id: order.id,
        value: order.final_amount,
        currency: order.currency_code,
        items: order.order_products.map((line) => ({ sku: line.configuration_id, product_id: line.product_id, quantity: line.quantity, price: line.final_cost })),
        payment_type: order.payment_method,
      }),
    );
    const stored = runtime.storage.getItem(CART_ID_KEY);
    if (stored === null || stored === cartId) runtime.cart.getState().reset();
  }
  return { kind: 'ready', order, notice };
}

/** The success page: the placed order with its number, lines, amounts, payment status and bank-transfer instructions. */
export function CheckoutSuccess({ locale, orderId, labels, statuses, statusWords, methodNames, signedIn, paths, buttons }: CheckoutSuccessProps) {
  const runtime = useRuntime();
  const [state, setState] = useState<State>({ kind: 'loading', capturing: false });

  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void settle(runtime, orderId, () => live && setState({ kind: 'loading', capturing: true })).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [runtime, orderId]);

  if (state.kind === 'loading') {
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true">
        <h1 className="font-display text-3xl text-ink md:text-4xl">{labels.title}</h1>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <SpinnerIcon className="size-4" />
          {state.capturing ? labels.capturing : labels.loading}
        </p>
      </div>
    );
  }
  if (state.kind === 'missing') {
    return (
      <div className="flex flex-col items-start gap-5">
        <h1 className="font-display text-3xl text-ink md:text-4xl">{labels.notFound}</h1>
        <a href={paths.catalog} className={buttons.secondary}>
          {labels.continueShopping}
        </a>
      </div>
    );
  }

  const { order, notice } = state;
  const notices: Record<Exclude<Notice, null>, { tone: 'error' | 'info' | 'success'; text: string; retry?: boolean }> = {
    paid: { tone: 'success', text: labels.paid },
    awaiting: { tone: 'info', text: labels.awaitingPayment },
    captureFailed: { tone: 'error', text: labels.createSessionErrorText, retry: true },
    canceled: { tone: 'error', text: labels.paymentCanceled, retry: true },
  };
  const shown = notice ? notices[notice] : null;
  return (
    <CheckoutConfirmation
      order={order}
      locale={locale}
      payment={{ label: paymentStatusLabel(order.payment_status, statuses, statusWords), tone: paymentTone(order.payment_status) }}
      paymentMethod={order.payment_method ? (methodNames[order.payment_method] ?? null) : null}
      labels={labels.confirmation}
      lineLabels={labels.lines}
      customerLabels={labels.customer}
      notice={
        shown ? (
          <CheckoutNotice
            tone={shown.tone}
            action={
              shown.retry && order.payment_status === 0 ? (
                <a href={paths.payout} className="text-sm text-brand underline underline-offset-4">
                  {labels.retryPayment}
                </a>
              ) : null
            }
          >
            {shown.text}
          </CheckoutNotice>
        ) : null
      }
      actions={
        <>
          <a href={paths.catalog} className={buttons.secondary}>
            {labels.continueShopping}
          </a>
          {signedIn ? (
            <a href={paths.orders} className={buttons.secondary}>
              {labels.viewOrders}
            </a>
          ) : null}
        </>
      }
    />
  );
}
