import type { PaymentMethodOption } from '../../api/contract/checkout';
import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { isListedMethod, walletButtons } from './checkout-rules';
import { CheckoutFrame } from './checkout-frame';
import { CheckoutPayout } from './checkout-payout.client';
import { checkoutButtons, checkoutPaths, payoutLabels } from './checkout-setup';

/**
 * Step 2 (`/checkout/payout`): the methods of GET /payment-methods (bank transfer when the list cannot
 * be read), and the wallet buttons when Apple Pay / Google Pay are offered and Stripe's key is known.
 */
export function PayoutPage({ locale, offered, stripeKey = null }: { locale: Locale; offered: PaymentMethodOption[] | null; stripeKey?: string | null }) {
  const t = getT(locale);
  const methods = (offered ?? [{ id: 'bank_transfer' as const, gateway: 'bank_transfer' as const, title: t('orders.method.bank_transfer') }]).filter((method) => isListedMethod(method.id)).map((method) => ({ id: method.id, title: method.title || t(`orders.method.${method.id}`) }));
  return (
    <CheckoutFrame locale={locale} step={2} title={t('checkout.payoutTitle')}>
      <CheckoutPayout locale={locale} methods={methods} labels={payoutLabels(t)} paths={checkoutPaths(locale)} buttons={checkoutButtons} express={walletButtons(offered, stripeKey)} />
    </CheckoutFrame>
  );
}
