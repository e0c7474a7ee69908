/** A cart line as the totals read it (cents). */
export interface TotalsLine {
  quantity: number;
  base_cost: number;
  total_amount: number;
  requires_shipping: boolean;
}

/**
 * A cart's totals from its priced lines: pieces, regular subtotal, sale discount, what is paid,
 * and whether anything ships. One rule for the API and for the fixtures that stand in for it.
 */
export function cartTotals(items: readonly TotalsLine[]) {
  const sum = (pick: (item: TotalsLine) => number) => items.reduce((total, item) => total + pick(item), 0);
  const subtotal = sum((item) => item.base_cost * item.quantity);
  const finalAmount = sum((item) => item.total_amount);
  return {
    items_count: sum((item) => item.quantity),
    subtotal_amount: subtotal,
    discount_amount: subtotal - finalAmount,
    requires_shipping: items.some((item) => item.requires_shipping),
    final_amount: finalAmount,
  };
}

/**
 * The sale prices' part of a cart's discount (`discount_amount` holds the sale savings and the
 * discount code's amount; `code_discount_amount` is the code's part): summaries show them apart.
 */
export const saleDiscountOf = (cart: { discount_amount: number; code_discount_amount: number }): number => cart.discount_amount - cart.code_discount_amount;
