/** Texts of the product page (gallery, selectors, stock, add to cart, tabs). */
export const productMessages = {
  nl: {
    addToCart: 'In winkelwagen',
  },
  en: {
    addToCart: 'Add to cart',
  },
} satisfies Record<'nl' | 'en', Record<string, string>>;
