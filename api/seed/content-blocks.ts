import type { SeedBlock, SeedPage } from './content';

/**
 * The content blocks on the demo shop's pages: the FAQ on /klantenservice, the recently viewed on
 * product pages, and the pages /inspiratie (slider, sale product, product rows, collections,
 * Instagram, delivery countries) and /journey (the quiz). The home page keeps its blocks: the
 * e2e and API tests assert its exact block list, and it is at its first-load JS budget.
 * Language-neutral data in `settings`, texts per language in `content` (merged element by element).
 */

const image = (name: string) => ({ $image: name });

export const faqBlock: SeedBlock = {
  type: 'accordion',
  settings: { multiple: false },
  content: {
    nl: {
      title: 'Veelgestelde vragen',
      items: [
        { title: 'Hoe snel wordt mijn bestelling geleverd?', html: '<p>Op werkdagen voor 15:00 besteld is dezelfde dag verzonden; binnen Nederland heb je het meestal de volgende werkdag. Sieraden op maat en graveringen hebben 5 tot 10 werkdagen nodig.</p>' },
        { title: 'Hoe weet ik mijn ringmaat?', html: '<p>Meet de binnenkant van een ring die goed past, of meet je vinger met een strookje papier. In onze <a href="/maatgids">maatgids</a> staat hoe, met een omrekentabel.</p>' },
        { title: 'Kan ik een gegraveerd sieraad retourneren?', html: '<p>Gegraveerde en op maat gemaakte sieraden kunnen niet worden geretourneerd. Past de maat niet, dan passen we die <strong>kosteloos</strong> aan.</p>' },
        { title: 'Hoe betaal ik?', html: '<p>Met iDEAL, creditcard, PayPal of bankoverschrijving. Een cadeaubon en een kortingscode kun je samen gebruiken.</p>' },
        { title: 'Hoe onderhoud ik mijn sieraden?', html: '<ul><li>Doe je sieraden als laatste aan en als eerste uit.</li><li>Vermijd parfum, chloor en zeewater.</li><li>Kom langs in het atelier: reinigen is levenslang gratis.</li></ul>' },
      ],
    },
    en: {
      title: 'Frequently asked questions',
      items: [
        { title: 'How fast is my order delivered?', html: '<p>Ordered before 15:00 on a weekday, shipped the same day; within the Netherlands it usually arrives the next working day. Made-to-measure and engraved pieces need 5 to 10 working days.</p>' },
        { title: 'How do I find my ring size?', html: '<p>Measure the inside of a ring that fits well, or measure your finger with a strip of paper. Our <a href="/en/size-guide">size guide</a> shows how, with a conversion chart.</p>' },
        { title: 'Can I return an engraved piece?', html: '<p>Engraved and made-to-measure pieces cannot be returned. If the size is not right, we resize it <strong>free of charge</strong>.</p>' },
        { title: 'How do I pay?', html: '<p>With iDEAL, credit card, PayPal or bank transfer. A gift card and a discount code can be used together.</p>' },
        { title: 'How do I care for my jewellery?', html: '<ul><li>Put your jewellery on last and take it off first.</li><li>Avoid perfume, chlorine and sea water.</li><li>Visit the workshop: cleaning is free for life.</li></ul>' },
      ],
    },
  },
};

export const recentlyViewedBlock: SeedBlock = {
  type: 'recently-viewed',
  settings: { count: 4 },
  content: { nl: { title: 'Onlangs bekeken' }, en: { title: 'Recently viewed' } },
};

const instagramPosts = {
  settings: [
    { url: 'https://www.instagram.com/juwelieraurum/', image: image('tile-rings') },
    { url: '/catalog?categories=engagement-rings', image: image('tile-engagement') },
    { url: 'https://www.instagram.com/juwelieraurum/', image: image('tile-necklaces') },
    { url: '/catalog?categories=bracelets', image: image('tile-bracelets') },
    { url: 'https://www.instagram.com/juwelieraurum/', image: image('tile-diamonds') },
    { url: '/catalog?categories=engraved-jewellery', image: image('tile-engraved') },
  ],
  nl: [
    { caption: 'Saffier op goud: de ring van deze week' },
    { caption: 'Ja gezegd? Bekijk onze verlovingsringen' },
    { caption: 'Parels aan zilver, voor elke dag' },
    { caption: 'Uit het atelier: een tennisarmband krijgt zijn stenen' },
    { caption: 'De diamant van de week: ovaal geslepen' },
    { caption: 'Gratis graveren: initialen, een datum of coördinaten' },
  ],
  en: [
    { caption: 'Sapphire on gold: this week’s ring' },
    { caption: 'Said yes? See our engagement rings' },
    { caption: 'Pearls on silver, for every day' },
    { caption: 'From the workshop: a tennis bracelet gets its stones' },
    { caption: 'Diamond of the week: an oval cut' },
    { caption: 'Free engraving: initials, a date or coordinates' },
  ],
};

