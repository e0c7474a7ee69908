/** Texts of the wishlist and comparison pages. `{{title}}` is the product's title. */
export const listMessages = {
  nl: {
    wishlistTitle: 'Je verlanglijst',
    wishlistItems: 'Sieraden op je verlanglijst',
    wishlistEmpty: 'Je verlanglijst is nog leeg. Tik bij een sieraad op het hartje om het hier te bewaren.',
    wishlistRemove: 'Verwijder {{title}} van je verlanglijst',
    wishlistRemoved: '{{title}} is van je verlanglijst verwijderd.',

    comparisonTitle: 'Sieraden vergelijken',
    comparisonCaption: 'Je sieraden naast elkaar',
    comparisonEmpty: 'Je hebt nog geen sieraden om te vergelijken. Kies bij een sieraad voor vergelijken en zet ze hier naast elkaar.',
    comparisonRemove: 'Verwijder {{title}} uit de vergelijking',
    comparisonRemoved: '{{title}} is uit de vergelijking verwijderd.',

    product: 'Sieraad',
    price: 'Prijs',
    availability: 'Beschikbaarheid',
    sku: 'Artikelnummer',
    metal: 'Metaal',
    size: 'Maat',
    stone: 'Steen',
    shape: 'Slijpvorm',
    category: 'Categorie',
    /** Spoken for an empty cell (shown as a dash). */
    notApplicable: 'Niet van toepassing',
    actions: 'Acties',

    from: 'vanaf',
    wasPrice: 'Oorspronkelijke prijs',
    nowPrice: 'Nu',
    inStock: 'Op voorraad',
    stockOut: 'Uitverkocht',
    preOrder: 'Pre-order',

    addToCart: 'In winkelwagen',
    addToCartNamed: 'In winkelwagen: {{title}}',
    adding: 'Wordt toegevoegd…',

    browse: 'Bekijk alle sieraden',
    loading: 'Je lijst wordt geladen…',
    loadError: 'Je lijst kon niet worden geladen.',
    retry: 'Probeer opnieuw',
  },
  en: {
    wishlistTitle: 'Your wishlist',
    wishlistItems: 'Pieces on your wishlist',
    wishlistEmpty: 'Your wishlist is still empty. Tap the heart on a piece to save it here.',
    wishlistRemove: 'Remove {{title}} from your wishlist',
    wishlistRemoved: '{{title}} was removed from your wishlist.',

    comparisonTitle: 'Compare pieces',
    comparisonCaption: 'Your pieces side by side',
    comparisonEmpty: 'You have nothing to compare yet. Choose compare on a piece to see it here side by side.',
    comparisonRemove: 'Remove {{title}} from the comparison',
    comparisonRemoved: '{{title}} was removed from the comparison.',

    product: 'Piece',
    price: 'Price',
    availability: 'Availability',
    sku: 'SKU',
    metal: 'Metal',
    size: 'Size',
    stone: 'Stone',
    shape: 'Shape',
    category: 'Category',
    /** Spoken for an empty cell (shown as a dash). */
    notApplicable: 'Not applicable',
    actions: 'Actions',

    from: 'from',
    wasPrice: 'Original price',
    nowPrice: 'Now',
    inStock: 'In stock',
    stockOut: 'Out of stock',
    preOrder: 'Pre-order',

    addToCart: 'Add to cart',
    addToCartNamed: 'Add to cart: {{title}}',
    adding: 'Adding…',

    browse: 'Browse all jewellery',
    loading: 'Loading your list…',
    loadError: 'Your list could not be loaded.',
    retry: 'Try again',
  },
} satisfies Record<'nl' | 'en', Record<string, string>>;
