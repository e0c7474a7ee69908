import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPE, normalizeCode } from '../checkout/checkout-rules';
import { checkoutTotals, minPaymentAmount, shippingPrice } from './checkout-totals';

const lines = [
  { quantity: 2, base_cost: 10_000, final_cost: 8_000 },
  { quantity: 1, base_cost: 5_900, final_cost: 5_900 },
];

describe('checkout rules', () => {
  it('adds an order up from its lines: total = lines + shipping, VAT 21 % included', () => {
    expect(checkoutTotals(lines, 495)).toEqual({
      subtotal_amount: 25_900,
      sale_discount_amount: 4_000,
      code_discount_amount: 0,
      discount_amount: 4_000,
      shipping_amount: 495,
      total_amount: 22_395,
      tax_amount: 3_887,
      gift_cards: [],
      gift_card_amount: 0,
      final_amount: 22_395,
    });
  });

  it('takes a percent code off the goods after sale prices, rounded to the cent, and never more than the goods', () => {
    const percent = checkoutTotals(lines, 495, { type: DISCOUNT_TYPE.percent, value: 10 });
    expect(percent.code_discount_amount).toBe(2_190);
    expect(percent.discount_amount).toBe(6_190);
    expect(percent.final_amount).toBe(21_900 - 2_190 + 495);
    expect(checkoutTotals([{ quantity: 1, base_cost: 333, final_cost: 333 }], 0, { type: DISCOUNT_TYPE.percent, value: 15 }).code_discount_amount).toBe(50);
    const big = checkoutTotals(lines, 495, { type: DISCOUNT_TYPE.static, value: 1_000_000 });
    expect(big.code_discount_amount).toBe(21_900);
    expect(big.final_amount).toBe(495);
  });

  it('takes no code off a gift card bought as a product (nor a fixed code beyond the other goods)', () => {
    const withCard = [...lines, { quantity: 1, base_cost: 5_000, final_cost: 5_000, code_discount: false }];
    const percent = checkoutTotals(withCard, 0, { type: DISCOUNT_TYPE.percent, value: 10 });
    expect(percent.code_discount_amount).toBe(2_190);
    expect(percent.total_amount).toBe(21_900 + 5_000 - 2_190);
    expect(checkoutTotals(withCard, 0, { type: DISCOUNT_TYPE.static, value: 1_000_000 }).total_amount).toBe(5_000);
    expect(checkoutTotals([{ quantity: 2, base_cost: 2_500, final_cost: 2_500, code_discount: false }], 0, { type: DISCOUNT_TYPE.percent, value: 50 }).code_discount_amount).toBe(0);
  });

  it('lets gift cards pay after the code, in order, up to their balance; a percent card pays its share of the total', () => {
    const totals = checkoutTotals(lines, 495, { type: DISCOUNT_TYPE.static, value: 2_500 }, [
      { id: 1, type: DISCOUNT_TYPE.static, value: 10_000, balance: 5_000 },
      { id: 2, type: DISCOUNT_TYPE.percent, value: 50, balance: 1 },
    ]);
    expect(totals.total_amount).toBe(19_895);
    expect(totals.gift_cards).toEqual([
      { id: 1, type: 2, base_amount: 10_000, used_amount: 5_000 },
      { id: 2, type: 1, base_amount: 50, used_amount: 9_948 },
    ]);
    expect(totals.final_amount).toBe(19_895 - 5_000 - 9_948);
    expect(totals.tax_amount).toBe(3_453);
  });

  it('lets a gift card cover an order fully, and never pays more than is left', () => {
    const totals = checkoutTotals(lines, 0, null, [{ id: 1, type: 2, value: 1_000_000, balance: 1_000_000 }, { id: 2, type: 2, value: 100, balance: 100 }]);
    expect(totals.final_amount).toBe(0);
    expect(totals.gift_cards.map((use) => use.used_amount)).toEqual([21_900, 0]);
  });

  it('leaves the minimum payment to pay when gift cards would leave less but more than nothing', () => {
    const totals = checkoutTotals([{ quantity: 1, base_cost: 5_050, final_cost: 5_050 }], 0, null, [{ id: 1, type: 2, value: 5_000, balance: 5_000 }], 100);
    expect(totals.final_amount).toBe(100);
    expect(totals.gift_cards[0]!.used_amount).toBe(4_950);
    expect(checkoutTotals([{ quantity: 1, base_cost: 5_050, final_cost: 5_050 }], 0, null, [], 100).final_amount).toBe(5_050);
  });

  it('prices shipping free from its threshold and reads the minimum payment per currency', () => {
    expect(shippingPrice({ amount: 495, free_from: 10_000 }, 9_999)).toBe(495);
    expect(shippingPrice({ amount: 495, free_from: 10_000 }, 10_000)).toBe(0);
    expect(shippingPrice({ amount: 1_495, free_from: null }, 1_000_000)).toBe(1_495);
    expect(minPaymentAmount({ EUR: 50 }, 'eur')).toBe(50);
    expect(minPaymentAmount({}, 'EUR')).toBe(100);
    expect(minPaymentAmount(undefined, 'USD')).toBe(100);
    expect(normalizeCode(' welkom 10 ')).toBe('WELKOM10');
  });
});
