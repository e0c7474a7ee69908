import { accountMessages } from './accounts';
import { cartMessages } from './cart';
import { catalogMessages } from './catalog';
import { contentBlockMessages } from './content-blocks';
import { checkoutMessages } from './checkout';
import { errorMessages } from './errors';
import { journalMessages } from './journal';
import { listMessages } from './lists';
import { marketingMessages } from './marketing';
import { orderMessages } from './orders';
import { productMessages } from './product';
import { searchMessages } from './search';
import { sizeGuideMessages } from './size-guide';
import type { Messages } from './nl';

export const en: Messages = {
  common: {
    shopName: 'Juwelier Aurum',
    skipToContent: 'Skip to content',
    home: 'Home',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    close: 'Close',
    language: 'Language',
    switchLanguage: 'Naar Nederlands',
    cart: 'Cart',
    wishlist: 'Wishlist',
    account: 'My account',
    search: 'Search',
    showMore: 'Show more',
    showLess: 'Show less',
    loading: 'Loading…',
    ok: 'OK',
    confirm: 'Confirm',
    cancel: 'Cancel',
    notice: 'Notice',
  },
  header: {
    promise: 'Free shipping and returns · Handmade in Amsterdam · Free cleaning for life',
    submenu: '{{title}} submenu',
    featured: 'Featured',
    discover: 'View',
    more: 'More',
    moreTitle: 'Service and account',
  },
  footer: {
    tagline: 'Handmade jewellery in gold, platinum and silver, from our workshop on the Prinsengracht since 1998.',
    customerService: 'Customer service',
    about: 'About us',
    contact: 'Contact',
    openingHours: 'Opening hours',
    rights: 'All rights reserved.',
    paymentMethods: 'Pay safely with iDEAL, credit card, PayPal and bank transfer',
  },
  checkout: checkoutMessages.en,
  errors: errorMessages.en,
  catalog: catalogMessages.en,
  product: productMessages.en,
  cart: cartMessages.en,
  lists: listMessages.en,
  accounts: accountMessages.en,
  orders: orderMessages.en,
  sizeGuide: sizeGuideMessages.en,
  contentBlocks: contentBlockMessages.en,
  marketing: marketingMessages.en,
  journal: journalMessages.en,
  search: searchMessages.en,

  slider: {
    label: 'Featured',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{n}}',
    slideOf: 'Slide {{n}} of {{total}}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
  blocks: {
    invalid: 'Block "{{type}}" cannot be shown',
  },
};
