import type { CartItem } from '../../api/contract/cart';

/**
 * The metal and size a cart line names (the cart, the checkout's summary). A digital line (the gift
 * card) names neither: its configuration is its amount, which the line's price already says.
 */
export function lineSpecs(item: Pick<CartItem, 'digital' | 'material' | 'size'>) {
  return item.digital ? { material: null, size: null } : { material: item.material, size: item.size };
}
