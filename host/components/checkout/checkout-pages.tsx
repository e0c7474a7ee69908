import type { ReactNode } from 'react';
import type { ShippingAddress } from '../../../api/contract/accounts';
import { paymentMethods, type PaymentMethod } from '../../../domain/checkout/checkout-rules';
import type { Locale } from '../../../domain/locale';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import { CheckoutSteps, checkoutStepsLabels } from '../../../kit/commerce/checkout-steps';
import { getT } from '../../../kit/i18n';
import { localizePath } from '../../../kit/i18n/paths';
import { isListedMethod } from '../../../kit/rules/checkout';
import type { PaymentStatusSlug } from '../../../kit/rules/orders';
import { getBootstrap, serverApi } from '../../lib/api';
import { customerApi, isSignedIn } from '../../lib/session';
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

/** A signed-in customer's saved addresses to pick from (none for a guest, or when the sign-in no longer works). */
async function savedAddresses(locale: Locale): Promise<ShippingAddress[]> {
  if (!(await isSignedIn())) return [];
  return (await customerApi(locale)).shippingAddresses().catch(() => []);
}

/** Step 1 (`/checkout`, `/checkout/{id}`): contact, addresses, shipping, codes, note and the summary. */
export async function DetailsPage({ locale, cartId }: { locale: Locale; cartId?: string }) {
  const t = getT(locale);
  const [saved, signedIn] = await Promise.all([savedAddresses(locale), isSignedIn()]);
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
export async function PayoutPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const offered = await serverApi(locale)
    .paymentMethods()
    .catch(() => [{ id: 'bank_transfer' as const, gateway: 'bank_transfer' as const, title: t('orders.method.bank_transfer') }]);
  const methods = offered.filter((method) => isListedMethod(method.id)).map((method) => ({ id: method.id, title: method.title || t(`orders.method.${method.id}`) }));
  return (
    <CheckoutFrame locale={locale} step={2} title={t('checkout.payoutTitle')}>
      <CheckoutPayout locale={locale} methods={methods} labels={payoutLabels(t)} paths={checkoutPaths(locale)} buttons={checkoutButtons} />
    </CheckoutFrame>
  );
}

/** The success page (`/checkout/success[/{id}]`). */
export async function SuccessPage({ locale, orderId }: { locale: Locale; orderId: number | null }) {
  const t = getT(locale);
  const [bootstrap, signedIn] = await Promise.all([getBootstrap(locale), isSignedIn()]);
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
        statuses={bootstrap.order_statuses}
        statusWords={statusWords}
        methodNames={methodNames}
        signedIn={signedIn}
        paths={checkoutPaths(locale)}
        buttons={checkoutButtons}
      />
    </CheckoutFrame>
  );
}
