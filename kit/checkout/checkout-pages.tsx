import type { ReactNode } from 'react';
import type { ShippingAddress } from '../../api/contract/accounts';
import type { PaymentMethodOption } from '../../api/contract/checkout';
import type { Bootstrap } from '../../api/contract/settings';
import { paymentMethods, type PaymentMethod } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { PAYMENT_STATUS } from '../../domain/orders/order-rules';
import { CheckoutSteps, checkoutStepsLabels } from './checkout-steps';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { isListedMethod } from './checkout-rules';
import type { PaymentStatusSlug } from '../orders/orders';
import { formTexts } from '../account/account-fields';
import { CheckoutDetails } from './checkout-details.client';
import { CheckoutPayout } from './checkout-payout.client';
import { checkoutButtons, checkoutFieldSpecs, checkoutPaths, detailsLabels, payoutLabels, successLabels } from './checkout-setup';
import { CheckoutSuccess } from './checkout-success.client';

/** The frame of a step: its heading (the success page's comes with the order) and where the shopper is. */
function CheckoutFrame({ locale, step, title, children }: { locale: Locale; step: 1 | 2 | 3; title?: string; children: ReactNode }) {
  const t = getT(locale);
  return (
    <div className="flex flex-col gap-8 lg:gap-10" data-slot="checkout" data-step={step}>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {title ? <h1 className="font-display text-3xl text-ink md:text-4xl">{title}</h1> : null}
        <CheckoutSteps current={step} hrefs={step === 2 ? { 1: localizePath('/checkout', locale) } : {}} labels={checkoutStepsLabels(t)} />
      </div>
      {children}
    </div>
  );
}

/** Step 1 (`/checkout`, `/checkout/{id}`): contact, addresses, shipping, codes, note and the summary. */
export function DetailsPage({ locale, cartId, saved, signedIn }: { locale: Locale; cartId?: string; saved: ShippingAddress[]; signedIn: boolean }) {
  const t = getT(locale);
  const here = localizePath(cartId ? `/checkout/${encodeURIComponent(cartId)}` : '/checkout', locale);
  return (
    <CheckoutFrame locale={locale} step={1} title={t('checkout.pageTitle')}>
      <CheckoutDetails
        locale={locale}
        cartId={cartId}
        fields={checkoutFieldSpecs(t)}
        texts={formTexts(locale)}
        saved={saved}
        signInHref={signedIn ? null : `${localizePath('/sign-in', locale)}?redirect=${encodeURIComponent(here).replace(/%2F/gi, '/')}`}
        labels={detailsLabels(t)}
        paths={checkoutPaths(locale)}
        buttons={checkoutButtons}
      />
    </CheckoutFrame>
  );
}

/** Step 2 (`/checkout/payout`): the methods of GET /payment-methods (bank transfer when the list cannot be read). */
export function PayoutPage({ locale, offered }: { locale: Locale; offered: PaymentMethodOption[] | null }) {
  const t = getT(locale);
  const methods = (offered ?? [{ id: 'bank_transfer' as const, gateway: 'bank_transfer' as const, title: t('orders.method.bank_transfer') }]).filter((method) => isListedMethod(method.id)).map((method) => ({ id: method.id, title: method.title || t(`orders.method.${method.id}`) }));
  return (
    <CheckoutFrame locale={locale} step={2} title={t('checkout.payoutTitle')}>
      <CheckoutPayout locale={locale} methods={methods} labels={payoutLabels(t)} paths={checkoutPaths(locale)} buttons={checkoutButtons} />
    </CheckoutFrame>
  );
}

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
