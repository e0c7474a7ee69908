/** Cart rules shared by the API and the storefront's islands (plain constants: no zod in first-load JS). */

/** Most of one line a cart takes (spec: quantity checks). */
export const CART_ITEM_MAX_QUANTITY = 99;

/** Longest engraving text (the product page's field and the API check the same number). */
export const ENGRAVING_MAX_LENGTH = 20;
/** Engraving lettering on offer. */
export const engravingFonts = ['serif', 'script'] as const;
export type EngravingFont = (typeof engravingFonts)[number];
