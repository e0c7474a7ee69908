/**
 * Checkout's money rules, shared by the API (which prices every order from the database) and the
 * storefront (which only shows what the API sent). Plain values and functions, no zod, so the
 * checkout islands can import them. All amounts are integer cents.
 */
import { DISCOUNT_TYPE, type DiscountTypeId } from '../checkout/checkout-rules';
import { includedVat } from './vat';

/** Spec section 9: minimum payment amount per currency code from bootstrap, default 1 (100 cents). */
export const DEFAULT_MIN_PAYMENT = 100;

export function minPaymentAmount(minimums: Readonly<Record<string, number>> | undefined, currencyCode: string): number {
  const value = minimums?.[currencyCode.toUpperCase()];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_MIN_PAYMENT;
}

export interface PricedLine {
  quantity: number;
  /** Regular unit price. */
  base_cost: number;
  /** Unit price after the product's sale. */
  final_cost: number;
  /** False for a line a discount code does not apply to (a gift card bought as a product: it is money, not goods). */
  code_discount?: boolean;
}

/** What a discount code applies to, and its minimum is measured on: the lines it may discount, after their sale prices. */
export function codeDiscountableGoods(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (line.code_discount === false ? 0 : line.final_cost * line.quantity), 0);
}

export interface CodeDiscount {
  type: DiscountTypeId;
  /** Percentage (1–100) or cents. */
  value: number;
}

export interface GiftCardBalance {
  id: number;
  type: DiscountTypeId;
  /** Percentage for percent cards, face value in cents for static cards. */
  value: number;
  /** What is left on a static card, cents (percent cards: 1 unused, 0 used). */
  balance: number;
}

export interface GiftCardUse {
  id: number;
  type: DiscountTypeId;
  base_amount: number;
  used_amount: number;
}

/** What the one discount code takes off goods worth `goods` cents: a percentage rounded to the cent, or a fixed amount, never more than the goods. */
export function codeDiscountAmount(goods: number, code: CodeDiscount | null): number {
  return !code ? 0 : Math.min(goods, code.type === DISCOUNT_TYPE.percent ? Math.round((goods * code.value) / 100) : code.value);
}

export interface CheckoutTotals {
  /** Regular prices × quantities. */
  subtotal_amount: number;
  /** Sale discounts of the products. */
  sale_discount_amount: number;
  /** Taken off by the discount code. */
  code_discount_amount: number;
  /** sale + code. */
  discount_amount: number;
  shipping_amount: number;
  /** What the order is worth: goods after discounts plus shipping. */
  total_amount: number;
  /** VAT included in total_amount (gift cards are a way to pay, not a discount). */
  tax_amount: number;
  gift_cards: GiftCardUse[];
  gift_card_amount: number;
  /** What is left to pay by the payment method: total − gift cards. */
  final_amount: number;
}

/**
 * Prices a checkout: sale prices first, then the one discount code on the goods (a percentage of
 * them, rounded to the cent, or a fixed amount; never more than the goods), then shipping, then
 * gift cards in the order given (a static card pays up to its balance, a percent card that
 * percentage of the order's total), never more than is left. When a gift card would leave less
 * than `minPayment` to pay but more than zero, the last card pays less so that exactly
 * `minPayment` is left (a provider cannot take a few cents; a card fully covering the order is fine).
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  shippingAmount: number,
  code: CodeDiscount | null = null,
  giftCards: readonly GiftCardBalance[] = [],
  minPayment: number = DEFAULT_MIN_PAYMENT,
): CheckoutTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.base_cost * line.quantity, 0);
  const goods = lines.reduce((sum, line) => sum + line.final_cost * line.quantity, 0);
  const codeDiscount = codeDiscountAmount(codeDiscountableGoods(lines), code);
  const total = goods - codeDiscount + shippingAmount;
  let left = total;
  const uses: GiftCardUse[] = giftCards.map((card) => {
    const wanted = card.type === DISCOUNT_TYPE.percent ? (card.balance > 0 ? Math.round((total * card.value) / 100) : 0) : card.balance;
    const used = Math.max(0, Math.min(wanted, left));
    left -= used;
    return { id: card.id, type: card.type, base_amount: card.value, used_amount: used };
  });
  if (left > 0 && left < minPayment) {
    for (let index = uses.length - 1; index >= 0 && left < minPayment; index -= 1) {
      const use = uses[index]!;
      const giveBack = Math.min(use.used_amount, minPayment - left);
      use.used_amount -= giveBack;
      left += giveBack;
    }
  }
  const giftCardAmount = total - left;
  return {
    subtotal_amount: subtotal,
    sale_discount_amount: subtotal - goods,
    code_discount_amount: codeDiscount,
    discount_amount: subtotal - goods + codeDiscount,
    shipping_amount: shippingAmount,
    total_amount: total,
    tax_amount: includedVat(total),
    gift_cards: uses,
    gift_card_amount: giftCardAmount,
    final_amount: left,
  };
}

/** A shipping rate's price for goods worth `goods` cents: free from its threshold. */
export function shippingPrice(rate: { amount: number; free_from: number | null }, goods: number): number {
  return rate.free_from !== null && goods >= rate.free_from ? 0 : rate.amount;
}
