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

/** What a line's availability depends on: its product, its configuration's price and stock. */
export interface LineStock {
  active: boolean;
  cost: number;
  trackInventory: boolean;
  stockQty: number;
}

/** A line can be ordered: the product is for sale, has a price, and a tracked configuration has the units. */
export function lineAvailable(stock: LineStock, quantity: number): boolean {
  return stock.active && stock.cost > 0 && (!stock.trackInventory || stock.stockQty >= quantity);
}

/** The units the "only n left" message names for an unavailable line: a tracked configuration's stock, else none. */
export function unitsLeft(stock: Pick<LineStock, 'trackInventory' | 'stockQty'>): number {
  return Math.max(0, stock.trackInventory ? stock.stockQty : 0);
}
