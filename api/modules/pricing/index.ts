/**
 * Pricing: shipping rates, discount codes and gift cards, and the checkout view of a cart (totals,
 * rates, blockers) computed from the database now. The cart and checkout both use it. Owns
 * api/db/schema/pricing.ts.
 */
export {
  boundGiftCards,
  checkoutLines,
  checkoutView,
  readCheckout,
  type CheckoutReads,
  type RateRow,
  codeDiscountOf,
  giftCardBalanceOf,
  isUsableCode,
  isUsableGiftCard,
  minimumPayment,
  ratesForCountry,
  rateView,
  SHOP_CURRENCY,
  type DiscountCodeRow,
} from './pricing.service';
export { shopShippingRates } from './shop-shipping-rates';
export { bindGiftCard, countDiscountCodeUse, findDiscountCode, findGiftCard, lockDiscountCode, lockGiftCards, releaseOrderDiscounts, spendGiftCard, unbindGiftCard } from './discounts.service';
export { discountCodeAdminRoutes } from './discounts.admin.routes';
export { createGiftCard, listAdminGiftCards, readAdminGiftCard, updateGiftCard, type OrderNumbers } from './gift-cards.admin';
export { blockSoldGiftCards, issueSoldGiftCards, type SoldGiftCardUnit } from './gift-cards.issue';
export { forgetGiftCardRecipient, giftCardsFor } from './gift-cards.customer';
