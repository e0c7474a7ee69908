import { faqBlock, inspirationPage, journeyPage, recentlyViewedBlock } from './content-blocks';
import type { JewelleryKind, Texts } from './types';

/** Shop settings (EUR, Dutch company). Translatable values are `{ nl, en }`. */
export const seedSettings = {
  site: {
    currency_sign: '€',
    currency_code: 'EUR',
    company_name: 'Juwelier Aurum',
    date_format: 'dd.MM.yyyy',
    front_domain: 'http://localhost:3000',
    desktop_logo: null,
    default_return_timeframe: 30,
    cdn_domain: null,
    company_address: {
      email_address: 'service@juwelier-aurum.nl',
      phone_number: '+31 20 123 45 67',
      address_line_1: 'Prinsengracht 512',
      address_line_2: null,
      city: 'Amsterdam',
      state: 'Noord-Holland',
      country: 'NL',
      zip: '1017 KH',
    },
  },
  working_hours: {
    nl: 'Ma–vr 9:00–17:30, za 10:00–17:00',
    en: 'Mon–Fri 9:00–17:30, Sat 10:00–17:00',
  },
  allowed_return_reasons: {
    nl: [
      { id: 'size', title: 'Past niet' },
      { id: 'not-as-expected', title: 'Anders dan verwacht' },
      { id: 'damaged', title: 'Beschadigd ontvangen' },
      { id: 'wrong-item', title: 'Verkeerd artikel ontvangen' },
      { id: 'changed-mind', title: 'Toch niet nodig' },
    ],
    en: [
      { id: 'size', title: 'Does not fit' },
      { id: 'not-as-expected', title: 'Not as expected' },
      { id: 'damaged', title: 'Arrived damaged' },
      { id: 'wrong-item', title: 'Received the wrong item' },
      { id: 'changed-mind', title: 'Changed my mind' },
    ],
  },
  /** Payment status codes of spec section 4. */
  order_statuses: {
    nl: [
      { id: 0, slug: 'unpaid', title: 'Niet betaald' },
      { id: 1, slug: 'paid', title: 'Betaald' },
      { id: 2, slug: 'refunded', title: 'Terugbetaald' },
      { id: 3, slug: 'partiallyRefunded', title: 'Gedeeltelijk terugbetaald' },
      { id: 4, slug: 'voided', title: 'Geannuleerd' },
      { id: 5, slug: 'refundStarted', title: 'Terugbetaling gestart' },
      { id: 6, slug: 'returnRequested', title: 'Retour aangevraagd' },
    ],
    en: [
      { id: 0, slug: 'unpaid', title: 'Unpaid' },
      { id: 1, slug: 'paid', title: 'Paid' },
      { id: 2, slug: 'refunded', title: 'Refunded' },
      { id: 3, slug: 'partiallyRefunded', title: 'Partially refunded' },
      { id: 4, slug: 'voided', title: 'Voided' },
      { id: 5, slug: 'refundStarted', title: 'Refund started' },
      { id: 6, slug: 'returnRequested', title: 'Return requested' },
    ],
  },
  /** In cents per currency code: the spec's default of 1 (euro). */
  min_payment_amounts: { EUR: 100 },
  static_filters: {
    nl: {
      title: 'Populair',
      links: [
        { label: 'Verlovingsringen met diamant', url: '/catalog?categories=engagement-rings' },
        { label: 'Gouden kettingen', url: '/catalog?categories=necklaces&materials=yellow-gold-14k' },
        { label: 'Cadeaus onder € 150', url: '/catalog?max_cost_to=150' },
      ],
    },
    en: {
      title: 'Popular',
      links: [
        { label: 'Diamond engagement rings', url: '/catalog?categories=engagement-rings' },
        { label: 'Gold necklaces', url: '/catalog?categories=necklaces&materials=yellow-gold-14k' },
        { label: 'Gifts under € 150', url: '/catalog?max_cost_to=150' },
      ],
    },
  },
  maintenance: false,
} as const;

export const translatableSettings = new Set(['working_hours', 'allowed_return_reasons', 'order_statuses', 'static_filters']);

/** Integrations of spec section 3; none is enabled in the demo, so no third-party script loads. */
export const seedIntegrations = [
  { type: 1, name: 'Analytics', config: {} },
  { type: 6, name: 'Buy now, pay later (Affirm)', config: {} },
  { type: 7, name: 'PayPal', config: {} },
  { type: 62, name: 'Tag manager', config: { verification_code: '' } },
];

export interface SeedMenuItem {
  url: string;
  title: Texts;
  children?: SeedMenuItem[];
}

