import type { CheckoutOrder, CheckoutResult } from '../../api/contract/checkout';
import type { PaymentMethod } from '../../domain/checkout/checkout-rules';
import type { KeyValueStorage } from '../state/stored-id';

/** The payment calls of kit/data/client (structural, for fakes in tests). */
export interface PaymentCalls {
  checkout(body: { cart_unique_id: string; payment_method: PaymentMethod; return_path?: string }): Promise<CheckoutResult>;
  finishImmediately(body: { cart_unique_id: string; type: 'gift_card' | 'bank_transfer' }): Promise<CheckoutResult>;
  createStripeSession(body: { cart_unique_id: string; return_path?: string }): Promise<{ url: string | null; order_id: number }>;
  stripeSession(query: { cart_unique_id: string; session_id?: string }): Promise<{ status: string; payment_status: string; order_id: number }>;
  capturePaypal(body: { cart_unique_id: string }): Promise<CheckoutOrder>;
  expressCheckout(body: { cart_unique_id: string; express_type: 'apple_pay' | 'google_pay'; contact_email: string }): Promise<CheckoutResult>;
  checkoutOrder(query: { cart_unique_id: string; order_id?: number }): Promise<CheckoutOrder>;
}

/** What the payment step does next. */
export type PaymentStep =
  /** The order needs nothing more now (bank transfer, gift cards, already paid): the success page. */
  | { kind: 'done'; orderId: number }
  /** A provider's page (Stripe Checkout, PayPal approval). */
  | { kind: 'redirect'; orderId: number; url: string }
  /** Confirm in the page with Stripe's Payment Element. */
  | { kind: 'element'; orderId: number; clientSecret: string; publishableKey: string };

function stepOf(result: CheckoutResult): PaymentStep {
  const { order, payment } = result;
  if (payment.type === 'redirect') return { kind: 'redirect', orderId: order.id, url: payment.url };
  if (payment.type === 'stripe_client_secret') return { kind: 'element', orderId: order.id, clientSecret: payment.client_secret, publishableKey: payment.publishable_key };
  return { kind: 'done', orderId: order.id };
}

/**
 * Places the cart's order (the API makes it once; a retry answers the same order) and starts
 * paying it with `method`: nothing left to pay and bank transfer finish at once, the hosted Stripe
 * page and PayPal are a redirect, the Payment Element a client secret to confirm.
 */
export async function startPayment(api: PaymentCalls, cartId: string, method: PaymentMethod | 'gift_card'): Promise<PaymentStep> {
  if (method === 'gift_card' || method === 'bank_transfer') return stepOf(await api.finishImmediately({ cart_unique_id: cartId, type: method }));
  if (method === 'stripe_checkout_form') {
    const session = await api.createStripeSession({ cart_unique_id: cartId });
    return session.url ? { kind: 'redirect', orderId: session.order_id, url: session.url } : { kind: 'done', orderId: session.order_id };
  }
  return stepOf(await api.checkout({ cart_unique_id: cartId, payment_method: method }));
}

/**
 * Places the cart's order for a wallet (Apple Pay, Google Pay: POST /carts/checkout/express, once
 * per cart like every checkout) and answers the PaymentIntent the wallet's payment confirms.
 * @throws when the order needs no card payment (already paid, nothing to pay): the wallet sheet then fails.
 */
export async function startWalletPayment(api: PaymentCalls, cart: { unique_id: string; contact_email: string | null }, wallet: 'apple_pay' | 'google_pay'): Promise<{ orderId: number; clientSecret: string }> {
  const step = stepOf(await api.expressCheckout({ cart_unique_id: cart.unique_id, express_type: wallet, contact_email: cart.contact_email ?? '' }));
  if (step.kind !== 'element') throw new Error('The order needs no wallet payment');
  return { orderId: step.orderId, clientSecret: step.clientSecret };
}

/** The last order of this tab, so the success page survives the cart's reset and a reload. */
export const LAST_ORDER_KEY = 'checkout_last_order';

export function rememberOrder(session: KeyValueStorage, cartId: string, orderId: number): void {
  session.setItem(LAST_ORDER_KEY, JSON.stringify({ cartId, orderId }));
}

export function rememberedOrder(session: KeyValueStorage): { cartId: string; orderId: number } | null {
  try {
    const value = JSON.parse(session.getItem(LAST_ORDER_KEY) ?? 'null') as { cartId?: unknown; orderId?: unknown } | null;
    return value && typeof value.cartId === 'string' && typeof value.orderId === 'number' ? { cartId: value.cartId, orderId: value.orderId } : null;
  } catch {
    return null;
  }
}

/** Orders whose purchase was reported from this browser (the newest 50). */
export const PURCHASES_KEY = 'purchases_reported';

/** Reports `purchase` once per order however often the success page is opened; true when it reported now. */
export function reportPurchaseOnce(storage: KeyValueStorage, orderId: number, report: () => void): boolean {
  let seen: number[] = [];
  try {
    const parsed = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]') as unknown;
    if (Array.isArray(parsed)) seen = parsed.filter((id): id is number => typeof id === 'number');
  } catch {
    // A damaged record starts again.
  }
  if (seen.includes(orderId)) return false;
  storage.setItem(PURCHASES_KEY, JSON.stringify([...seen, orderId].slice(-50)));
  report();
  return true;
}
