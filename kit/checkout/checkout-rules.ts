import { ADDRESS_KEYS, type PostalAddress } from '../../domain/accounts/address';
import type { CheckoutBlocker, PaymentMethod } from '../../domain/checkout/checkout-rules';
import { PAYMENT_STATUS } from '../../domain/orders/order-rules';
import { fill } from '../format/fill';
import type { FormValues } from '../../domain/forms/form-rules';
import { HOME_COUNTRY } from '../../domain/accounts/countries';

/**
 * The checkout's rules as the storefront applies them: where an already ordered cart goes, how a
 * payment method is paid, which spec text a failure shows, what a hosted page's return means.
 * Plain functions (no zod), so the checkout islands can import them. No money is computed here.
 */

/** The address form's values for an address (empty fields and the home country without one). */
export function addressValues(address: PostalAddress | null | undefined, country: string = HOME_COUNTRY): FormValues {
  const values: FormValues = {};
  for (const key of ADDRESS_KEYS) values[key] = address?.[key] ?? '';
  if (!values.country) values.country = country;
  return values;
}

/** Whether two addresses are the same place and person (a saved address already on the cart). */
export function sameAddress(a: PostalAddress | null | undefined, b: PostalAddress | null | undefined): boolean {
  if (!a || !b) return false;
  const norm = (value: string | null) => (value ?? '').trim().toLowerCase();
  return ADDRESS_KEYS.every((key) => norm(a[key]) === norm(b[key]));
}

/** An order already placed from the cart: a paid, bank-transfer or fully covered order is done; otherwise it still has to be paid. */
export function orderDestination(order: { payment_status: number; payment_method: string | null; final_amount: number }): 'success' | 'payout' {
  if (order.payment_status !== PAYMENT_STATUS.unpaid) return 'success';
  if (order.payment_method === 'bank_transfer' || order.final_amount === 0) return 'success';
  return 'payout';
}

/** How a payment method is paid: at once (bank transfer), in the page (Stripe Payment Element), or on a provider's page. */
export type PaymentFlow = 'bank_transfer' | 'element' | 'redirect';

export function paymentFlow(method: PaymentMethod): PaymentFlow {
  if (method === 'bank_transfer') return 'bank_transfer';
  if (method === 'card' || method === 'stripe' || method === 'stripe_payment_element') return 'element';
  return 'redirect';
}

/**
 * The wallet buttons (Stripe's Express Checkout Element) of the payment step: only when the shop
 * offers Apple Pay or Google Pay (Stripe is configured) and its publishable key is known.
 */
export function walletButtons(offered: readonly { id: PaymentMethod }[] | null, stripeKey: string | null): { publishableKey: string } | null {
  const wallets = offered?.some((method) => method.id === 'apple_pay' || method.id === 'google_pay') ?? false;
  return wallets && stripeKey ? { publishableKey: stripeKey } : null;
}

/** Wallet buttons (Express Checkout) are not choices of the method list. */
export function isListedMethod(method: PaymentMethod): boolean {
  return method !== 'google_pay' && method !== 'apple_pay' && method !== 'paypal_express' && method !== 'affirm_express';
}

/** The spec section 8 text (or the shop's own for stock and blockers) of a failed order or payment step. */
export type CheckoutErrorKey = 'troubleCreateOrder' | 'createOrderErrorText' | 'createSessionErrorText' | 'insufficientStock' | 'incomplete';

export function checkoutErrorKey(error: unknown, stage: 'order' | 'session'): CheckoutErrorKey {
  const { status, code } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown };
  if (status === 409 && code === 'insufficient_stock') return 'insufficientStock';
  if (status === 422 && code === 'checkout_incomplete') return 'incomplete';
  if (code === 'payment_provider_failed') return 'createSessionErrorText';
  // No answer, or the API failed: a passing problem.
  if (typeof status !== 'number' || status === 0 || status >= 500) return stage === 'session' ? 'createSessionErrorText' : 'troubleCreateOrder';
  return stage === 'session' ? 'createSessionErrorText' : 'createOrderErrorText';
}

/** The blockers in the order the form shows its sections. */
const blockerOrder: CheckoutBlocker[] = ['cart_empty', 'item_unavailable', 'contact_email_missing', 'shipping_address_missing', 'shipping_rate_missing', 'below_minimum_payment'];

export function sortedBlockers(blockers: readonly CheckoutBlocker[]): CheckoutBlocker[] {
  return blockerOrder.filter((blocker) => blockers.includes(blocker));
}

/** What the query of a page a payment provider sent the shopper back to says. */
export type PaymentReturn = 'canceled' | 'paypal' | 'stripe_session' | 'stripe_redirect' | null;

export function paymentReturn(query: URLSearchParams): PaymentReturn {
  if (query.has('canceled') || query.get('payment') === 'canceled' || query.get('paypal') === 'cancel' || query.get('redirect_status') === 'failed') return 'canceled';
  if (query.get('paypal') === 'return') return 'paypal';
  if (query.has('session_id')) return 'stripe_session';
  if (query.has('payment_intent')) return 'stripe_redirect';
  return null;
}

/** `{n}%` or an amount: how a discount code or gift card's nominal value is shown (spec: only static and percent). */
export function nominalValue(type: 'static' | 'percent', base: number, texts: { percent: string; amount: string }, money: (cents: number) => string): string {
  return type === 'percent' ? fill(texts.percent, { n: base }) : fill(texts.amount, { amount: money(base) });
}

/** A 30-second race: Stripe's confirmation that has not answered by then is reported as a timeout (spec section 8 paymentTimeoutMessage). */
export const PAYMENT_TIMEOUT_MS = 30_000;

export class PaymentTimeout extends Error {
  override readonly name = 'PaymentTimeout';
}

export function withTimeout<T>(task: Promise<T>, ms: number = PAYMENT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentTimeout()), ms);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}

/** Why a card or wallet payment did not go through, as the payment step tells the shopper. */
export type PaymentFailure = 'declined' | 'timeout' | 'failed';

/**
 * A confirmation Stripe refused: a card or form error is the shopper's to see, in Stripe's own
 * words ('declined'); anything else is a plain failure without Stripe's text.
 */
export function stripeRefusal(error: { type?: string; message?: string }): [PaymentFailure, string | null] {
  return error.type === 'card_error' || error.type === 'validation_error' ? ['declined', error.message ?? null] : ['failed', null];
}

/** A confirmation that threw: out of time (withTimeout), or failed. */
export const thrownPaymentFailure = (error: unknown): PaymentFailure => (error instanceof PaymentTimeout ? 'timeout' : 'failed');