export const seedMenus: Record<'main' | 'footer', SeedMenuItem[]> = {
  main: [
    {
      url: '/catalog?categories=rings',
      title: { nl: 'Ringen', en: 'Rings' },
      children: [
        { url: '/catalog?categories=rings', title: { nl: 'Alle ringen', en: 'All rings' } },
        { url: '/catalog?categories=wedding-rings', title: { nl: 'Trouwringen', en: 'Wedding rings' } },
        { url: '/catalog?categories=engraved-jewellery', title: { nl: 'Zegelringen en graveren', en: 'Signet rings and engraving' } },
        { url: '/catalog?categories=engagement-rings&head_styles=solitaire', title: { nl: 'Solitairringen', en: 'Solitaire rings' } },
        { url: '/catalog?categories=rings&materials=platinum-950', title: { nl: 'Platina ringen', en: 'Platinum rings' } },
        { url: '/catalog?categories=rings&stones=sapphire', title: { nl: 'Ringen met saffier', en: 'Sapphire rings' } },
      ],
    },
    { url: '/catalog?categories=engagement-rings', title: { nl: 'Verlovingsringen', en: 'Engagement rings' } },
    {
      url: '/catalog?categories=diamonds',
      title: { nl: 'Diamanten', en: 'Diamonds' },
      children: [
        { url: '/catalog?categories=diamonds', title: { nl: 'Alle diamanten', en: 'All diamonds' } },
        { url: '/catalog?categories=diamonds&stone_shapes=round', title: { nl: 'Ronde diamanten', en: 'Round diamonds' } },
        { url: '/catalog?categories=diamonds&stone_shapes=oval', title: { nl: 'Ovale diamanten', en: 'Oval diamonds' } },
        { url: '/maatgids', title: { nl: 'Karaat en millimeters', en: 'Carats and millimetres' } },
      ],
    },
    {
      url: '/catalog?categories=necklaces',
      title: { nl: 'Kettingen', en: 'Necklaces' },
      children: [
        { url: '/catalog?categories=necklaces', title: { nl: 'Alle kettingen', en: 'All necklaces' } },
        { url: '/catalog?categories=pendants', title: { nl: 'Hangers', en: 'Pendants' } },
        { url: '/catalog?categories=map-jewellery', title: { nl: 'Kaart-sieraden', en: 'Map jewellery' } },
        { url: '/catalog?categories=necklaces&materials=silver-925', title: { nl: 'Zilveren kettingen', en: 'Silver necklaces' } },
      ],
    },
    { url: '/catalog?categories=bracelets', title: { nl: 'Armbanden', en: 'Bracelets' } },
    { url: '/catalog?categories=earrings', title: { nl: 'Oorbellen', en: 'Earrings' } },
    { url: '/collections', title: { nl: 'Collecties', en: 'Collections' } },
  ],
  footer: [
    { url: '/over-ons', title: { nl: 'Over ons', en: 'About us' } },
    { url: '/klantenservice', title: { nl: 'Verzenden en retourneren', en: 'Shipping and returns' } },
    { url: '/contact', title: { nl: 'Contact en winkels', en: 'Contact and stores' } },
    { url: '/acties', title: { nl: 'Acties', en: 'Offers' } },
    { url: '/articles', title: { nl: 'Journaal', en: 'Journal' } },
    { url: '/collections', title: { nl: 'Collecties', en: 'Collections' } },
    { url: '/wishlist', title: { nl: 'Verlanglijst', en: 'Wishlist' } },
    { url: '/comparison', title: { nl: 'Vergelijken', en: 'Compare' } },
    { url: '/maatgids', title: { nl: 'Maatgids', en: 'Size guide' } },
    { url: '/journey', title: { nl: 'Vind je perfecte ring', en: 'Find your perfect ring' } },
    { url: '/inspiratie', title: { nl: 'Inspiratie', en: 'Inspiration' } },
  ],
};

/** A banner made by api/seed/images.ts, referenced from block settings by `image`. */
export interface SeedBanner {
  name: string;
  kind: JewelleryKind;
  metal: string;
  stone: string | null;
  variant: number;
  format: 'hero' | 'tile' | 'square';
  /** Stone shape slug when it is not round (the alt text names it). */
  shape?: string;
  alt: Texts;
}

export interface SeedBlock {
  type: string;
  key?: string;
  /** Language-neutral data; `{ $image: name }` is replaced by the banner image of that name. */
  settings: Record<string, unknown>;
  content: Texts<Record<string, unknown>>;
}

export interface SeedPage {
  slug: string;
  /**
   * Its address in English when that is not `slug` (the Dutch one). English links to the page use
   * it: `/about-us` in a block's link or a popup's button, `/en/about-us` in English HTML.
   */
  enSlug?: string;
  layout: 'default' | 'checkout' | 'empty';
  title: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  blocks: SeedBlock[];
}

const hero = (name: string) => ({ $image: name });

