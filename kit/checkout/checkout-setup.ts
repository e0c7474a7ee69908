import type { TFunction } from 'i18next';
import type { Metadata } from 'next';
import type { CheckoutBlocker } from '../../domain/checkout/checkout-rules';
import { ORDER_NOTE_MAX_LENGTH } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { checkoutDiscountLabels } from './checkout-discount';
import { checkoutConfirmationLabels } from './checkout-confirmation';
import { checkoutGiftCardsLabels } from './checkout-gift-cards';
import { checkoutPaymentMethodsLabels } from './checkout-payment-methods';
import { checkoutShippingRatesLabels } from './checkout-shipping-rates';
import { checkoutSummaryLabels } from './checkout-summary';
import { orderCustomerLabels } from '../orders/order-customer';
import { orderLinesLabels } from '../orders/order-lines';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import type { FieldSpec } from '../../domain/forms/form-rules';
import { buttonVariants } from '../ui/button';
import { accountFields } from '../account/account-fields';

/** The checkout pages are the shopper's own: never indexed (spec: the sitemap leaves /checkout out). */
export function checkoutMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

/** The checkout's fields: the account forms' e-mail and address fields (same rules and texts), and the note. */
export function checkoutFieldSpecs(t: TFunction) {
  const fields = accountFields(t);
  const email: FieldSpec = { ...fields.recover[0]!, name: 'contact_email' };
  const shipping = fields.address.filter((field) => field.name !== 'is_default');
  const billing = shipping.map((field) => ({ ...field, autoComplete: field.autoComplete?.replace('shipping', 'billing') }));
  const note: FieldSpec = { name: 'note', label: t('checkout.note'), kind: 'text', max: ORDER_NOTE_MAX_LENGTH, empty: 'null' };
  return { email, shipping, billing, note };
}
export type CheckoutFieldSpecs = ReturnType<typeof checkoutFieldSpecs>;

const blockers: CheckoutBlocker[] = ['cart_empty', 'contact_email_missing', 'shipping_address_missing', 'shipping_rate_missing', 'item_unavailable', 'below_minimum_payment'];

/** Texts both steps show: loading, errors, blockers, the summary. */
export function commonCheckoutLabels(t: TFunction) {
  return {
    summary: checkoutSummaryLabels(t),
    blockers: Object.fromEntries(blockers.map((blocker) => [blocker, t(`checkout.blocker.${blocker}`)])) as Record<CheckoutBlocker, string>,
    incomplete: t('checkout.incomplete'),
    loading: t('checkout.loading'),
    loadError: t('checkout.loadError'),
    retry: t('checkout.retry'),
    empty: t('checkout.empty'),
    continueShopping: t('checkout.continueShopping'),
  };
}

/** Step 1's texts. */
export function detailsLabels(t: TFunction) {
  return {
    ...commonCheckoutLabels(t),
    contact: t('checkout.contact'),
    contactHint: t('checkout.contactHint'),
    haveAccount: t('checkout.haveAccount'),
    signIn: t('checkout.signIn'),
    shippingAddress: t('checkout.shippingAddress'),
    savedAddresses: t('checkout.savedAddresses'),
    otherAddress: t('checkout.otherAddress'),
    billingSame: t('checkout.billingSame'),
    billingAddress: t('checkout.billingAddress'),
    noteHint: t('checkout.noteHint', { n: ORDER_NOTE_MAX_LENGTH }),
    required: t('accounts.requiredNote'),
    continue: t('checkout.continue'),
    saving: t('checkout.saving'),
    saveFailed: t('checkout.saveFailed'),
    network: t('accounts.networkError'),
    discountInvalid: t('checkout.discountInvalid'),
    giftCardInvalid: t('checkout.giftCardInvalid'),
    discountApplied: t('checkout.discountApplied'),
    giftCardAdded: t('checkout.giftCardAdded'),
    giftCardRemoved: t('checkout.giftCardRemoved'),
    discount: checkoutDiscountLabels(t),
    giftCards: checkoutGiftCardsLabels(t),
    rates: checkoutShippingRatesLabels(t),
  };
}
export type DetailsLabels = ReturnType<typeof detailsLabels>;

