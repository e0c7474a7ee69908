import type { Locale } from '../../../domain/locale';

/** A block type's name and short description in the composer's palette, per language. */
export interface BlockText {
  name: string;
  description: string;
}

/**
 * The palette's names and descriptions of the registry's block types (registry.ts; a test checks
 * every registered type has both languages here), and of its groups.
 */
export const blockTexts: Record<string, Record<Locale, BlockText>> = {
  'top-slider': { nl: { name: 'Hero-slider', description: 'Paginabrede beelden met titel en knop bovenaan de pagina' }, en: { name: 'Hero slider', description: 'Full-width images with a title and button at the top of the page' } },
  slider: { nl: { name: 'Slider', description: 'Draaiende dia’s met beeld en tekst in de kolom' }, en: { name: 'Slider', description: 'Rotating slides of image and text within the column' } },
  promoted: { nl: { name: 'Uitgelicht', description: 'Een groot beeld met tekst dat naar een pagina leidt' }, en: { name: 'Promoted', description: 'A large image with text leading to a page' } },
  categories: { nl: { name: 'Categorieën', description: 'Tegels van productcategorieën' }, en: { name: 'Categories', description: 'Tiles of product categories' } },
  'related-products': { nl: { name: 'Gerelateerde producten', description: 'Producten die bij het getoonde product passen' }, en: { name: 'Related products', description: 'Products that go with the product shown' } },
  'product-services': { nl: { name: 'Productservices', description: 'Gravure, verzending en garantie bij een product' }, en: { name: 'Product services', description: 'Engraving, shipping and warranty with a product' } },
  'product-configurator': { nl: { name: 'Productconfigurator', description: 'Kies materiaal, steen en maat van een product' }, en: { name: 'Product configurator', description: 'Choose a product’s material, stone and size' } },
  'perfect-complement': { nl: { name: 'Perfecte aanvulling', description: 'Producten die een set compleet maken' }, en: { name: 'Perfect complement', description: 'Products that complete a set' } },
  catalog: { nl: { name: 'Catalogus', description: 'De productlijst met filters, sortering en paginering' }, en: { name: 'Catalogue', description: 'The product listing with filters, sorting and pages' } },
  'shared-catalog': { nl: { name: 'Productrij', description: 'Producten uit gekozen collecties, categorieën of materialen' }, en: { name: 'Product row', description: 'Products from chosen collections, categories or materials' } },
  'best-selling': { nl: { name: 'Bestsellers', description: 'De best verkochte producten' }, en: { name: 'Best sellers', description: 'The best-selling products' } },
  sales: { nl: { name: 'Aanbiedingen', description: 'Producten in de uitverkoop' }, en: { name: 'Sale', description: 'Products on sale' } },
  'sale-product': { nl: { name: 'Aanbieding met aftelklok', description: 'Eén product in de aanbieding, met de tijd die nog rest' }, en: { name: 'Sale with countdown', description: 'One product on sale, with the time left' } },
  'recently-viewed': { nl: { name: 'Onlangs bekeken', description: 'De producten die de bezoeker net bekeek' }, en: { name: 'Recently viewed', description: 'The products the visitor just looked at' } },
  marketing: { nl: { name: 'Marketingblok', description: 'Beeld en tekst met een oproep tot actie' }, en: { name: 'Marketing', description: 'Image and text with a call to action' } },
  'rich-text': { nl: { name: 'Tekst', description: 'Opgemaakte tekst met koppen, lijsten en links' }, en: { name: 'Rich text', description: 'Formatted text with headings, lists and links' } },
  accordion: { nl: { name: 'Vragen en antwoorden', description: 'Uitklapbare vragen met hun antwoord' }, en: { name: 'Accordion', description: 'Questions that unfold to their answer' } },
  articles: { nl: { name: 'Artikelen', description: 'Berichten uit het journaal' }, en: { name: 'Articles', description: 'Posts from the journal' } },
  entity: { nl: { name: 'Lijst uit de winkel', description: 'Een lijst van de winkel, zoals materialen of stenen' }, en: { name: 'Shop list', description: 'One of the shop’s lists, such as materials or stones' } },
  instagram: { nl: { name: 'Instagram', description: 'Beelden van het Instagram-account' }, en: { name: 'Instagram', description: 'Images from the Instagram account' } },
  'diamond-knowledge': { nl: { name: 'Diamantkennis', description: 'Uitleg over de vier C’s van diamanten' }, en: { name: 'Diamond knowledge', description: 'The four Cs of diamonds explained' } },
  'size-guide': { nl: { name: 'Maatgids', description: 'Maattabellen voor ringen, kettingen en armbanden' }, en: { name: 'Size guide', description: 'Size charts for rings, necklaces and bracelets' } },
  'size-to-weight': { nl: { name: 'Maat naar karaat', description: 'Van steenmaat naar karaatgewicht per slijpvorm' }, en: { name: 'Size to carat', description: 'From stone size to carat weight per shape' } },
  quizzes: { nl: { name: 'Keuzehulp', description: 'Een paar vragen die naar het juiste sieraad leiden' }, en: { name: 'Quiz', description: 'A few questions leading to the right piece' } },
  subscription: { nl: { name: 'Nieuwsbrief', description: 'Aanmelden voor de nieuwsbrief' }, en: { name: 'Newsletter', description: 'Sign up for the newsletter' } },
  'question-form': { nl: { name: 'Vraagformulier', description: 'Een vraag stellen over een product' }, en: { name: 'Question form', description: 'Ask a question about a product' } },
  contact: { nl: { name: 'Contact', description: 'Contactgegevens en openingstijden' }, en: { name: 'Contact', description: 'Contact details and opening hours' } },
  'campaign-information-form': { nl: { name: 'Campagneformulier', description: 'Aanmelden voor informatie over een campagne' }, en: { name: 'Campaign form', description: 'Sign up for news of a campaign' } },
  wishlist: { nl: { name: 'Verlanglijst', description: 'De verlanglijst van de bezoeker' }, en: { name: 'Wishlist', description: 'The visitor’s wishlist' } },
  comparison: { nl: { name: 'Vergelijken', description: 'De producten die de bezoeker vergelijkt' }, en: { name: 'Comparison', description: 'The products the visitor compares' } },
};

export const blockGroupTexts: Record<string, Record<Locale, string>> = {
  hero: { nl: 'Blikvangers', en: 'Heroes' },
  products: { nl: 'Producten', en: 'Products' },
  content: { nl: 'Inhoud', en: 'Content' },
  guides: { nl: 'Gidsen', en: 'Guides' },
  forms: { nl: 'Formulieren', en: 'Forms' },
  lists: { nl: 'Lijsten van de bezoeker', en: 'Visitor’s lists' },
};