export const seedBanners: SeedBanner[] = [
  { name: 'hero-engagement', kind: 'engagement-ring', metal: '#e5e4e2', stone: '#f4f8ff', variant: 0, format: 'hero', alt: { nl: 'Platina verlovingsring met briljant geslepen diamant', en: 'Platinum engagement ring with a brilliant-cut diamond' } },
  { name: 'hero-necklace', kind: 'necklace', metal: '#d4af37', stone: '#f4f8ff', variant: 1, format: 'hero', alt: { nl: 'Gouden ketting met diamanten hanger', en: 'Gold necklace with a diamond pendant' } },
  { name: 'hero-map', kind: 'map', metal: '#e0a98c', stone: null, variant: 2, format: 'hero', alt: { nl: 'Roségouden hanger met de kaart van Amsterdam', en: 'Rose gold pendant with the map of Amsterdam' } },
  { name: 'tile-rings', kind: 'ring', metal: '#d4af37', stone: '#1f3f9a', variant: 0, format: 'tile', alt: { nl: 'Gouden ring met saffier', en: 'Gold ring with sapphire' } },
  { name: 'tile-engagement', kind: 'engagement-ring', metal: '#e8e6df', stone: '#f4f8ff', variant: 1, format: 'tile', alt: { nl: 'Witgouden verlovingsring', en: 'White gold engagement ring' } },
  { name: 'tile-necklaces', kind: 'necklace', metal: '#c0c0c0', stone: '#f3efe6', variant: 2, format: 'tile', alt: { nl: 'Zilveren ketting met parel', en: 'Silver necklace with pearl' } },
  { name: 'tile-bracelets', kind: 'bracelet', metal: '#d4af37', stone: '#f4f8ff', variant: 3, format: 'tile', alt: { nl: 'Gouden tennisarmband', en: 'Gold tennis bracelet' } },
  { name: 'tile-diamonds', kind: 'diamond', metal: '#e5e4e2', stone: '#f4f8ff', variant: 4, format: 'tile', shape: 'oval', alt: { nl: 'Losse diamant, ovaal geslepen', en: 'Loose oval-cut diamond' } },
  { name: 'promo-bridal', kind: 'engagement-ring', metal: '#d4af37', stone: '#f4f8ff', variant: 6, format: 'tile', alt: { nl: 'Gouden verlovingsring uit de Bridal collectie', en: 'Gold engagement ring from the Bridal collection' } },
  { name: 'promo-engraving', kind: 'engraved', metal: '#e5e4e2', stone: null, variant: 7, format: 'hero', alt: { nl: 'Gegraveerde platina hanger', en: 'Engraved platinum pendant' } },
  { name: 'tile-engraved', kind: 'engraved', metal: '#dcb85a', stone: null, variant: 5, format: 'tile', alt: { nl: 'Gegraveerde hanger van verguld zilver', en: 'Engraved gold-plated silver pendant' } },
];

const homeBlocks: SeedBlock[] = [
  {
    type: 'top-slider',
    settings: {
      autoplay_ms: 6000,
      slides: [
        { url: '/catalog?categories=engagement-rings', image: hero('hero-engagement'), tone: 'dark' },
        { url: '/catalog?categories=necklaces', image: hero('hero-necklace'), tone: 'light' },
        { url: '/catalog?categories=map-jewellery', image: hero('hero-map'), tone: 'dark' },
      ],
    },
    content: {
      nl: {
        slides: [
          { title: 'Voor altijd begint hier', subtitle: 'Verlovingsringen met conflictvrije diamanten, met de hand gezet in ons atelier in Amsterdam.', button_text: 'Bekijk verlovingsringen' },
          { title: 'Goud dat je elke dag draagt', subtitle: 'Fijne kettingen in 14 en 18 karaat, om te combineren en te stapelen.', button_text: 'Shop kettingen' },
          { title: 'Jouw stad, om je hals', subtitle: 'Kaart-sieraden van de plek die je hart heeft gestolen, met gratis gravering.', button_text: 'Ontwerp je kaart-sieraad' },
        ],
      },
      en: {
        slides: [
          { title: 'Forever starts here', subtitle: 'Engagement rings with conflict-free diamonds, set by hand in our Amsterdam workshop.', button_text: 'Shop engagement rings' },
          { title: 'Gold for every day', subtitle: 'Fine necklaces in 14 and 18 carat, made to layer and stack.', button_text: 'Shop necklaces' },
          { title: 'Your city, close to your heart', subtitle: 'Map jewellery of the place that stole your heart, with free engraving.', button_text: 'Design your map piece' },
        ],
      },
    },
  },
  {
    type: 'categories',
    settings: {
      items: [
        { url: '/catalog?categories=rings', image: hero('tile-rings') },
        { url: '/catalog?categories=engagement-rings', image: hero('tile-engagement') },
        { url: '/catalog?categories=necklaces', image: hero('tile-necklaces') },
        { url: '/catalog?categories=bracelets', image: hero('tile-bracelets') },
        { url: '/catalog?categories=diamonds', image: hero('tile-diamonds') },
        { url: '/catalog?categories=engraved-jewellery', image: hero('tile-engraved') },
      ],
    },
    content: {
      nl: {
        title: 'Shop per categorie',
        subtitle: 'Van je eerste gouden ring tot de diamant voor het leven.',
        items: [{ title: 'Ringen' }, { title: 'Verlovingsringen' }, { title: 'Kettingen' }, { title: 'Armbanden' }, { title: 'Diamanten' }, { title: 'Graveren' }],
      },
      en: {
        title: 'Shop by category',
        subtitle: 'From your first gold ring to the diamond of a lifetime.',
        items: [{ title: 'Rings' }, { title: 'Engagement rings' }, { title: 'Necklaces' }, { title: 'Bracelets' }, { title: 'Diamonds' }, { title: 'Engraving' }],
      },
    },
  },
  {
    type: 'shared-catalog',
    settings: { count: 8, layout: 'scroller', link: { url: '/catalog' } },
    content: {
      nl: { title: 'Bestsellers', subtitle: 'De sieraden die het vaakst een nieuw thuis vinden.', link: { text: 'Bekijk alle sieraden' } },
      en: { title: 'Bestsellers', subtitle: 'The pieces that most often find a new home.', link: { text: 'View all jewellery' } },
    },
  },
  {
    type: 'rich-text',
    settings: { width: 'narrow', align: 'center' },
    content: {
      nl: {
        title: 'Gemaakt in ons atelier aan de Prinsengracht',
        html: '<p>Sinds 1998 maken onze goudsmeden elk sieraad met de hand, van het gieten van het goud tot het zetten van de laatste steen. We werken met gerecycled goud en zilver, en met diamanten waarvan we de herkomst kennen.</p><p>Twijfel je over een maat of een steen? <a href="/klantenservice">Onze adviseurs</a> helpen je graag, in de winkel of via de chat.</p><ul><li>Gratis verzending en retour binnen 30 dagen</li><li>Levenslange gratis reiniging</li><li>Gratis gravering op geselecteerde sieraden</li></ul>',
      },
      en: {
        title: 'Made in our workshop on the Prinsengracht',
        html: '<p>Since 1998 our goldsmiths have made every piece by hand, from casting the gold to setting the final stone. We work with recycled gold and silver, and with diamonds whose origin we know.</p><p>Not sure about a size or a stone? <a href="/en/customer-service">Our advisers</a> are happy to help, in store or by chat.</p><ul><li>Free shipping and returns within 30 days</li><li>Free cleaning for life</li><li>Free engraving on selected pieces</li></ul>',
      },
    },
  },
  {
    type: 'articles',
    settings: { count: 3, link: { url: '/articles' } },
    content: {
      nl: { title: 'Uit ons journaal', subtitle: 'Verhalen uit het atelier en alles over edelstenen, maten en onderhoud.', link: { text: 'Naar het journaal' } },
      en: { title: 'From our journal', subtitle: 'Stories from the workshop and all about gemstones, sizes and care.', link: { text: 'Read the journal' } },
    },
  },
];

