import type { CartItem } from '../../api/contract/cart';
import { CART_ITEM_MAX_QUANTITY } from '../../api/contract/cart-rules';

/**
 * Most pieces a cart line's quantity control offers: the stock of a tracked configuration, else
 * the contract's line maximum (99). Never above 99 nor below 1, so every choice is a valid PATCH.
 */
export function lineMaxQuantity(item: Pick<CartItem, 'track_inventory' | 'stock_qty'>): number {
  if (!item.track_inventory) return CART_ITEM_MAX_QUANTITY;
  return Math.min(CART_ITEM_MAX_QUANTITY, Math.max(1, item.stock_qty));
}