export const inspirationPage: SeedPage = {
  slug: 'inspiratie',
  enSlug: 'inspiration',
  layout: 'default',
  title: { nl: 'Inspiratie', en: 'Inspiration' },
  metaTitle: { nl: 'Inspiratie: sieraden kiezen en combineren', en: 'Inspiration: choosing and combining jewellery' },
  metaDescription: {
    nl: 'Ideeën voor elke gelegenheid: onze keuze, bestsellers, aanbiedingen en de collecties van ons atelier in Amsterdam.',
    en: 'Ideas for every occasion: our picks, bestsellers, offers and the collections of our Amsterdam workshop.',
  },
  blocks: [
    {
      type: 'slider',
      settings: {
        autoplay_ms: 0,
        slides: [
          { url: '/journey', image: image('promo-bridal') },
          { url: '/catalog?categories=engraved-jewellery', image: image('promo-engraving') },
          { url: '/collections', image: image('hero-map') },
        ],
      },
      content: {
        nl: {
          title: 'Ideeën voor elke gelegenheid',
          slides: [
            { title: 'Twijfel je nog?', text: 'Vijf korte vragen, en wij laten zien welke sieraden bij je passen.', button_text: 'Doe de sieradenquiz' },
            { title: 'Maak het persoonlijk', text: 'Initialen, een datum of coördinaten: gratis gegraveerd in ons atelier.', button_text: 'Bekijk graveerbare sieraden' },
            { title: 'Acht collecties, acht verhalen', text: 'Van Aurora tot Noordzee: elke collectie heeft haar eigen karakter.', button_text: 'Ontdek de collecties' },
          ],
        },
        en: {
          title: 'Ideas for every occasion',
          slides: [
            { title: 'Still not sure?', text: 'Five short questions, and we show you which pieces suit you.', button_text: 'Take the jewellery quiz' },
            { title: 'Make it personal', text: 'Initials, a date or coordinates: engraved for free in our workshop.', button_text: 'See engravable pieces' },
            { title: 'Eight collections, eight stories', text: 'From Aurora to Noordzee: every collection has its own character.', button_text: 'Discover the collections' },
          ],
        },
      },
    },
    // No slug: the catalogue's first product on sale with a running countdown.
    {
      type: 'sale-product',
      settings: {},
      content: {
        nl: { title: 'Aanbieding uitgelicht', subtitle: 'Nog even met korting, zolang de aanbieding loopt.', button_text: 'Bekijk de aanbieding' },
        en: { title: 'Featured offer', subtitle: 'Reduced for a little longer, while the offer lasts.', button_text: 'View the offer' },
      },
    },
    {
      type: 'promoted',
      settings: {
        layout: 'grid',
        products: [
          { slug: 'tennisarmband-aurora' },
          { slug: 'halo-verlovingsring-celeste-100-ct-ovale-saffier' },
          { sku: 'ESS-EA-0138-GOS' },
          { slug: 'parelketting-noordzee' },
        ],
      },
      content: {
        nl: { title: 'Onze keuze', subtitle: 'Door onze goudsmeden gekozen: sieraden waar we deze maand trots op zijn.' },
        en: { title: 'Our picks', subtitle: 'Chosen by our goldsmiths: the pieces we are proudest of this month.' },
      },
    },
    {
      type: 'best-selling',
      settings: { count: 8, layout: 'scroller', link: { url: '/catalog' } },
      content: {
        nl: { title: 'Bestsellers', subtitle: 'De sieraden die het vaakst een nieuw thuis vinden.', link: { text: 'Bekijk alle sieraden' } },
        en: { title: 'Bestsellers', subtitle: 'The pieces that most often find a new home.', link: { text: 'View all jewellery' } },
      },
    },
    {
      type: 'sales',
      settings: { count: 4, sort: 'cost|asc' },
      content: {
        nl: { title: 'In de aanbieding', subtitle: 'Met korting, zolang de voorraad strekt.' },
        en: { title: 'On sale', subtitle: 'Reduced, while stocks last.' },
      },
    },
    {
      type: 'entity',
      settings: { entity: 'collections' },
      content: {
        nl: { title: 'Onze collecties', intro: 'Elke collectie heeft een eigen verhaal, van art deco tot de Hollandse kust.' },
        en: { title: 'Our collections', intro: 'Every collection has its own story, from Art Deco to the Dutch coast.' },
      },
    },
    {
      type: 'instagram',
      settings: { handle: '@juwelieraurum', profile_url: 'https://www.instagram.com/juwelieraurum/', posts: instagramPosts.settings },
      content: {
        nl: { title: 'Op Instagram', posts: instagramPosts.nl },
        en: { title: 'On Instagram', posts: instagramPosts.en },
      },
    },
    {
      type: 'entity',
      settings: { entity: 'countries', links: false },
      content: {
        nl: { title: 'Wij bezorgen in', intro: 'Gratis en verzekerd binnen Nederland en België, en snel naar deze landen.' },
        en: { title: 'We deliver to', intro: 'Free and insured within the Netherlands and Belgium, and fast to these countries.' },
      },
    },
  ],
};