export const seedPages: SeedPage[] = [
  {
    slug: 'home',
    layout: 'default',
    title: { nl: 'Home', en: 'Home' },
    metaTitle: { nl: 'Juwelier Aurum — handgemaakte sieraden uit Amsterdam', en: 'Juwelier Aurum — handmade jewellery from Amsterdam' },
    metaDescription: {
      nl: 'Verlovingsringen, diamanten, kettingen en armbanden in goud, platina en zilver. Met de hand gemaakt in Amsterdam, gratis verzending en retour.',
      en: 'Engagement rings, diamonds, necklaces and bracelets in gold, platinum and silver. Handmade in Amsterdam, free shipping and returns.',
    },
    blocks: homeBlocks,
  },
  {
    slug: 'over-ons',
    enSlug: 'about-us',
    layout: 'default',
    title: { nl: 'Over ons', en: 'About us' },
    metaTitle: { nl: 'Over Juwelier Aurum', en: 'About Juwelier Aurum' },
    metaDescription: { nl: 'Het verhaal van ons atelier aan de Prinsengracht.', en: 'The story of our workshop on the Prinsengracht.' },
    blocks: [
      {
        type: 'rich-text',
        settings: { width: 'narrow', align: 'left' },
        content: {
          nl: {
            title: 'Ons verhaal',
            html: '<p>Juwelier Aurum begon in 1998 als een kleine werkplaats aan de Prinsengracht. Vandaag werken er twaalf goudsmeden en edelsteenzetters, maar de aanpak is dezelfde gebleven: elk sieraad wordt met de hand afgewerkt en gecontroleerd voordat het ons atelier verlaat.</p><h3>Verantwoord materiaal</h3><p>We gebruiken gerecycled goud, zilver en platina. Onze diamanten komen van leveranciers die zich houden aan het Kimberley Process, en we bieden ook in het lab gekweekte diamanten aan.</p>',
          },
          en: {
            title: 'Our story',
            html: '<p>Juwelier Aurum started in 1998 as a small workshop on the Prinsengracht. Today twelve goldsmiths and stone setters work here, but the approach has stayed the same: every piece is finished and checked by hand before it leaves our workshop.</p><h3>Responsible materials</h3><p>We use recycled gold, silver and platinum. Our diamonds come from suppliers who follow the Kimberley Process, and we also offer lab-grown diamonds.</p>',
          },
        },
      },
    ],
  },
  {
    slug: 'klantenservice',
    enSlug: 'customer-service',
    layout: 'default',
    title: { nl: 'Verzenden en retourneren', en: 'Shipping and returns' },
    metaTitle: { nl: 'Verzenden en retourneren', en: 'Shipping and returns' },
    metaDescription: { nl: 'Gratis verzending, 30 dagen retour en levenslange service.', en: 'Free shipping, 30-day returns and lifetime service.' },
    blocks: [
      {
        type: 'rich-text',
        settings: { width: 'narrow', align: 'left' },
        content: {
          nl: {
            title: 'Verzenden en retourneren',
            html: '<h3>Verzenden</h3><p>We verzenden gratis en verzekerd binnen de EU. Bestellingen op werkdagen voor 15:00 uur gaan dezelfde dag de deur uit; sieraden op maat en graveringen hebben 5 tot 10 werkdagen nodig.</p><h3>Retourneren</h3><p>Je hebt 30 dagen bedenktijd. Sommige collecties hebben een langere termijn; die staat bij het product. Gegraveerde en op maat gemaakte sieraden kunnen niet worden geretourneerd, maar we passen de maat graag kosteloos aan.</p><h3>Contact</h3><p>Mail naar <a href="mailto:service@juwelier-aurum.nl">service@juwelier-aurum.nl</a> of bel <a href="tel:+31201234567">020 123 45 67</a>.</p>',
          },
          en: {
            title: 'Shipping and returns',
            html: '<h3>Shipping</h3><p>We ship free and insured within the EU. Orders placed on weekdays before 15:00 leave the same day; made-to-measure and engraved pieces need 5 to 10 working days.</p><h3>Returns</h3><p>You have 30 days to change your mind. Some collections have a longer return window, shown with the product. Engraved and made-to-measure pieces cannot be returned, but we are happy to resize them free of charge.</p><h3>Contact</h3><p>Email <a href="mailto:service@juwelier-aurum.nl">service@juwelier-aurum.nl</a> or call <a href="tel:+31201234567">+31 20 123 45 67</a>.</p>',
          },
        },
      },
      faqBlock,
    ],
  },
  // Contact (spec: "contact page (map, stores list, required fields in red)"): the stores with a
  // map of the atelier, the shop's hours from the settings, and the question form.
  {
    slug: 'contact',
    layout: 'default',
    title: { nl: 'Contact', en: 'Contact' },
    metaTitle: { nl: 'Contact en winkels', en: 'Contact and stores' },
    metaDescription: {
      nl: 'Bezoek ons atelier in Amsterdam of de showroom in Utrecht, bel of mail ons, of stel je vraag: we antwoorden binnen één werkdag.',
      en: 'Visit our workshop in Amsterdam or the showroom in Utrecht, call or email us, or ask your question: we answer within one working day.',
    },
    blocks: [
      {
        type: 'contact',
        settings: {
          map: true,
          stores: [
            { address_line_1: 'Prinsengracht 512', zip: '1017 KH', city: 'Amsterdam', phone: '+31 20 123 45 67', email: 'service@juwelier-aurum.nl', lat: 52.36322, lon: 4.88403 },
            { address_line_1: 'Oudegracht 158', zip: '3511 AZ', city: 'Utrecht', phone: '+31 30 234 56 78', lat: 52.08998, lon: 5.11968 },
          ],
        },
        content: {
          nl: {
            title: 'Bezoek ons',
            intro: 'Kom langs voor advies, het meten van je maat of om sieraden te passen. Voor een afspraak buiten de openingstijden kun je ons bellen.',
            stores: [
              { name: 'Atelier Amsterdam', hours: 'Di–za 10:00–17:30, do tot 20:00' },
              { name: 'Showroom Utrecht', hours: 'Do–za 10:00–17:00' },
            ],
          },
          en: {
            title: 'Visit us',
            intro: 'Drop by for advice, to have your size measured or to try pieces on. For an appointment outside opening hours, give us a call.',
            stores: [
              { name: 'Workshop Amsterdam', hours: 'Tue–Sat 10:00–17:30, Thu until 20:00' },
              { name: 'Showroom Utrecht', hours: 'Thu–Sat 10:00–17:00' },
            ],
          },
        },
      },
      {
        type: 'question-form',
        settings: {},
        content: {
          nl: { title: 'Stel je vraag', intro: 'Over een sieraad, je bestelling of een ontwerp op maat: onze adviseurs mailen je binnen één werkdag terug.' },
          en: { title: 'Ask your question', intro: 'About a piece, your order or a custom design: our advisers email you back within one working day.' },
        },
      },
      // The newsletter block; its key makes it the footer's form too (GET /blocks/footer-form), and
      // the footer hides its copy on a page that shows the block itself.
      {
        type: 'subscription',
        key: 'footer-form',
        settings: {},
        content: {
          nl: {
            title: 'Blijf op de hoogte',
            intro: 'Nieuwe collecties, verhalen uit het atelier en acties: één keer per maand in je inbox.',
            note: 'Je kunt je altijd weer afmelden via de link in elke nieuwsbrief. We delen je adres met niemand.',
          },
          en: {
            title: 'Stay in touch',
            intro: 'New collections, stories from the workshop and offers: once a month in your inbox.',
            note: 'You can unsubscribe at any time with the link in every newsletter. We never share your address.',
          },
        },
      },
    ],
  },
  // The running campaign and a form to ask about it; the terms that hold for every offer.
  {
    slug: 'acties',
    enSlug: 'offers',
    layout: 'default',
    title: { nl: 'Acties', en: 'Offers' },
    metaTitle: { nl: 'Acties en kortingscodes', en: 'Offers and discount codes' },
    metaDescription: { nl: 'De actie van dit moment en hoe kortingscodes werken.', en: 'The offer of the moment and how discount codes work.' },
    blocks: [
      {
        type: 'campaign-information-form',
        settings: {},
        content: {
          nl: { title: 'De actie van dit moment', intro: 'Vraag over de actie of je code? Stel je vraag, dan mailen we je binnen één werkdag.' },
          en: { title: 'The offer of the moment', intro: 'A question about the offer or your code? Ask us and we will email you within one working day.' },
        },
      },
      {
        type: 'rich-text',
        settings: { width: 'narrow', align: 'left' },
        content: {
          nl: {
            title: 'Zo werken kortingscodes',
            html: '<ul><li>Je gebruikt één kortingscode per bestelling; vul hem in bij het afrekenen.</li><li>Een cadeaubon kun je altijd combineren met een kortingscode.</li><li>De korting geldt niet voor verzendkosten en niet voor de aankoop van cadeaubonnen.</li></ul>',
          },
          en: {
            title: 'How discount codes work',
            html: '<ul><li>You use one discount code per order; enter it at checkout.</li><li>A gift card can always be combined with a discount code.</li><li>The discount does not apply to shipping or to buying gift cards.</li></ul>',
          },
        },
      },
    ],
  },
  // The shopper's own lists: the blocks fill in the browser from the stored wishlist and comparison.
  {
    slug: 'wishlist',
    layout: 'default',
    title: { nl: 'Verlanglijst', en: 'Wishlist' },
    metaTitle: { nl: 'Je verlanglijst', en: 'Your wishlist' },
    metaDescription: {
      nl: 'De sieraden die je hebt bewaard, met actuele prijs en voorraad. Zet ze in je winkelwagen wanneer je er klaar voor bent.',
      en: 'The pieces you saved, with current prices and stock. Add them to your cart whenever you are ready.',
    },
    blocks: [
      {
        type: 'wishlist',
        settings: { columns: 4 },
        content: {
          nl: {
            title: 'Bewaard voor later',
            intro: 'Prijs en voorraad zijn altijd actueel. Zet een sieraad in je winkelwagen zodra je er klaar voor bent.',
            empty_text: 'Je hebt nog niets bewaard. Tik bij een sieraad op het hartje en vind het hier terug.',
          },
          en: {
            title: 'Saved for later',
            intro: 'Prices and stock are always up to date. Add a piece to your cart as soon as you are ready.',
            empty_text: 'You have not saved anything yet. Tap the heart on a piece to find it here.',
          },
        },
      },
    ],
  },
  {
    slug: 'comparison',
    layout: 'default',
    title: { nl: 'Vergelijken', en: 'Compare' },
    metaTitle: { nl: 'Sieraden vergelijken', en: 'Compare jewellery' },
    metaDescription: {
      nl: 'Zet de sieraden die je overweegt naast elkaar: prijs, beschikbaarheid en artikelnummer in één overzicht.',
      en: 'Put the pieces you are considering side by side: price, availability and SKU in one overview.',
    },
    blocks: [
      {
        type: 'comparison',
        settings: {},
        content: {
          nl: {
            title: 'Naast elkaar',
            intro: 'Vergelijk prijs en beschikbaarheid. Op je telefoon veeg je opzij om alle sieraden te zien.',
            empty_text: 'Je hebt nog geen sieraden gekozen om te vergelijken. Kies bij een sieraad voor vergelijken.',
          },
          en: {
            title: 'Side by side',
            intro: 'Compare prices and availability. On your phone, swipe sideways to see every piece.',
            empty_text: 'You have not chosen any pieces to compare yet. Choose compare on a piece.',
          },
        },
      },
    ],
  },
  // The size guide: ring, necklace and bracelet sizes, then stone size to carat weight.
  {
    slug: 'maatgids',
    enSlug: 'size-guide',
    layout: 'default',
    title: { nl: 'Maatgids', en: 'Size guide' },
    metaTitle: { nl: 'Maatgids: ringmaat, kettinglengte en karaat', en: 'Size guide: ring size, necklace length and carats' },
    metaDescription: {
      nl: 'Meet je ringmaat, kettinglengte en armbandmaat thuis, met omrekentabellen naar US en UK, en zie hoe groot een diamant van elk karaat is.',
      en: 'Measure your ring size, necklace length and bracelet size at home, with charts for US and UK sizes, and see how big a diamond of each carat weight is.',
    },
    blocks: [
      {
        type: 'size-guide',
        settings: { sizes: ['ring-size', 'necklace-size', 'bracelet-size'], link: { url: '/klantenservice' } },
        content: {
          nl: {
            title: 'Vind je maat',
            intro: 'Met een strookje papier en een liniaal meet je in een paar minuten je ring-, ketting- of armbandmaat. Past een ring toch niet, dan passen we de maat kosteloos aan.',
            link: { text: 'Liever persoonlijk advies? Onze adviseurs meten je maat ook graag in het atelier.' },
          },
          en: {
            title: 'Find your size',
            intro: 'With a strip of paper and a ruler you can measure your ring, necklace or bracelet size in a few minutes. If a ring does not fit after all, we resize it free of charge.',
            link: { text: 'Prefer personal advice? Our advisers are happy to measure your size in the workshop too.', url: '/customer-service' },
          },
        },
      },
      {
        type: 'size-to-weight',
        settings: { shape: 'round', mm: '6.5' },
        content: {
          nl: {
            title: 'Hoe groot is een karaat?',
            intro: 'Kies een slijpvorm en een afmeting: je ziet het gewicht in karaat en de steen op ware grootte, naast een munt van 1 euro.',
          },
          en: {
            title: 'How big is a carat?',
            intro: 'Choose a shape and a size: you see the weight in carats and the stone at true size, next to a 1 euro coin.',
          },
        },
      },
    ],
  },
  inspirationPage,
  journeyPage,
  // The page the demo popup "Voorbeeld: popup bij elk paginabezoek" is limited to (api/seed/journal-and-promotions.ts).
  {
    slug: 'popup-voorbeeld',
    enSlug: 'popup-example',
    layout: 'default',
    title: { nl: 'Voorbeeld van een pop-up', en: 'A popup example' },
    metaTitle: { nl: 'Voorbeeld van een pop-up', en: 'A popup example' },
    metaDescription: {
      nl: 'Een demopagina met een pop-up die bij elk bezoek aan deze pagina verschijnt.',
      en: 'A demo page with a popup that appears on every visit to this page.',
    },
    blocks: [
      {
        type: 'rich-text',
        settings: { width: 'narrow', align: 'left' },
        content: {
          nl: {
            title: 'Zo werkt een pop-up',
            html: '<p>Deze pagina hoort bij de demowinkel. Vier seconden nadat ze opent, verschijnt de pop-up <strong>Voorbeeld: popup bij elk paginabezoek</strong>. Hij is alleen voor deze pagina ingesteld, met de frequentie <em>bij elk paginabezoek</em>: sluit je hem en open je de pagina opnieuw, dan zie je hem weer. Op andere pagina’s verschijnt hij nooit.</p><p>In de backoffice stel je onder <em>Pop-ups en acties</em> per pop-up in op welke pagina’s hij staat, hoe vaak een bezoeker hem ziet (één keer, bij elke paginalading, bij elk paginabezoek of één keer per dag) en welke voorgaat als er meer voor één pagina zijn.</p>',
          },
          en: {
            title: 'How a popup works',
            html: '<p>This page belongs to the demo shop. Four seconds after it opens, the popup <strong>Example: a popup on every page view</strong> appears. It is set for this page only, with the frequency <em>on every page view</em>: close it and open the page again and you see it again. It never appears on other pages.</p><p>In the back office, under <em>Popups and campaigns</em>, you choose for each popup the pages it is on, how often a visitor sees it (once, on every page load, on every page view or once a day) and which comes first when several are for one page.</p>',
          },
        },
      },
    ],
  },
];

