/** Cart rules shared by the API and the storefront's islands (plain values: no zod in first-load JS). */

/** Most of one line a cart takes (spec: quantity checks). */
export const CART_ITEM_MAX_QUANTITY = 99;

/** Longest engraving text (the product page's field and the API check the same number). */
export const ENGRAVING_MAX_LENGTH = 20;
/** Engraving lettering on offer. */
export const engravingFonts = ['serif', 'script'] as const;
export type EngravingFont = (typeof engravingFonts)[number];

/**
 * Most pieces a cart line's quantity control offers: the stock of a tracked configuration, else
 * the contract's line maximum (99). Never above 99 nor below 1, so every choice is a valid PATCH.
 */
export function lineMaxQuantity(item: { track_inventory: boolean; stock_qty: number }): number {
  if (!item.track_inventory) return CART_ITEM_MAX_QUANTITY;
  return Math.min(CART_ITEM_MAX_QUANTITY, Math.max(1, item.stock_qty));
}