/** Step 2's texts. */
export function payoutLabels(t: TFunction) {
  return {
    ...commonCheckoutLabels(t),
    details: t('checkout.details'),
    editDetails: t('checkout.editDetails'),
    contactEmail: t('orders.contactEmail'),
    shippingAddress: t('orders.shippingAddress'),
    billingAddress: t('orders.billingAddress'),
    shippingMethod: t('orders.shippingMethod'),
    free: t('checkout.free'),
    methods: checkoutPaymentMethodsLabels(t),
    bankTransferHint: t('checkout.bankTransferHint'),
    redirectHint: t('checkout.redirectHint'),
    cardHint: t('checkout.cardHint'),
    nothingToPay: t('checkout.nothingToPay'),
    placeOrder: t('checkout.placeOrder'),
    placeAndPay: t('checkout.placeAndPay'),
    pay: t('checkout.pay'),
    paying: t('checkout.paying'),
    paymentDetails: t('checkout.paymentDetails'),
    express: { heading: t('checkout.expressHeading'), or: t('checkout.expressOr') },
    redirecting: t('checkout.redirecting'),
    cart: t('checkout.editCart'),
    errors: {
      troubleCreateOrder: t('checkout.troubleCreateOrder'),
      createOrderErrorText: t('checkout.createOrderErrorText'),
      createSessionErrorText: t('checkout.createSessionErrorText'),
      paymentCanceled: t('checkout.paymentCanceled'),
      paymentTimeoutMessage: t('checkout.paymentTimeoutMessage'),
      insufficientStock: t('checkout.insufficientStock'),
      incomplete: t('checkout.incomplete'),
    },
  };
}
export type PayoutLabels = ReturnType<typeof payoutLabels>;

/** The success page's texts. */
export function successLabels(t: TFunction) {
  return {
    title: t('checkout.successTitle'),
    loading: t('checkout.loading'),
    notFound: t('checkout.orderNotFound'),
    capturing: t('checkout.capturing'),
    paid: t('checkout.paid'),
    awaitingPayment: t('checkout.awaitingPayment'),
    createSessionErrorText: t('checkout.createSessionErrorText'),
    paymentCanceled: t('checkout.paymentCanceled'),
    retryPayment: t('checkout.payoutTitle'),
    continueShopping: t('checkout.continueShopping'),
    viewOrders: t('checkout.viewOrders'),
    confirmation: checkoutConfirmationLabels(t),
    lines: orderLinesLabels(t),
    customer: orderCustomerLabels(t),
  };
}
export type SuccessLabels = ReturnType<typeof successLabels>;

/** Where the islands send the shopper (localised paths; `success` takes `/{order id}`). */
export function checkoutPaths(locale: Locale) {
  const path = (p: string) => localizePath(p, locale);
  return {
    details: path('/checkout'),
    payout: path('/checkout/payout'),
    success: path('/checkout/success'),
    cart: path('/cart'),
    catalog: path('/catalog'),
    orders: path('/profile/orders'),
  };
}
export type CheckoutPaths = ReturnType<typeof checkoutPaths>;

/** Button classes made on the server, so the islands need no cva or tailwind-merge. */
export const checkoutButtons = {
  primary: `${buttonVariants({ intent: 'primary', size: 'lg' })} w-full`,
  secondary: buttonVariants({ intent: 'secondary', size: 'md' }),
  link: buttonVariants({ intent: 'link' }),
};

/** The page title of a step, in the page's language. */
export const stepTitle = (locale: Locale, key: 'pageTitle' | 'payoutTitle' | 'successTitle') => getT(locale)(`checkout.${key}`);