const catalogBanners = {
  settings: [
    { size: '1x2', position: 2, url: '/collection/bridal', image: hero('promo-bridal'), tone: 'dark' },
    { size: '1x4', position: 11, url: '/catalog?categories=engraved-jewellery', image: hero('promo-engraving'), tone: 'dark' },
  ],
  nl: [
    { html: '<p><strong>Bridal</strong></p><p>Verlovingsringen met 60 dagen bedenktijd.</p>' },
    { html: '<p><strong>Gratis graveren</strong></p><p>Maak het persoonlijk: initialen, een datum of coördinaten.</p>' },
  ],
  en: [
    { html: '<p><strong>Bridal</strong></p><p>Engagement rings with 60 days to decide.</p>' },
    { html: '<p><strong>Free engraving</strong></p><p>Make it personal: initials, a date or coordinates.</p>' },
  ],
};

const serviceItems = {
  settings: [{ icon: 'shipping' }, { icon: 'returns' }, { icon: 'cleaning' }, { icon: 'engraving' }],
  nl: [
    { title: 'Gratis verzending', text: 'Verzekerd verzonden binnen de EU, op werkdagen voor 15:00 besteld is dezelfde dag verstuurd.' },
    { title: '30 dagen retour', text: 'Niet helemaal goed? Stuur het kosteloos terug.' },
    { title: 'Levenslang reinigen', text: 'Kom langs in ons atelier en we laten je sieraad weer stralen.' },
    { title: 'Graveren', text: 'Initialen, een datum of een korte tekst, met de hand afgewerkt.' },
  ],
  en: [
    { title: 'Free shipping', text: 'Insured within the EU; ordered before 15:00 on a weekday, shipped the same day.' },
    { title: '30-day returns', text: 'Not quite right? Send it back free of charge.' },
    { title: 'Cleaning for life', text: 'Visit our workshop and we will make your piece shine again.' },
    { title: 'Engraving', text: 'Initials, a date or a short text, finished by hand.' },
  ],
};

