import type { ShippingAddress } from '../../api/contract/accounts';
import type { PaymentMethodOption } from '../../api/contract/checkout';
import type { Locale } from '../../domain/locale';
import { serverApi } from './api';
import { customerApi, isSignedIn } from './session';

/** A signed-in customer's saved addresses to pick from (none for a guest, or when the sign-in no longer works). */
export async function savedAddresses(locale: Locale): Promise<ShippingAddress[]> {
  if (!(await isSignedIn())) return [];
  return (await customerApi(locale)).shippingAddresses().catch(() => []);
}

/** The methods of GET /payment-methods, or null when the list cannot be read (the page offers bank transfer). */
export function offeredPaymentMethods(locale: Locale): Promise<PaymentMethodOption[] | null> {
  return serverApi(locale)
    .paymentMethods()
    .catch(() => null);
}

/** Stripe's publishable key (GET /payment-gateways) for the wallet buttons; null without Stripe or when it cannot be read. */
export function stripePublishableKey(locale: Locale): Promise<string | null> {
  return serverApi(locale)
    .paymentGateways()
    .then((gateways) => gateways.find((gateway) => gateway.id === 'stripe')?.public_key ?? null)
    .catch(() => null);
}