/** Answers and what each adds to the catalogue query (slugs as the catalogue URL names them, euros). */
const quiz = {
  settings: [
    {
      id: 'for-whom',
      answers: [{ id: 'myself', filters: {} }, { id: 'partner', filters: {} }, { id: 'gift', filters: { categories: ['gifts'] } }],
    },
    {
      id: 'occasion',
      answers: [
        { id: 'engagement', filters: { categories: ['engagement-rings'] } },
        { id: 'wedding', filters: { categories: ['wedding-rings'] } },
        { id: 'celebration', filters: { categories: ['necklaces', 'pendants', 'bracelets', 'earrings'] } },
        { id: 'everyday', filters: { categories: ['rings', 'necklaces', 'bracelets', 'earrings'] } },
      ],
    },
    {
      id: 'style',
      answers: [
        { id: 'classic', filters: { collections: ['heritage', 'bridal'] } },
        { id: 'minimal', filters: { collections: ['essentials', 'amsterdam'] } },
        { id: 'sparkle', filters: { collections: ['aurora', 'celeste'] } },
        { id: 'nature', filters: { collections: ['flora', 'noordzee'] } },
      ],
    },
    {
      id: 'metal',
      answers: [
        { id: 'yellow', filters: { materials: ['yellow-gold-14k', 'yellow-gold-18k', 'gold-over-silver'] } },
        { id: 'white', filters: { materials: ['white-gold-14k', 'platinum-950'] } },
        { id: 'rose', filters: { materials: ['rose-gold-14k'] } },
        { id: 'silver', filters: { materials: ['silver-925'] } },
      ],
    },
    {
      id: 'budget',
      answers: [{ id: 'under-250', filters: { max: 250 } }, { id: '250-1000', filters: { min: 250, max: 1000 } }, { id: 'over-1000', filters: { min: 1000 } }],
    },
  ],
  nl: [
    { title: 'Voor wie zoek je een sieraad?', answers: [{ label: 'Voor mezelf' }, { label: 'Voor mijn partner' }, { label: 'Als cadeau voor iemand anders' }] },
    { title: 'Wat is de gelegenheid?', answers: [{ label: 'Een aanzoek' }, { label: 'Onze trouwdag' }, { label: 'Een verjaardag of jubileum' }, { label: 'Gewoon, voor elke dag' }] },
    { title: 'Welke stijl past erbij?', answers: [{ label: 'Klassiek en tijdloos' }, { label: 'Strak en minimalistisch' }, { label: 'Met veel schittering' }, { label: 'Geïnspireerd op de natuur' }] },
    { title: 'Welk metaal heeft je voorkeur?', answers: [{ label: 'Geelgoud' }, { label: 'Witgoud of platina' }, { label: 'Roségoud' }, { label: 'Zilver' }] },
    { title: 'Wat is je budget?', answers: [{ label: 'Tot € 250' }, { label: '€ 250 tot € 1.000' }, { label: 'Meer dan € 1.000' }] },
  ],
  en: [
    { title: 'Who are you looking for?', answers: [{ label: 'For myself' }, { label: 'For my partner' }, { label: 'A gift for someone else' }] },
    { title: 'What is the occasion?', answers: [{ label: 'A proposal' }, { label: 'Our wedding day' }, { label: 'A birthday or anniversary' }, { label: 'Just for every day' }] },
    { title: 'Which style suits it?', answers: [{ label: 'Classic and timeless' }, { label: 'Clean and minimal' }, { label: 'Full of sparkle' }, { label: 'Inspired by nature' }] },
    { title: 'Which metal do you prefer?', answers: [{ label: 'Yellow gold' }, { label: 'White gold or platinum' }, { label: 'Rose gold' }, { label: 'Silver' }] },
    { title: 'What is your budget?', answers: [{ label: 'Up to € 250' }, { label: '€ 250 to € 1,000' }, { label: 'More than € 1,000' }] },
  ],
};

/** The quiz page of spec section 2 (`/journey`); the footer links it. No images, so an older shop can get it too. */
export const journeyPage: SeedPage = {
  slug: 'journey',
  layout: 'default',
  title: { nl: 'Vind je perfecte sieraad', en: 'Find your perfect piece' },
  metaTitle: { nl: 'Sieradenquiz: vind je perfecte sieraad', en: 'Jewellery quiz: find your perfect piece' },
  metaDescription: {
    nl: 'Vijf korte vragen over de gelegenheid, je stijl, je metaal en je budget, en wij laten zien welke sieraden bij je passen.',
    en: 'Five short questions about the occasion, your style, your metal and your budget, and we show you which pieces suit you.',
  },
  blocks: [
    {
      type: 'quizzes',
      settings: { count: 3, questions: quiz.settings },
      content: {
        nl: {
          title: 'In vijf vragen naar jouw sieraad',
          intro: 'Geen goed of fout: kies wat het dichtst in de buurt komt. Aan het eind zie je drie sieraden uit ons atelier, en alle sieraden die passen.',
          result_title: 'Dit past bij jou',
          questions: quiz.nl,
        },
        en: {
          title: 'Five questions to your piece',
          intro: 'No right or wrong: choose what comes closest. At the end you see three pieces from our workshop, and every piece that matches.',
          result_title: 'This suits you',
          questions: quiz.en,
        },
      },
    },
    recentlyViewedBlock,
  ],
};
