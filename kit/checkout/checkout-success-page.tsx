import type { Bootstrap } from '../../api/contract/settings';
import { paymentMethods, type PaymentMethod } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { PAYMENT_STATUS } from '../../domain/orders/order-rules';
import { getT } from '../i18n';
import type { PaymentStatusSlug } from '../orders/orders';
import { CheckoutFrame } from './checkout-frame';
import { checkoutButtons, checkoutPaths, successLabels } from './checkout-setup';
import { CheckoutSuccess } from './checkout-success.client';

/** The success page (`/checkout/success[/{id}]`). */
export function SuccessPage({ locale, orderId, statuses, signedIn }: { locale: Locale; orderId: number | null; statuses: Bootstrap['order_statuses']; signedIn: boolean }) {
  const t = getT(locale);
  const statusWords = Object.fromEntries(Object.keys(PAYMENT_STATUS).map((slug) => [slug, t(`orders.status.${slug}`)])) as Record<PaymentStatusSlug, string>;
  const methodNames: Record<string, string> = {
    ...Object.fromEntries(paymentMethods.map((id: PaymentMethod) => [id, t(`orders.method.${id}`)])),
    gift_card: t('checkout.giftCard'),
  };
  return (
    <CheckoutFrame locale={locale} step={3}>
      <CheckoutSuccess
        locale={locale}
        orderId={orderId}
        labels={successLabels(t)}
        statuses={statuses}
        statusWords={statusWords}
        methodNames={methodNames}
        signedIn={signedIn}
        paths={checkoutPaths(locale)}
        buttons={checkoutButtons}
      />
    </CheckoutFrame>
  );
}