export const catalogPages: SeedPage[] = [
  {
    slug: 'catalog',
    layout: 'default',
    title: { nl: 'Alle sieraden', en: 'All jewellery' },
    metaTitle: { nl: 'Sieraden kopen — ringen, kettingen en meer', en: 'Shop jewellery — rings, necklaces and more' },
    metaDescription: {
      nl: 'Bekijk al onze handgemaakte sieraden in goud, platina en zilver. Filter op materiaal, steen en prijs.',
      en: 'Browse all our handmade jewellery in gold, platinum and silver. Filter by material, stone and price.',
    },
    blocks: [
      {
        type: 'catalog',
        settings: { show_filters: true, promotion_banners: catalogBanners.settings },
        content: { nl: { promotion_banners: catalogBanners.nl }, en: { promotion_banners: catalogBanners.en } },
      },
    ],
  },
  {
    slug: 'collection',
    layout: 'default',
    title: { nl: 'Collectie', en: 'Collection' },
    metaTitle: { nl: 'Collectie', en: 'Collection' },
    metaDescription: { nl: 'Sieraden uit deze collectie.', en: 'Jewellery from this collection.' },
    blocks: [{ type: 'catalog', settings: { show_filters: true, promotion_banners: [] }, content: { nl: {}, en: {} } }],
  },
  {
    slug: 'collections',
    layout: 'default',
    title: { nl: 'Collecties', en: 'Collections' },
    metaTitle: { nl: 'Onze collecties', en: 'Our collections' },
    metaDescription: { nl: 'Van Aurora tot Noordzee: ontdek de verhalen achter onze collecties.', en: 'From Aurora to Noordzee: discover the stories behind our collections.' },
    blocks: [{ type: 'marketing', settings: {}, content: { nl: {}, en: {} } }],
  },
  {
    slug: 'product',
    layout: 'default',
    title: { nl: 'Product', en: 'Product' },
    metaTitle: { nl: 'Product', en: 'Product' },
    metaDescription: { nl: 'Product', en: 'Product' },
    blocks: [
      {
        type: 'product-services',
        settings: { items: serviceItems.settings },
        content: { nl: { title: 'Onze service', items: serviceItems.nl }, en: { title: 'Our service', items: serviceItems.en } },
      },
      {
        type: 'product-configurator',
        settings: { category_slugs: ['engagement-rings', 'zasnuby'] },
        content: {
          nl: {
            title: 'Stel je eigen ring samen',
            intro: 'Kies een zetting, de vorm van de steen en je metaal. Wij laten je zien welke ringen uit ons atelier daarbij passen.',
          },
          en: {
            title: 'Design your own ring',
            intro: 'Choose a setting, the shape of the stone and your metal. We show you which rings from our workshop match.',
          },
        },
      },
      {
        type: 'diamond-knowledge',
        settings: { category_slugs: ['zasnuby', 'engagement-rings'], link: { url: '/klantenservice' } },
        content: {
          nl: {
            title: 'Diamantkennis: de 4 C\'s',
            intro: 'Elke diamant is uniek. Deze vier eigenschappen bepalen samen zijn schoonheid en waarde.',
            items: [
              { title: 'Cut (slijpvorm)', text: 'Hoe goed de facetten het licht terugkaatsen. Een uitstekende slijpvorm geeft de meeste schittering.' },
              { title: 'Colour (kleur)', text: 'Van D (kleurloos) tot Z (licht getint). Wij zetten diamanten van D tot H.' },
              { title: 'Clarity (zuiverheid)', text: 'Het aantal kleine insluitsels. Vanaf VS2 zie je met het blote oog geen verschil.' },
              { title: 'Carat (gewicht)', text: '1 karaat is 0,2 gram. De maat in millimeters hangt ook af van de vorm.' },
            ],
            link: { text: 'Vraag advies aan onze gemmoloog' },
          },
          en: {
            title: 'Diamond knowledge: the 4 Cs',
            intro: 'Every diamond is unique. Together these four qualities decide its beauty and value.',
            items: [
              { title: 'Cut', text: 'How well the facets return light. An excellent cut gives the most sparkle.' },
              { title: 'Colour', text: 'From D (colourless) to Z (lightly tinted). We set diamonds from D to H.' },
              { title: 'Clarity', text: 'The number of tiny inclusions. From VS2 up, the eye sees no difference.' },
              { title: 'Carat', text: 'One carat is 0.2 grams. The size in millimetres also depends on the shape.' },
            ],
            link: { text: 'Ask our gemmologist for advice', url: '/customer-service' },
          },
        },
      },
      {
        type: 'question-form',
        settings: {},
        content: { nl: {}, en: {} },
      },
      {
        type: 'perfect-complement',
        settings: { slugs: ['oorknopjes-aurora-050-ct-diamanten', 'solitaire-ketting-aurora-025-ct-diamant', 'creolen-essentials', 'cadeaubon'] },
        content: {
          nl: { title: 'De perfecte aanvulling', subtitle: 'Sieraden die mooi samengaan, voor jezelf of als cadeau.' },
          en: { title: 'The perfect complement', subtitle: 'Pieces that go well together, for yourself or as a gift.' },
        },
      },
      {
        type: 'related-products',
        settings: { count: 8 },
        content: { nl: { title: 'Misschien ook mooi' }, en: { title: 'You may also like' } },
      },
      recentlyViewedBlock,
    ],
  },
];
