import type { TFunction } from 'i18next';
import type { CartLineLabels } from './cart-line';
import type { CartSummaryLabels } from './cart-summary';

/*
 * The cart's texts, apart from its components: server layouts build them (for the drawer the
 * runtime mounts) without importing the lines and their quantity field, which hold state.
 */

export interface CartViewLabels extends CartLineLabels, CartSummaryLabels {
  /** Name of the list of lines. */
  items: string;
  empty: string;
  continueShopping: string;
  loading: string;
  /** Shown when `error` is `true`. */
  loadError: string;
  retry: string;
  /** The drawer's link to the cart page. */
  viewCart: string;
}

/** Every text of the cart views, the drawer's included; `{count}` in the item counts is the number of pieces. */
export interface CartLabels extends CartViewLabels {
  title: string;
  close: string;
  itemCountOne: string;
  itemCountOther: string;
}

/** Builds the cart texts from the `cart` messages, for the host and the stories alike. */
export function cartLabels(t: TFunction): CartLabels {
  const title = { title: '{title}' };
  // `count` picks the plural form; `replace` keeps `{count}` in the text for the component to fill.
  const itemCount = (count: number) => t('cart.itemCount', { count, replace: { count: '{count}' } });
  return {
    title: t('common.cart'),
    close: t('common.close'),
    itemCountOne: itemCount(1),
    itemCountOther: itemCount(2),
    items: t('cart.items'),
    was: t('cart.wasPrice'),
    now: t('cart.nowPrice'),
    metal: t('cart.metal'),
    size: t('cart.size'),
    engraving: t('cart.engraving'),
    lineTotal: t('cart.lineTotal'),
    quantity: t('cart.quantity', title),
    decrease: t('cart.decrease', title),
    increase: t('cart.increase', title),
    onlyAvailable: t('cart.onlyAvailable', { max: '{max}' }),
    remove: t('cart.remove', title),
    removing: t('cart.removing'),
    unavailable: t('cart.unavailable'),
    summary: t('cart.summary'),
    subtotal: t('cart.subtotal'),
    discount: t('cart.discount'),
    codeDiscount: t('cart.codeDiscount'),
    shipping: t('cart.shipping'),
    shippingAtCheckout: t('cart.shippingAtCheckout'),
    noShipping: t('cart.noShipping'),
    total: t('cart.total'),
    checkout: t('cart.checkout'),
    viewCart: t('cart.viewCart'),
    empty: t('cart.empty'),
    continueShopping: t('cart.continueShopping'),
    loading: t('cart.loading'),
    loadError: t('cart.loadError'),
    retry: t('cart.retry'),
  };
}
