/** Engraving rules shared by the API and the product page (plain constants: no zod in islands). */

/** Longest engraving text (the product page's field and the API check the same number). */
export const ENGRAVING_MAX_LENGTH = 20;
/** Engraving lettering on offer. */
export const engravingFonts = ['serif', 'script'] as const;
export type EngravingFont = (typeof engravingFonts)[number];
