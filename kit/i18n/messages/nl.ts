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

/** Dutch shop copy: the spec's texts (section 8) and the shop's own. The shape every language follows. */
export const nl = {
  common: {
    shopName: 'Juwelier Aurum',
    skipToContent: 'Naar de inhoud',
    home: 'Home',
    mainMenu: 'Hoofdmenu',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    close: 'Sluiten',
    language: 'Taal',
    switchLanguage: 'Switch to English',
    cart: 'Winkelwagen',
    wishlist: 'Verlanglijst',
    account: 'Mijn account',
    search: 'Zoeken',
    showMore: 'Toon meer',
    showLess: 'Toon minder',
    loading: 'Bezig met laden…',
    ok: 'OK',
    confirm: 'Bevestigen',
    cancel: 'Annuleren',
    notice: 'Melding',
  },
  header: {
    promise: 'Gratis verzending en retour · Handgemaakt in Amsterdam · Levenslange gratis reiniging',
    submenu: 'Submenu {{title}}',
    featured: 'Uitgelicht',
    discover: 'Bekijken',
    more: 'Meer',
    moreTitle: 'Service en account',
  },
  footer: {
    tagline: 'Handgemaakte sieraden in goud, platina en zilver, sinds 1998 uit ons atelier aan de Prinsengracht.',
    customerService: 'Klantenservice',
    about: 'Over ons',
    contact: 'Contact',
    openingHours: 'Openingstijden',
    rights: 'Alle rechten voorbehouden.',
    paymentMethods: 'Veilig betalen met iDEAL, creditcard, PayPal en bankoverschrijving',
  },
  checkout: checkoutMessages.nl,
  errors: errorMessages.nl,
  catalog: catalogMessages.nl,
  product: productMessages.nl,
  cart: cartMessages.nl,
  lists: listMessages.nl,
  accounts: accountMessages.nl,
  orders: orderMessages.nl,
  sizeGuide: sizeGuideMessages.nl,
  contentBlocks: contentBlockMessages.nl,
  marketing: marketingMessages.nl,
  journal: journalMessages.nl,
  search: searchMessages.nl,

  slider: {
    label: 'Uitgelicht',
    previous: 'Vorige dia',
    next: 'Volgende dia',
    goTo: 'Ga naar dia {{n}}',
    slideOf: 'Dia {{n}} van {{total}}',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
  },
  blocks: {
    invalid: 'Blok "{{type}}" kan niet worden getoond',
  },
};

export type Messages = typeof nl;
