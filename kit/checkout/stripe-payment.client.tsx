'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import type { Locale } from '../../domain/locale';
import { stripeRefusal, thrownPaymentFailure, withTimeout, type PaymentFailure } from './checkout-rules';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  locale: Locale;
  /** Where Stripe sends the shopper after a redirecting method (iDEAL, Bancontact): the success page. */
  returnUrl: string;
  labels: { pay: string; paying: string; heading: string };
  className: string;
  onPaid: () => void;
  /** `declined`: Stripe refused (its message is the shopper's to read); `timeout`: no answer in 30 s; `failed`: anything else. */
  onFailed: (reason: PaymentFailure, message: string | null) => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched from js.stripe.com once per key (this chunk loads only when the shopper pays by card or wallet). */
export function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

/** Stripe's Payment Element for the order's PaymentIntent, and the button that confirms it. */
export default function StripePayment(props: StripePaymentProps) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        locale: props.locale,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#7a5c1e', colorText: '#1c1917', borderRadius: '0px', fontFamily: 'system-ui, sans-serif' } },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ returnUrl, labels, className, onPaid, onFailed }: StripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const result = await withTimeout(stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' }));
      if (result.error) {
        onFailed(...stripeRefusal(result.error));
      } else onPaid();
    } catch (error) {
      onFailed(thrownPaymentFailure(error), null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={labels.heading} className="flex flex-col gap-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <button type="submit" className={className} disabled={!stripe || !elements || busy} aria-busy={busy || undefined}>
        {busy ? labels.paying : labels.pay}
      </button>
    </form>
  );
}
