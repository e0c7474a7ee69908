'use client';

import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import type { Locale } from '../../domain/locale';
import { stripeRefusal, thrownPaymentFailure, withTimeout, type PaymentFailure } from './checkout-rules';
import { stripeFor } from './stripe-payment.client';

/** The wallets the shop takes through Stripe (their order's payment method). */
export type WalletType = 'apple_pay' | 'google_pay';

export interface StripeExpressProps {
  publishableKey: string;
  /** What the wallet sheet shows, in cents: the cart's amount to pay. */
  amount: number;
  currency: string;
  locale: Locale;
  labels: { heading: string; or: string };
  /** Places the order (POST /carts/checkout/express) and answers its PaymentIntent to confirm. */
  start: (wallet: WalletType) => Promise<{ orderId: number; clientSecret: string }>;
  /** Where Stripe sends the shopper when confirming needs a redirect: the order's success page. */
  returnUrl: (orderId: number) => string;
  onPaid: (orderId: number) => void;
  onFailed: (reason: PaymentFailure, message: string | null) => void;
}

/**
 * Apple Pay and Google Pay buttons (Stripe's Express Checkout Element) for the cart's amount. The
 * element shows only the wallets this browser offers and nothing without one: then this renders
 * nothing at all. Pressing one places the order and confirms its PaymentIntent with Stripe.
 */
export default function StripeExpress(props: StripeExpressProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ mode: 'payment', amount: props.amount, currency: props.currency.toLowerCase(), locale: props.locale }}>
      <ExpressButtons {...props} />
    </Elements>
  );
}

function ExpressButtons({ labels, start, returnUrl, onPaid, onFailed }: StripeExpressProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [offered, setOffered] = useState(false);

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) return;
    const wallet = event.expressPaymentType;
    if (wallet !== 'apple_pay' && wallet !== 'google_pay') return event.paymentFailed({ reason: 'fail' });
    try {
      const submitted = await elements.submit();
      if (submitted.error) return event.paymentFailed({ reason: 'fail' });
      const { orderId, clientSecret } = await start(wallet);
      const result = await withTimeout(stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl(orderId) }, redirect: 'if_required' }));
      if (result.error) {
        event.paymentFailed({ reason: 'fail' });
        return onFailed(...stripeRefusal(result.error));
      }
      onPaid(orderId);
    } catch (error) {
      event.paymentFailed({ reason: 'fail' });
      onFailed(thrownPaymentFailure(error), null);
    }
  }

  return (
    // Kept laid out (not display:none) until Stripe says which wallets it offers: the element needs its frame to find out.
    <section aria-label={labels.heading} aria-hidden={offered ? undefined : true} data-slot="express-checkout" data-offered={offered} className={offered ? 'flex flex-col gap-3' : 'invisible h-0 overflow-hidden'}>
      <ExpressCheckoutElement
        options={{ paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' }, buttonHeight: 48 }}
        onReady={(event) => setOffered(Boolean(event.availablePaymentMethods?.applePay || event.availablePaymentMethods?.googlePay))}
        onConfirm={(event) => void confirm(event)}
      />
      <p className="text-center text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.or}</p>
    </section>
  );
}
