'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Cart } from '../../api/contract/cart';
import type { PaymentMethod } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutPaymentMethods, type PaymentMethodChoice } from './checkout-payment-methods';
import { LiveSummary } from './live-summary';
import { PostalAddress } from '../account/postal-address';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import { checkoutErrorKey, paymentFlow, paymentReturn, type CheckoutErrorKey } from './checkout-rules';
import { checkoutEventPayload } from './checkout-events';
import { rememberOrder, startPayment, startWalletPayment, type PaymentStep } from './checkout-payment';
import type { Runtime } from '../shell/runtime';
import type { CheckoutPaths, PayoutLabels, checkoutButtons } from './checkout-setup';
import { CheckoutEmpty, CheckoutLoadError, CheckoutLoading } from './checkout-states';
import { statusOf, useRuntime } from './use-runtime';
import { Notice } from '../ui/notice';

// Stripe.js and its React bindings load only when the shopper pays in the page.
const StripePayment = lazy(() => import('./stripe-payment.client'));
// The wallet buttons (Apple Pay, Google Pay): on the payment step only, when Stripe is configured.
const StripeExpress = lazy(() => import('./stripe-express.client'));

export interface CheckoutPayoutProps {
  locale: Locale;
  /** GET /payment-methods, in display order, worded for the list. */
  methods: PaymentMethodChoice[];
  labels: PayoutLabels;
  paths: CheckoutPaths;
  buttons: typeof checkoutButtons;
  /** Stripe's publishable key when the shop takes Apple Pay / Google Pay through Stripe; null hides the wallet buttons. */
  express: { publishableKey: string } | null;
}

type Phase = 'loading' | 'none' | 'error' | 'leaving' | 'ready';

