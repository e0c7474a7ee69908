/**
 * Checkout's rules shared by the API and the storefront: discount types, payment methods, code
 * limits and spelling, and why a checkout cannot complete. Its money rules are in
 * domain/pricing/checkout-totals.ts.
 */

/** Spec section 3 "Discount type": percent = 1, static = 2 (gift cards use the same numbers). */
export const DISCOUNT_TYPE = { percent: 1, static: 2 } as const;
export type DiscountTypeId = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];
export const discountTypeName = (type: number): 'percent' | 'static' | null => (type === 1 ? 'percent' : type === 2 ? 'static' : null);

/** Spec section 4 "Payment methods". */
export const paymentMethods = [
  'card',
  'paypal',
  'paypal_express',
  'affirm',
  'affirm_express',
  'stripe',
  'google_pay',
  'apple_pay',
  'stripe_checkout_form',
  'bank_transfer',
  'stripe_payment_element',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Longest gift card and discount code the shop accepts (codes are at most 32 characters). */
export const CODE_MAX_LENGTH = 32;
/** The order note's limit. */
export const ORDER_NOTE_MAX_LENGTH = 500;

/** How the shop writes codes: trimmed, upper-case, no inner spaces ("zomer 10" → "ZOMER10"). */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** "••••••••AB12": enough to recognise a gift card, not enough to use it. */
export function maskCode(code: string): string {
  return code.length <= 4 ? code : `${'•'.repeat(Math.min(8, code.length - 4))}${code.slice(-4)}`;
}

/** Why a checkout cannot be completed yet (the API's error codes; the storefront words them). */
export type CheckoutBlocker = 'cart_empty' | 'contact_email_missing' | 'shipping_address_missing' | 'shipping_rate_missing' | 'item_unavailable' | 'below_minimum_payment';
