import type { PaymentMethodOption } from '../../contract/checkout';
import type { PaymentMethod } from '../../../domain/checkout/checkout-rules';
import type { Locale } from '../../../domain/locale';
import { env, type Env } from '../../lib/env';
import { paypalConfigFromEnv, PaypalGateway, type PaypalEnv } from './paypal';
import { stripeConfigFromEnv, StripeGateway, type StripeEnv } from './stripe';

/** The payment providers this shop is configured for (environment keys); null when absent. */
export interface PaymentGateways {
  stripe: StripeGateway | null;
  paypal: PaypalGateway | null;
  /** Affirm is offered through Stripe's Payment Element when its key is set and Stripe is configured. */
  affirm: boolean;
}

export function gatewaysFromEnv(source: StripeEnv & PaypalEnv & Pick<Partial<Env>, 'AFFIRM_PUBLIC_KEY'> = env()): PaymentGateways {
  const stripe = stripeConfigFromEnv(source);
  const paypal = paypalConfigFromEnv(source);
  return { stripe: stripe ? new StripeGateway(stripe) : null, paypal: paypal ? new PaypalGateway(paypal) : null, affirm: Boolean(source.AFFIRM_PUBLIC_KEY) && Boolean(stripe) };
}

const titles: Record<Locale, Partial<Record<PaymentMethod, string>>> = {
  nl: {
    bank_transfer: 'Bankoverschrijving',
    stripe_payment_element: 'Creditcard, iDEAL, Bancontact en meer',
    stripe_checkout_form: 'Betalen op de beveiligde pagina van Stripe',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    paypal: 'PayPal',
    affirm: 'Later betalen met Affirm',
  },
  en: {
    bank_transfer: 'Bank transfer',
    stripe_payment_element: 'Card, iDEAL, Bancontact and more',
    stripe_checkout_form: "Pay on Stripe's secure page",
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    paypal: 'PayPal',
    affirm: 'Pay later with Affirm',
  },
};

/** GET /payment-methods: what the shopper may choose, in display order. Bank transfer always works. */
export function availableMethods(gateways: PaymentGateways, locale: Locale): PaymentMethodOption[] {
  const list: { id: PaymentMethod; gateway: PaymentMethodOption['gateway'] }[] = [];
  if (gateways.stripe) list.push({ id: 'stripe_payment_element', gateway: 'stripe' }, { id: 'stripe_checkout_form', gateway: 'stripe' }, { id: 'apple_pay', gateway: 'stripe' }, { id: 'google_pay', gateway: 'stripe' });
  if (gateways.paypal) list.push({ id: 'paypal', gateway: 'paypal' });
  if (gateways.affirm) list.push({ id: 'affirm', gateway: 'affirm' });
  list.push({ id: 'bank_transfer', gateway: 'bank_transfer' });
  return list.map((method) => ({ ...method, title: titles[locale][method.id] ?? method.id }));
}

/** GET /payment-gateways: public keys only. */
export function availableGateways(gateways: PaymentGateways) {
  return [
    ...(gateways.stripe ? [{ id: 'stripe' as const, public_key: gateways.stripe.publishableKey }] : []),
    ...(gateways.paypal ? [{ id: 'paypal' as const, public_key: gateways.paypal.clientId }] : []),
    ...(gateways.affirm ? [{ id: 'affirm' as const, public_key: env().AFFIRM_PUBLIC_KEY ?? null }] : []),
    { id: 'bank_transfer' as const, public_key: null },
  ];
}

/** Methods that pay through a Stripe PaymentIntent (Payment Element, wallets, Affirm). */
const intentMethods = new Set<string>(['stripe_payment_element', 'card', 'stripe', 'apple_pay', 'google_pay', 'affirm', 'affirm_express']);

/** Methods paid at a provider (Stripe, PayPal), not by bank transfer or gift cards: an order waiting for one is given up after a while (checkout's unpaid-expiry.ts). */
export const providerPaymentMethods: readonly string[] = [...intentMethods, 'stripe_checkout_form', 'paypal', 'paypal_express'];

/** Whether a method can be used with these gateways ('gift_card' is for orders with nothing to pay). */
export function isAvailableMethod(gateways: PaymentGateways, method: string): boolean {
  if (method === 'bank_transfer' || method === 'gift_card') return true;
  if (method === 'affirm' || method === 'affirm_express') return gateways.affirm;
  if (intentMethods.has(method) || method === 'stripe_checkout_form') return Boolean(gateways.stripe);
  if (method === 'paypal' || method === 'paypal_express') return Boolean(gateways.paypal);
  return false;
}

declare module '../../lib/openapi' {
  interface ApiVariables {
    /** The payment providers configured (set for every request by api/app.ts). */
    payments: PaymentGateways;
  }
}
