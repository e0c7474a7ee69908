import type { Cart } from '../../api/contract/cart';

/** Analytics payload of a checkout event: value to pay and the lines by SKU (no personal data). */
export function checkoutEventPayload(cart: Pick<Cart, 'final_amount' | 'currency_code' | 'items'>): Record<string, unknown> {
  return {
    value: cart.final_amount,
    currency: cart.currency_code,
    items: cart.items.map((item) => ({ sku: item.configuration_id, product_id: item.product_id, quantity: item.quantity, price: item.final_cost })),
  };
}