/** Step 2: the payment method, then placing the order and paying it (or nothing to pay after gift cards). */
export function CheckoutPayout(props: CheckoutPayoutProps) {
  const runtime = useRuntime();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const { labels, paths, buttons } = props;

  useEffect(() => {
    if (!runtime) return;
    let live = true;
    runtime.checkout.open(undefined, { start: false }).then(
      (opening) => {
        if (!live) return;
        if (opening.kind === 'ordered' && opening.to === 'success') {
          rememberOrder(runtime.session, opening.cart.unique_id, opening.order.id);
          setPhase('leaving');
          router.replace(`${paths.success}/${opening.order.id}`);
        } else if (opening.kind === 'ordered') {
          // Placed but not paid yet (a card that failed, a provider's page left): pay it now.
          runtime.cart.getState().setCheckoutCart(opening.cart);
          setPhase('ready');
        } else if (opening.kind === 'ready' && opening.cart.checkout_blockers.length > 0) {
          setPhase('leaving');
          router.replace(paths.details);
        } else setPhase(opening.kind === 'ready' ? 'ready' : 'none');
      },
      (error: unknown) => {
        if (!live) return;
        setPhase('error');
        runtime.track('checkout_error', { step: 'payout', status: statusOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, attempt, router, paths]);

  if (phase === 'none') return <CheckoutEmpty label={labels.empty} action={{ href: paths.catalog, label: labels.continueShopping, className: buttons.secondary }} />;
  if (phase === 'error') return <CheckoutLoadError message={labels.loadError} retry={labels.retry} onRetry={() => setAttempt((n) => n + 1)} className={buttons.secondary} />;
  const cart = runtime?.cart.getState().checkoutCart;
  if (!runtime || phase !== 'ready' || !cart) return <CheckoutLoading label={labels.loading} />;
  return <Payout {...props} runtime={runtime} />;
}

function Payout({ runtime, locale, methods, labels, paths, buttons, express }: CheckoutPayoutProps & { runtime: Runtime }) {
  const router = useRouter();
  const cart = useStore(runtime.cart, (state) => state.checkoutCart) as Cart;
  const [method, setMethod] = useState<PaymentMethod | null>(methods[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [element, setElement] = useState<Extract<PaymentStep, { kind: 'element' }> | null>(null);
  // Back from Stripe's or PayPal's page without paying (?canceled=1): say so (spec section 8).
  const [canceled] = useState(() => paymentReturn(new URLSearchParams(window.location.search)) === 'canceled');
  const [error, setError] = useState<CheckoutErrorKey | 'paymentCanceled' | 'paymentTimeoutMessage' | null>(canceled ? 'paymentCanceled' : null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const nothingToPay = cart.final_amount === 0 && cart.items.length > 0;
  const money = (cents: number) => formatMoney(cents, cart.currency_code, locale);
  const rate = cart.shipping_rates.find((r) => r.selected);

  useEffect(() => {
    if (canceled) runtime.track('checkout_error', { step: 'payment', reason: 'canceled' });
  }, [runtime, canceled]);

  const successHref = (orderId: number) => `${paths.success}/${orderId}?cart=${encodeURIComponent(cart.unique_id)}`;

  async function pay() {
    if (busy || (!method && !nothingToPay)) return;
    const chosen = nothingToPay ? 'gift_card' : method!;
    setBusy(true);
    setError(null);
    setStripeMessage(null);
    runtime.track('add_payment_info', { ...checkoutEventPayload(cart), payment_type: chosen });
    try {
      const step = await startPayment(await runtime.api(), cart.unique_id, chosen);
      rememberOrder(runtime.session, cart.unique_id, step.orderId);
      if (step.kind === 'done') return router.push(successHref(step.orderId));
      if (step.kind === 'redirect') return window.location.assign(step.url);
      setElement(step);
      setBusy(false);
    } catch (failure) {
      setBusy(false);
      setError(checkoutErrorKey(failure, chosen === 'stripe_checkout_form' ? 'session' : 'order'));
      runtime.track('checkout_error', { step: 'payment', method: chosen, status: statusOf(failure), code: (failure as { code?: string }).code ?? null });
    }
  }

  const choices = methods.map((choice) => ({
    ...choice,
    hint: choice.id === 'bank_transfer' ? labels.bankTransferHint : paymentFlow(choice.id) === 'element' ? labels.cardHint : fill(labels.redirectHint, { provider: choice.title }),
  }));
  const errorText = error ? labels.errors[error] : null;
  const errorAction =
    error === 'incomplete' ? (
      <a href={paths.details} className="text-sm text-brand underline underline-offset-4">
        {labels.editDetails}
      </a>
    ) : error === 'insufficientStock' ? (
      <a href={paths.cart} className="text-sm text-brand underline underline-offset-4">
        {labels.cart}
      </a>
    ) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_420px]">
      <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
        <section aria-labelledby="payout-details" data-slot="checkout-recap" className="flex flex-col gap-4 border border-line bg-surface p-5 sm:p-6">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="payout-details" className="font-display text-xl text-ink">
              {labels.details}
            </h2>
            {cart.order_id === null ? (
              <a href={paths.details} className="text-sm text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
                {labels.editDetails}
              </a>
            ) : null}
          </div>
          <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1">
              <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.contactEmail}</dt>
              <dd className="break-all text-ink">{cart.contact_email}</dd>
            </div>
            {rate ? (
              <div className="flex flex-col gap-1">
                <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.shippingMethod}</dt>
                <dd className="text-ink-soft">
                  {rate.title} · {rate.amount === 0 ? labels.free : money(rate.amount)}
                </dd>
              </div>
            ) : null}
            {cart.shipping_address ? (
              <div className="flex flex-col gap-1">
                <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.shippingAddress}</dt>
                <dd>
                  <PostalAddress address={cart.shipping_address} />
                </dd>
              </div>
            ) : null}
            {cart.billing_address ? (
              <div className="flex flex-col gap-1">
                <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.billingAddress}</dt>
                <dd>
                  <PostalAddress address={cart.billing_address} />
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {express && !nothingToPay && element === null && cart.final_amount > 0 ? (
          <Suspense fallback={null}>
            <StripeExpress
              publishableKey={express.publishableKey}
              amount={cart.final_amount}
              currency={cart.currency_code}
              locale={locale}
              labels={labels.express}
              start={async (wallet) => {
                setError(null);
                setStripeMessage(null);
                runtime.track('add_payment_info', { ...checkoutEventPayload(cart), payment_type: wallet });
                const started = await startWalletPayment(await runtime.api(), cart, wallet);
                rememberOrder(runtime.session, cart.unique_id, started.orderId);
                return started;
              }}
              returnUrl={(orderId) => `${window.location.origin}${successHref(orderId)}`}
              onPaid={(orderId) => router.push(successHref(orderId))}
              onFailed={(reason, message) => {
                setError(reason === 'timeout' ? 'paymentTimeoutMessage' : 'createSessionErrorText');
                setStripeMessage(message);
                runtime.track('checkout_error', { step: 'confirm', method: 'express', reason });
              }}
            />
          </Suspense>
        ) : null}

        {nothingToPay ? (
          <Notice tone="success" data-slot="nothing-to-pay">
            {labels.nothingToPay}
          </Notice>
        ) : (
          <CheckoutPaymentMethods methods={choices} value={method} onChange={(id) => {
              setMethod(id);
              setError(null);
            }} disabled={busy || element !== null} labels={labels.methods}>
            {element && method && paymentFlow(method) === 'element' ? (
              <Suspense fallback={<p className="text-sm text-ink-soft">{labels.loading}</p>}>
                <StripePayment
                  publishableKey={element.publishableKey}
                  clientSecret={element.clientSecret}
                  locale={locale}
                  returnUrl={`${window.location.origin}${successHref(element.orderId)}`}
                  labels={{ pay: fill(labels.pay, { amount: money(cart.final_amount) }), paying: labels.paying, heading: labels.paymentDetails }}
                  className={buttons.primary}
                  onPaid={() => router.push(successHref(element.orderId))}
                  onFailed={(reason, message) => {
                    setError(reason === 'timeout' ? 'paymentTimeoutMessage' : 'createSessionErrorText');
                    setStripeMessage(message);
                    runtime.track('checkout_error', { step: 'confirm', method, reason });
                  }}
                />
              </Suspense>
            ) : null}
          </CheckoutPaymentMethods>
        )}

        {errorText ? (
          <CheckoutNotice action={errorAction}>
            <p>{errorText}</p>
            {stripeMessage ? <p className="mt-1 text-ink-soft">{stripeMessage}</p> : null}
          </CheckoutNotice>
        ) : null}
      </div>

      {/* On phones the summary comes before the button: the shopper sees what they pay first. */}
      <aside className="flex min-w-0 flex-col gap-6 self-start border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <LiveSummary cart={cart} locale={locale} labels={labels.summary} />
      </aside>

      {element ? null : (
        <div className="lg:col-start-1">
          <button type="button" data-slot="checkout-pay" className={buttons.primary} aria-busy={busy || undefined} disabled={busy || (!method && !nothingToPay)} onClick={() => void pay()}>
            {busy ? labels.redirecting : nothingToPay || method === 'bank_transfer' ? labels.placeOrder : labels.placeAndPay}
          </button>
        </div>
      )}
    </div>
  );
}
