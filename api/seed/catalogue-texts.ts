/**
 * Words and sentences of the demo catalogue: taxonomies (metals, categories, collections,
 * stones, head styles, shapes, badges) and the shared sentence pools that catalogue.ts
 * combines into product texts. Placeholders in braces ({col}, {ct}, ...) are filled per
 * language by catalogue.ts; see `fill`.
 */
import type { MapPlace } from '../../domain/map/map-rules';
import type {
  JewelleryKind,
  MetalSlug,
  SeedMaterial,
  SeedMaterialCategory,
  SeedTaxon,
  StoneShapeSlug,
  Texts,
} from './types';

export type Lang = keyof Texts;
export const LANGS: readonly Lang[] = ['nl', 'en'];

// ---------------------------------------------------------------------------------------------
// Metals

export const MATERIAL_CATEGORIES: SeedMaterialCategory[] = [
  { slug: 'gold', title: { nl: 'Goud', en: 'Gold' } },
  { slug: 'platinum', title: { nl: 'Platina', en: 'Platinum' } },
  { slug: 'silver', title: { nl: 'Zilver', en: 'Silver' } },
  { slug: 'gold-over-silver', title: { nl: 'Verguld zilver', en: 'Gold over silver' } },
];

/** `code` is the metal part of a configuration SKU. */
export const MATERIALS: (SeedMaterial & { code: string })[] = [
  { slug: 'yellow-gold-14k', sku: 'MAT-YG14', code: 'YG14', category: 'gold', color: '#d4af37', title: { nl: '14 karaat geelgoud', en: '14k yellow gold' } },
  { slug: 'white-gold-14k', sku: 'MAT-WG14', code: 'WG14', category: 'gold', color: '#e8e6df', title: { nl: '14 karaat witgoud', en: '14k white gold' } },
  { slug: 'rose-gold-14k', sku: 'MAT-RG14', code: 'RG14', category: 'gold', color: '#e0a98c', title: { nl: '14 karaat roségoud', en: '14k rose gold' } },
  { slug: 'yellow-gold-18k', sku: 'MAT-YG18', code: 'YG18', category: 'gold', color: '#c9a227', title: { nl: '18 karaat geelgoud', en: '18k yellow gold' } },
  { slug: 'platinum-950', sku: 'MAT-PT950', code: 'PT950', category: 'platinum', color: '#e5e4e2', title: { nl: '950 platina', en: '950 platinum' } },
  { slug: 'silver-925', sku: 'MAT-AG925', code: 'AG925', category: 'silver', color: '#c0c0c0', title: { nl: '925 sterling zilver', en: '925 sterling silver' } },
  { slug: 'gold-over-silver', sku: 'MAT-GOS', code: 'GOS', category: 'gold-over-silver', color: '#dcb85a', title: { nl: 'Verguld zilver', en: 'Gold-plated silver' } },
];

export function material(slug: MetalSlug): SeedMaterial & { code: string } {
  const found = MATERIALS.find((m) => m.slug === slug);
  if (!found) throw new Error(`unknown material ${slug}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Categories and collections

const taxon = (slug: string, prefix: string, nl: string, en: string, dNl?: string, dEn?: string): SeedTaxon => ({
  slug,
  sku: `${prefix}-${slug.toUpperCase()}`,
  title: { nl, en },
  ...(dNl && dEn ? { description: { nl: dNl, en: dEn } } : {}),
});

export const CATEGORIES: SeedTaxon[] = [
  taxon('rings', 'CAT', 'Ringen', 'Rings', 'Van fijne aanschuifringen tot opvallende cocktailringen, in goud, platina en zilver.', 'From delicate stacking rings to bold cocktail rings, in gold, platinum and silver.'),
  taxon('engagement-rings', 'CAT', 'Verlovingsringen', 'Engagement rings', 'Solitairs, halo’s en trilogy-ringen met diamant of edelsteen, met de hand afgewerkt in Amsterdam.', 'Solitaires, halos and three-stone rings with diamonds or gemstones, hand-finished in Amsterdam.'),
  taxon('wedding-rings', 'CAT', 'Trouwringen', 'Wedding rings', 'Trouwringen voor het leven: klassiek, gehamerd of met diamant, altijd gratis gegraveerd.', 'Wedding bands for life: classic, hammered or with diamonds, always engraved for free.'),
  taxon('diamonds', 'CAT', 'Diamanten', 'Diamonds', 'Losse, gecertificeerde diamanten in veertien slijpvormen, persoonlijk geselecteerd door onze gemmoloog.', 'Loose, certified diamonds in fourteen cuts, personally selected by our gemmologist.'),
  taxon('necklaces', 'CAT', 'Kettingen', 'Necklaces', 'Schakelkettingen, parels en tenniskettingen om los te dragen of te combineren.', 'Link chains, pearls and tennis necklaces to wear alone or layer.'),
  taxon('pendants', 'CAT', 'Hangers', 'Pendants', 'Hangers met een verhaal, geleverd aan een bijpassende ketting.', 'Pendants with a story, supplied on a matching chain.'),
  taxon('bracelets', 'CAT', 'Armbanden', 'Bracelets', 'Tennisarmbanden, bangles en fijne schakelarmbanden voor elke pols.', 'Tennis bracelets, bangles and fine link bracelets for every wrist.'),
  taxon('earrings', 'CAT', 'Oorbellen', 'Earrings', 'Oorknopjes, creolen en oorhangers, nikkelvrij en geschikt voor gevoelige oren.', 'Studs, hoops and drop earrings, nickel-free and kind to sensitive ears.'),
  taxon('engraved-jewellery', 'CAT', 'Gegraveerde sieraden', 'Engraved jewellery', 'Sieraden met een naam, datum of boodschap, gratis gegraveerd in ons eigen atelier.', 'Jewellery with a name, date or message, engraved for free in our own workshop.'),
  taxon('map-jewellery', 'CAT', 'Stadskaart sieraden', 'Map jewellery', 'Het stratenpatroon van jouw stad, uitgesneden in zilver of goud.', 'The streets of your city, cut out in silver or gold.'),
  taxon('gifts', 'CAT', 'Cadeaus', 'Gifts', 'Cadeautips voor verjaardagen, jubilea en gewoon omdat het kan, mooi ingepakt.', 'Gift ideas for birthdays, anniversaries or just because, beautifully wrapped.'),
];

export interface Collection extends SeedTaxon {
  /** Vendor model prefix, e.g. AUR in AUR-R-0012. */
  code: string;
  /** One sentence about the collection, used in product descriptions. */
  line: Texts;
}

const collection = (slug: string, code: string, nl: string, en: string, d: Texts, line: Texts): Collection => ({
  ...taxon(slug, 'COL', nl, en, d.nl, d.en),
  code,
  line,
});

export const COLLECTIONS: Collection[] = [
  collection('aurora', 'AUR', 'Aurora', 'Aurora',
    { nl: 'Sieraden die het licht vangen als de eerste zon van de dag: open zettingen en heldere stenen.', en: 'Jewellery that catches the light like the first sun of the day: open settings and bright stones.' },
    { nl: 'Aurora draait om licht: open zettingen en heldere stenen die bij elke beweging oplichten.', en: 'Aurora is all about light: open settings and bright stones that flash with every movement.' }),
  collection('essentials', 'ESS', 'Essentials', 'Essentials',
    { nl: 'Onze basis: sieraden die je elke dag draagt en nooit meer afdoet.', en: 'Our foundations: pieces you wear every day and never take off.' },
    { nl: 'Essentials is onze collectie voor elke dag: eenvoudige vormen, eerlijke materialen en een prijs waar je blij van wordt.', en: 'Essentials is our everyday collection: simple shapes, honest materials and prices that make you smile.' }),
  collection('heritage', 'HER', 'Heritage', 'Heritage',
    { nl: 'Geïnspireerd op art deco en antieke familiesieraden, met milgrain en fijn handwerk.', en: 'Inspired by Art Deco and antique heirlooms, with milgrain and fine handwork.' },
    { nl: 'De Heritage-collectie is geïnspireerd op art deco en de familiesieraden die van generatie op generatie gaan.', en: 'The Heritage collection takes its cue from Art Deco and the heirlooms passed down from one generation to the next.' }),
  collection('celeste', 'CEL', 'Celeste', 'Celeste',
    { nl: 'Sterren, manen en diepblauwe saffieren voor wie graag naar de hemel kijkt.', en: 'Stars, moons and deep blue sapphires for anyone who loves to look up.' },
    { nl: 'Celeste is onze ode aan de nachtelijke hemel, vol sterren, manen en diepblauwe stenen.', en: 'Celeste is our ode to the night sky, full of stars, moons and deep blue stones.' }),
  collection('amsterdam', 'AMS', 'Amsterdam', 'Amsterdam',
    { nl: 'Grachten, bruggen en gevels van onze eigen stad, vertaald naar strakke, grafische sieraden.', en: 'The canals, bridges and gables of our home city, translated into clean, graphic jewellery.' },
    { nl: 'De Amsterdam-collectie vertaalt de grachten en gevels van onze stad naar strakke, grafische lijnen.', en: 'The Amsterdam collection turns the canals and gables of our city into clean, graphic lines.' }),
  collection('bridal', 'BRI', 'Bridal', 'Bridal',
    { nl: 'Verlovingsringen, trouwringen en sieraden voor de mooiste dag, die bij elkaar passen.', en: 'Engagement rings, wedding bands and bridal jewellery, all designed to go together.' },
    { nl: 'Alles uit de Bridal-collectie is zo ontworpen dat het naadloos samengaat: van verlovingsring tot trouwring.', en: 'Everything in the Bridal collection is designed to go together, from engagement ring to wedding band.' }),
  collection('noordzee', 'NRD', 'Noordzee', 'Noordzee',
    { nl: 'Parels, schelpen en de kleuren van de kust, gemaakt met zand tussen de tenen.', en: 'Pearls, shells and the colours of the coast, made with sand between our toes.' },
    { nl: 'Noordzee is geïnspireerd op de Hollandse kust: parels, schelpen en zeewind.', en: 'Noordzee is inspired by the Dutch coast: pearls, shells and a salty breeze.' }),
  collection('flora', 'FLO', 'Flora', 'Flora',
    { nl: 'Bladeren, bloemen en groene edelstenen, als een wandeling door de Hortus.', en: 'Leaves, flowers and green gemstones, like a stroll through the botanical garden.' },
    { nl: 'Flora haalt haar vormen uit de natuur: bladeren, bloemknoppen en kleurrijke edelstenen.', en: 'Flora takes its shapes from nature: leaves, buds and colourful gemstones.' }),
];

// ---------------------------------------------------------------------------------------------
// Stones, head styles, shapes, badges

export type StoneSlug = 'diamond' | 'lab-grown-diamond' | 'sapphire' | 'emerald' | 'ruby' | 'pearl' | 'moissanite';

export interface Stone extends SeedTaxon {
  slug: StoneSlug;
  /** Singular and plural nouns, lower case. */
  one: Texts;
  many: Texts;
  /** A sentence about the stone for product descriptions. */
  note: Texts;
}

const stone = (slug: StoneSlug, title: Texts, one: Texts, many: Texts, note: Texts): Stone => ({
  slug,
  sku: `STN-${slug.toUpperCase()}`,
  title,
  one,
  many,
  note,
});

export const STONES: Stone[] = [
  stone('diamond', { nl: 'Diamant', en: 'Diamond' }, { nl: 'diamant', en: 'diamond' }, { nl: 'diamanten', en: 'diamonds' },
    { nl: 'Diamant is de hardste natuurlijke steen en blijft een leven lang stralen.', en: 'Diamond is the hardest natural stone and keeps its sparkle for a lifetime.' }),
  stone('lab-grown-diamond', { nl: 'Lab-grown diamant', en: 'Lab-grown diamond' }, { nl: 'lab-grown diamant', en: 'lab-grown diamond' }, { nl: 'lab-grown diamanten', en: 'lab-grown diamonds' },
    { nl: 'Een lab-grown diamant is chemisch gelijk aan een natuurlijke diamant: dezelfde schittering, voor een vriendelijkere prijs.', en: 'A lab-grown diamond is chemically identical to a mined one: the same fire, at a friendlier price.' }),
  stone('sapphire', { nl: 'Saffier', en: 'Sapphire' }, { nl: 'saffier', en: 'sapphire' }, { nl: 'saffieren', en: 'sapphires' },
    { nl: 'Saffier staat voor trouw en heeft een diepblauwe kleur die bij elk licht net anders oogt.', en: 'Sapphire stands for loyalty, with a deep blue that shifts in every light.' }),
  stone('emerald', { nl: 'Smaragd', en: 'Emerald' }, { nl: 'smaragd', en: 'emerald' }, { nl: 'smaragden', en: 'emeralds' },
    { nl: 'Smaragd heeft een rijke groene kleur; kleine insluitsels horen bij deze steen en maken elk exemplaar uniek.', en: 'Emerald has a rich green colour; tiny inclusions are part of its character and make every stone unique.' }),
  stone('ruby', { nl: 'Robijn', en: 'Ruby' }, { nl: 'robijn', en: 'ruby' }, { nl: 'robijnen', en: 'rubies' },
    { nl: 'Robijn is na diamant een van de hardste edelstenen en heeft een warme, dieprode gloed.', en: 'After diamond, ruby is one of the hardest gemstones, with a warm, deep red glow.' }),
  stone('pearl', { nl: 'Parel', en: 'Pearl' }, { nl: 'parel', en: 'pearl' }, { nl: 'parels', en: 'pearls' },
    { nl: 'We gebruiken zoetwaterparels met een zachte, natuurlijke glans; geen twee zijn precies hetzelfde.', en: 'We use freshwater pearls with a soft, natural lustre; no two are exactly alike.' }),
  stone('moissanite', { nl: 'Moissaniet', en: 'Moissanite' }, { nl: 'moissaniet', en: 'moissanite' }, { nl: 'moissanieten', en: 'moissanites' },
    { nl: 'Moissaniet schittert zelfs feller dan diamant en is bijna net zo hard, ideaal voor elke dag.', en: 'Moissanite sparkles even more brightly than diamond and is almost as hard, ideal for every day.' }),
];

export function stoneOf(slug: StoneSlug): Stone {
  const found = STONES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown stone ${slug}`);
  return found;
}

export type HeadStyleSlug = 'solitaire' | 'halo' | 'three-stone' | 'pave' | 'bezel' | 'cathedral' | 'vintage';

export const HEAD_STYLES: SeedTaxon[] = [
  taxon('solitaire', 'HS', 'Solitair', 'Solitaire'),
  taxon('halo', 'HS', 'Halo', 'Halo'),
  taxon('three-stone', 'HS', 'Drie stenen', 'Three stone'),
  taxon('pave', 'HS', 'Pavé', 'Pavé'),
  taxon('bezel', 'HS', 'Chaton', 'Bezel'),
  taxon('cathedral', 'HS', 'Kathedraal', 'Cathedral'),
  taxon('vintage', 'HS', 'Vintage', 'Vintage'),
];

export interface Shape extends SeedTaxon {
  slug: StoneShapeSlug;
  /** Adjective before a stone noun: 'ovale saffier', 'oval sapphire'. */
  adj: Texts;
  /** A sentence about the cut, for loose diamonds. */
  note: Texts;
}

const shape = (slug: StoneShapeSlug, title: Texts, adj: Texts, note: Texts): Shape => ({
  slug,
  sku: `SHP-${slug.toUpperCase()}`,
  title,
  adj,
  note,
});

export const STONE_SHAPES: Shape[] = [
  shape('round', { nl: 'Rond', en: 'Round' }, { nl: 'ronde', en: 'round' },
    { nl: 'De ronde briljant heeft 57 facetten en geeft van alle slijpvormen de meeste schittering.', en: 'The round brilliant has 57 facets and gives the most sparkle of any cut.' }),
  shape('princess', { nl: 'Princess', en: 'Princess' }, { nl: 'princess geslepen', en: 'princess-cut' },
    { nl: 'De princess is de populairste vierkante slijpvorm: strak, modern en vol vuur.', en: 'The princess is the most popular square cut: sleek, modern and full of fire.' }),
  shape('asscher', { nl: 'Asscher', en: 'Asscher' }, { nl: 'asscher geslepen', en: 'Asscher-cut' },
    { nl: 'De Asscher-slijpvorm werd in 1902 in Amsterdam ontwikkeld door Joseph Asscher; de getrapte facetten geven een betoverend spiegeleffect.', en: 'The Asscher cut was developed in Amsterdam in 1902 by Joseph Asscher; its step facets create a mesmerising hall-of-mirrors effect.' }),
  shape('cushion', { nl: 'Cushion', en: 'Cushion' }, { nl: 'cushion geslepen', en: 'cushion-cut' },
    { nl: 'De cushion combineert een vierkante vorm met zachte, afgeronde hoeken, als een klein kussentje.', en: 'The cushion pairs a square outline with soft, rounded corners, like a little pillow.' }),
  shape('oval', { nl: 'Ovaal', en: 'Oval' }, { nl: 'ovale', en: 'oval' },
    { nl: 'Een ovale steen lijkt groter dan een ronde steen van hetzelfde gewicht en laat je vinger slanker ogen.', en: 'An oval looks larger than a round stone of the same weight and flatters the finger.' }),
  shape('radiant', { nl: 'Radiant', en: 'Radiant' }, { nl: 'radiant geslepen', en: 'radiant-cut' },
    { nl: 'De radiant heeft afgeschuinde hoeken en briljante facetten: een rechthoekige steen met volop schittering.', en: 'The radiant has trimmed corners and brilliant facets: a rectangular stone with plenty of sparkle.' }),
  shape('pear', { nl: 'Peer', en: 'Pear' }, { nl: 'peervormige', en: 'pear-shaped' },
    { nl: 'De peervorm combineert een ronde en een puntige kant en oogt als een vallende druppel.', en: 'The pear shape combines a rounded end and a point, like a falling drop.' }),
  shape('heart', { nl: 'Hart', en: 'Heart' }, { nl: 'hartvormige', en: 'heart-shaped' },
    { nl: 'De hartvorm is een van de lastigste slijpvormen; alleen een mooi symmetrische steen laat het hart echt spreken.', en: 'The heart is one of the most demanding cuts; only a well-balanced stone shows the shape at its best.' }),
  shape('marquise', { nl: 'Marquise', en: 'Marquise' }, { nl: 'marquise geslepen', en: 'marquise-cut' },
    { nl: 'De langwerpige marquise met twee punten zou ooit zijn gemaakt voor de markiezin de Pompadour.', en: 'The elongated marquise, with its two points, is said to have been made for the Marquise de Pompadour.' }),
  shape('triangle', { nl: 'Driehoek', en: 'Triangle' }, { nl: 'driehoekige', en: 'triangle-cut' },
    { nl: 'Een driehoekige steen met rechte zijden is ideaal als zijsteen naast een rechthoekige middensteen.', en: 'A triangular stone with straight sides is ideal as a side stone next to a rectangular centre stone.' }),
  shape('trillion', { nl: 'Trillion', en: 'Trillion' }, { nl: 'trillion geslepen', en: 'trillion-cut' },
    { nl: 'De trillion is een driehoek met licht gebogen zijden en briljante facetten, die veel licht teruggeeft.', en: 'The trillion is a triangle with gently curved sides and brilliant facets that return plenty of light.' }),
  shape('baguette', { nl: 'Baguette', en: 'Baguette' }, { nl: 'baguette geslepen', en: 'baguette-cut' },
    { nl: 'De rechthoekige baguette met getrapte facetten geeft een strak, art-deco-achtig effect.', en: 'The rectangular baguette, with its step facets, gives a clean Art Deco effect.' }),
  shape('tapered-baguette', { nl: 'Taps toelopende baguette', en: 'Tapered baguette' }, { nl: 'taps toelopende baguette', en: 'tapered baguette' },
    { nl: 'De taps toelopende baguette wordt aan één kant smaller en sluit daardoor mooi aan op een middensteen.', en: 'The tapered baguette narrows towards one end, so it sits neatly against a centre stone.' }),
  shape('emerald', { nl: 'Emerald', en: 'Emerald' }, { nl: 'emerald geslepen', en: 'emerald-cut' },
    { nl: 'De emerald cut is een rechthoekige trapslijpvorm met lange, heldere facetten die de zuiverheid van de steen laten zien.', en: 'The emerald cut is a rectangular step cut with long, clear facets that show off the clarity of the stone.' }),
];

export function shapeOf(slug: StoneShapeSlug): Shape {
  const found = STONE_SHAPES.find((s) => s.slug === slug);
  if (!found) throw new Error(`unknown shape ${slug}`);
  return found;
}

export type BadgeSlug = 'new' | 'sale' | 'bestseller' | 'limited' | 'handmade';
type Tone = 'new' | 'sale' | 'bestseller' | 'limited' | 'neutral';

export const BADGES: (SeedTaxon & { slug: BadgeSlug; tone: Tone })[] = [
  { ...taxon('new', 'BDG', 'Nieuw', 'New'), slug: 'new', tone: 'new' },
  { ...taxon('sale', 'BDG', 'Sale', 'Sale'), slug: 'sale', tone: 'sale' },
  { ...taxon('bestseller', 'BDG', 'Bestseller', 'Bestseller'), slug: 'bestseller', tone: 'bestseller' },
  { ...taxon('limited', 'BDG', 'Limited edition', 'Limited edition'), slug: 'limited', tone: 'limited' },
  { ...taxon('handmade', 'BDG', 'Handgemaakt', 'Handmade'), slug: 'handmade', tone: 'neutral' },
];

// ---------------------------------------------------------------------------------------------
// Sentence pools

/** Workshop and service sentences per product group; one is picked per product. */
export const CRAFT: Record<'ring' | 'engagement' | 'neck' | 'wrist' | 'ear', Texts[]> = {
  ring: [
    { nl: 'Elke ring wordt in ons atelier in Amsterdam met de hand afgewerkt en gepolijst.', en: 'Every ring is hand-finished and polished in our Amsterdam workshop.' },
    { nl: 'Twijfel je over je maat? Binnen 30 dagen ruil je gratis voor een andere maat.', en: 'Not sure about your size? You can exchange it for another size free of charge within 30 days.' },
    { nl: 'Onze goudsmeden maken deze ring in Amsterdam van gerecycled edelmetaal.', en: 'Our goldsmiths make this ring in Amsterdam from recycled precious metal.' },
    { nl: 'Je ring wordt geleverd in een houten etui, klaar om cadeau te geven.', en: 'Your ring arrives in a wooden box, ready to give.' },
  ],
  engagement: [
    { nl: 'Je verlovingsring wordt in ons atelier in Amsterdam met de hand afgewerkt en geleverd in een houten etui.', en: 'Your engagement ring is hand-finished in our Amsterdam workshop and delivered in a wooden ring box.' },
    { nl: 'Weet je de ringmaat van je partner niet? Je ruilt kosteloos tot 30 dagen na levering, ook na het aanzoek.', en: 'Don’t know your partner’s ring size? Exchanges are free up to 30 days after delivery, even after the proposal.' },
    { nl: 'Bij elke verlovingsring krijg je een certificaat van echtheid en gratis onderhoud: eens per jaar polijsten en de zetting controleren.', en: 'Every engagement ring comes with a certificate of authenticity and free aftercare: a yearly polish and setting check.' },
    { nl: 'Liever eerst passen? Maak een afspraak in ons atelier in Amsterdam; we nemen rustig de tijd voor je.', en: 'Would you rather try it on first? Book an appointment at our Amsterdam workshop and we’ll take all the time you need.' },
  ],
  neck: [
    { nl: 'De ketting sluit met een stevige karabijnsluiting en heeft een extra oogje, zodat je hem ook twee centimeter korter draagt.', en: 'The chain fastens with a sturdy lobster clasp and has an extra ring, so you can also wear it two centimetres shorter.' },
    { nl: 'Alle kettingen worden in ons Amsterdamse atelier op lengte gemaakt en met de hand gecontroleerd.', en: 'Every chain is cut to length and checked by hand in our Amsterdam workshop.' },
    { nl: 'We werken uitsluitend met gerecycled zilver en goud, en verpakken alles plasticvrij.', en: 'We only work with recycled silver and gold, and all our packaging is plastic-free.' },
    { nl: 'Geleverd in een linnen sieradenzakje, klaar om cadeau te geven.', en: 'Delivered in a linen jewellery pouch, ready to give.' },
  ],
  wrist: [
    { nl: 'Meet je pols en tel er één à twee centimeter bij op: dan heb je de ideale lengte.', en: 'Measure your wrist and add one to two centimetres for the ideal length.' },
    { nl: 'Elke armband wordt in ons atelier in Amsterdam met de hand afgewerkt.', en: 'Every bracelet is hand-finished in our Amsterdam workshop.' },
    { nl: 'We werken uitsluitend met gerecycled edelmetaal en verpakken plasticvrij.', en: 'We only work with recycled precious metals and our packaging is plastic-free.' },
    { nl: 'Geleverd in een linnen sieradenzakje, klaar om cadeau te geven.', en: 'Delivered in a linen jewellery pouch, ready to give.' },
  ],
  ear: [
    { nl: 'De oorbellen worden per paar verkocht en geleverd met een set extra sluitingen.', en: 'Sold as a pair and supplied with a set of spare backs.' },
    { nl: 'Al onze oorbellen zijn nikkelvrij en geschikt voor gevoelige oren.', en: 'All our earrings are nickel-free and suitable for sensitive ears.' },
    { nl: 'Met de hand afgewerkt in ons atelier in Amsterdam.', en: 'Hand-finished in our Amsterdam workshop.' },
    { nl: 'Om hygiënische redenen kun je oorbellen alleen in de ongeopende verpakking retourneren.', en: 'For hygiene reasons, earrings can only be returned in their unopened packaging.' },
  ],
};

/** Care sentences by metal mix. */
export const CARE = {
  silver: [
    { nl: 'Zilver kan na verloop van tijd wat donkerder worden; met een zilverpoetsdoekje glanst het weer als nieuw.', en: 'Silver can darken slightly over time; a polishing cloth brings back the shine in seconds.' },
    { nl: 'Bewaar je sieraad in het meegeleverde zakje en doe het af bij het sporten, zwemmen en douchen.', en: 'Keep your jewellery in the pouch provided and take it off for sport, swimming and showering.' },
  ],
  plated: [
    { nl: 'Verguld zilver heeft bij ons een laag van 3 micron 14 karaat goud; met een beetje zorg blijft het jarenlang mooi.', en: 'Our gold over silver has a 3 micron layer of 14k gold; with a little care it stays beautiful for years.' },
  ],
  gold: [
    { nl: 'Goud en platina verkleuren niet. Lauw water, een druppel afwasmiddel en een zacht borsteltje zijn alles wat je nodig hebt.', en: 'Gold and platinum never tarnish. Lukewarm water, a drop of washing-up liquid and a soft brush are all you need.' },
    { nl: 'Doe je sieraad af bij het sporten en in het zwembad, en bewaar het apart zodat het geen krasjes krijgt.', en: 'Take your jewellery off for sport and swimming, and store it separately to avoid scratches.' },
    { nl: 'Kom eens per jaar langs voor een gratis poetsbeurt en een controle van de zetting.', en: 'Drop by once a year for a free polish and a check of the setting.' },
  ],
  pearl: [
    { nl: 'Parels zijn gevoelig voor parfum en cosmetica: doe je sieraad als laatste aan en als eerste weer af.', en: 'Pearls are sensitive to perfume and cosmetics: put your jewellery on last and take it off first.' },
  ],
} satisfies Record<string, Texts[]>;

/** "Je kiest uit {list}." — {list} joins the metals with the given conjunction. */
export const METAL_SENTENCES: { many: { nl: [string, string]; en: [string, string] }[]; one: Texts[] } = {
  many: [
    { nl: ['Je kiest uit {list}.', 'en'], en: ['Choose from {list}.', 'or'] },
    { nl: ['Verkrijgbaar in {list}.', 'en'], en: ['Available in {list}.', 'and'] },
    { nl: ['Leverbaar in {list}.', 'en'], en: ['Made in your choice of {list}.', 'or'] },
  ],
  one: [
    { nl: 'Gemaakt van {list}.', en: 'Made in {list}.' },
    { nl: 'Uitgevoerd in {list}.', en: 'Crafted in {list}.' },
  ],
};

export const ENGRAVING: Texts = {
  nl: 'Graveren is gratis: vul je tekst in bij het bestellen, dan is je sieraad binnen twee werkdagen klaar.',
  en: 'Engraving is free: just add your text when you order and your piece will be ready within two working days.',
};

export const META_TAIL: Texts = {
  nl: 'Gratis verzending en 30 dagen retour.',
  en: 'Free shipping and 30-day returns.',
};

// ---------------------------------------------------------------------------------------------
// Helpers

/** Replaces {name} placeholders; throws on a missing value so no template leaks into the shop. */
export function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`missing {${key}} in "${template}"`);
    return value;
  });
}

/** "a, b en c" / "a, b or c". */
export function joinList(items: string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Carat weight with the language's decimal separator: 0,50 / 0.50. */
export function carat(value: number, lang: Lang): string {
  const text = value.toFixed(2);
  return lang === 'nl' ? text.replace('.', ',') : text;
}

/** A width in mm: "2,5" / "2.5", "4" / "4". */
export function decimal(value: number, lang: Lang): string {
  return lang === 'nl' ? String(value).replace('.', ',') : String(value);
}

/** English indefinite article for a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-case kebab-case slug from a Dutch title, without filler words. */
export function slugify(title: string): string {
  const filler = new Set(['met', 'van', 'en', 'de', 'het', 'een', 'geslepen']);
  return title
    .replace(/(\d),(\d)/g, '$1$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !filler.has(word))
    .join('-');
}

// ---------------------------------------------------------------------------------------------
// Product designs: what a piece is, what it costs in 14k gold, and how we describe it.
// Text tuples are [title, subTitle, shortDescription, first description paragraph].
// Placeholders: {col} collection, {stone}/{stones} main stone, {shape} shape adjective,
// {aShape} (en) "an oval", {ct} carat weight, {w} band width, {city}/{detail} for map pieces.

export type Form = 'ring' | 'neck' | 'wrist' | 'ear';
type Lines = [title: string, sub: string, short: string, intro: string];

export interface Design {
  kind: JewelleryKind;
  /** Main category first. */
  categories: string[];
  /** Decides the sizes (ring size, chain or bracelet length, none) and the workshop sentence. */
  form: Form;
  /** Kind part of the vendor model, e.g. R in AUR-R-0012. */
  code: string;
  /** Price in 14k gold in EUR before stones; for engagement rings the setting alone. */
  gold: number;
  /** Price in 925 silver in EUR, for designs we also make in silver. */
  silver?: number;
  heads?: HeadStyleSlug[];
  /** Stones besides the main one, e.g. the small diamonds of a halo. */
  extraStones?: StoneSlug[];
  extraShapes?: StoneShapeSlug[];
  handmade?: boolean;
  engravable?: boolean;
  nl: Lines;
  en: Lines;
}

const ring = (gold: number, silver: number | undefined, extra: Partial<Design>, nl: Lines, en: Lines): Design => ({
  kind: 'ring', categories: ['rings'], form: 'ring', code: 'R', gold, ...(silver ? { silver } : {}), ...extra, nl, en,
});

const engagement = (head: HeadStyleSlug, setting: number, extra: Partial<Design>, nl: Lines, en: Lines): Design => ({
  kind: 'engagement-ring', categories: ['engagement-rings'], form: 'ring', code: 'ER', gold: setting, heads: [head], ...extra, nl, en,
});

const wedding = (gold: number, extra: Partial<Design>, nl: Lines, en: Lines): Design => ({
  kind: 'wedding-ring', categories: ['wedding-rings'], form: 'ring', code: 'WR', gold, engravable: true, ...extra, nl, en,
});

const piece = (kind: 'necklace' | 'pendant' | 'bracelet' | 'earrings', gold: number, silver: number | undefined, extra: Partial<Design>, nl: Lines, en: Lines): Design => {
  const shape = {
    necklace: { categories: ['necklaces'], form: 'neck', code: 'N' },
    pendant: { categories: ['pendants'], form: 'neck', code: 'P' },
    bracelet: { categories: ['bracelets'], form: 'wrist', code: 'B' },
    earrings: { categories: ['earrings'], form: 'ear', code: 'EA' },
  } as const;
  return { kind, ...shape[kind], categories: [...shape[kind].categories], gold, ...(silver ? { silver } : {}), ...extra, nl, en };
};

const engraved = (form: Form, category: string, gold: number, silver: number, extra: Partial<Design>, nl: Lines, en: Lines): Design => ({
  kind: 'engraved', categories: ['engraved-jewellery', category], form, code: 'G', gold, silver, engravable: true, ...extra, nl, en,
});

const mapDesign = (form: Form, category: string, nl: Lines, en: Lines): Design => ({
  kind: 'map', categories: ['map-jewellery', category], form, code: 'M', gold: 395, silver: 89, engravable: true, nl, en,
});

export const DESIGNS = {
  // Rings ---------------------------------------------------------------------------------
  stacking: ring(295, 59, {},
    ['Aanschuifring {col}', 'Smalle ring om mee te stapelen', 'Een fijne aanschuifring die je los draagt of combineert met je andere ringen.', 'Deze smalle ring van 1,5 mm is gemaakt om te combineren. Draag hem los voor een minimalistische look, of stapel hem met twee of drie andere ringen.'],
    ['{col} stacking ring', 'A slim ring made for stacking', 'A delicate stacking ring to wear on its own or together with your other rings.', 'At 1.5 mm wide, this slim ring is made for combining. Wear it alone for a minimal look or stack it with two or three others.']),
  stackingPave: ring(545, undefined, { heads: ['pave'] },
    ['Aanschuifring {col} met pavé diamanten', 'Met een rij kleine diamanten', 'Een smalle ring met een rij kleine diamanten, ideaal om te stapelen.', 'Op de bovenkant van de band zitten elf kleine diamanten van samen {ct} ct, zo dicht tegen elkaar gezet dat het lijkt alsof de ring van licht is gemaakt.'],
    ['{col} pavé stacking ring', 'Set with a row of tiny diamonds', 'A slim ring set with a row of tiny diamonds, ideal for stacking.', 'Eleven small diamonds totalling {ct} ct sit close together across the top of the band, as if the ring were made of light.']),
  solitaire: ring(395, undefined, { heads: ['solitaire'] },
    ['Solitaire ring {col} met {ct} ct {stone}', 'Eén {shape} {stone} in een open zetting', 'Een tijdloze ring met één stralende {stone} van {ct} ct.', 'Een {shape} {stone} van {ct} karaat, gezet in vier slanke grijpers zodat er zoveel mogelijk licht in de steen valt. Subtiel genoeg voor elke dag, bijzonder genoeg voor een moment om nooit te vergeten.'],
    ['{col} solitaire ring with {ct} ct {stone}', 'A single {shape} {stone} in an open setting', 'A timeless ring with a single sparkling {ct} ct {stone}.', 'A {ct} carat {shape} {stone} held by four slender prongs, so as much light as possible reaches the stone. Subtle enough for every day, special enough for a moment you will never forget.']),
  gem: ring(445, undefined, {},
    ['Ring {col} met {shape} {stone}', 'Met een {stone} van {ct} ct', 'Een elegante ring met een {shape} {stone} die direct de aandacht trekt.', 'De {shape} {stone} van {ct} ct rust in een lage zetting, zodat de ring prettig draagt en nergens achter blijft haken. Naar de steen toe loopt de band licht taps toe.'],
    ['{col} ring with {shape} {stone}', 'With a {ct} ct {stone}', 'An elegant ring with {aShape} {stone} that instantly draws the eye.', 'The {ct} ct {shape} {stone} sits in a low setting, so the ring is comfortable to wear and never catches on anything. The band tapers gently towards the stone.']),
  halo: ring(695, undefined, { heads: ['halo'], extraStones: ['diamond'] },
    ['Halo ring {col} met {stone}', 'Omringd door kleine diamanten', 'Een {shape} {stone} omringd door een krans van kleine diamanten.', 'Rond de {shape} {stone} van {ct} ct ligt een krans van kleine diamanten, die de middensteen groter en feller laat lijken. Een echte blikvanger, ook bij kaarslicht.'],
    ['{col} halo ring with {stone}', 'Surrounded by tiny diamonds', 'A {shape} {stone} framed by a halo of tiny diamonds.', 'A halo of small diamonds surrounds the {ct} ct {shape} {stone}, making the centre stone look larger and brighter. A real eye-catcher, even by candlelight.']),
  eternity: ring(695, undefined, { heads: ['pave'] },
    ['Alliancering {col} met {ct} ct diamanten', 'Rondom gezet met diamanten', 'Een alliancering met een ononderbroken rij diamanten, het symbool van eeuwige liefde.', 'De diamanten van samen {ct} ct lopen helemaal rond de band, elk in een eigen grijperzetting. Zo zie je vanuit elke hoek schittering, ook als de ring een beetje draait.'],
    ['{col} eternity ring with {ct} ct diamonds', 'Diamonds all the way round', 'An eternity ring with an unbroken line of diamonds, the symbol of everlasting love.', 'Diamonds totalling {ct} ct run all the way around the band, each in its own prong setting, so it sparkles from every angle, even when the ring turns on your finger.']),
  twist: ring(345, 69, { handmade: true },
    ['Gedraaide ring {col}', 'Twee draden, één ring', 'Een speelse ring van twee in elkaar gedraaide draden.', 'Twee ronde draden worden met de hand in elkaar gedraaid en gesoldeerd, waardoor de ring bij elke beweging anders oplicht. Mooi los, maar ook verrassend makkelijk te combineren.'],
    ['{col} twisted ring', 'Two strands, one ring', 'A playful ring of two twisted strands.', 'Two round wires are twisted together by hand and soldered, so the ring catches the light differently with every move. Lovely on its own, and surprisingly easy to combine.']),
  dome: ring(695, 119, {},
    ['Koepelring {col}', 'Stevig, glad en gepolijst', 'Een stevige koepelring met een spiegelglad gepolijst oppervlak.', 'Deze ring heeft een volle, ronde vorm die naar boven toe breder wordt. Het spiegelgladde oppervlak weerspiegelt alles om je heen: een statement zonder één steen.'],
    ['{col} dome ring', 'Bold, smooth and polished', 'A bold dome ring with a mirror-polished surface.', 'This ring has a full, rounded shape that widens towards the top. Its mirror-polished surface reflects everything around you: a statement without a single stone.']),
  pearl: ring(325, 79, {},
    ['Parelring {col}', 'Met een zoetwaterparel van 7 mm', 'Een verfijnde ring met een glanzende zoetwaterparel.', 'Een ronde zoetwaterparel van 7 mm rust op een smalle band. Klassiek en toch fris: de ring staat net zo mooi bij een wit overhemd als bij een avondjurk.'],
    ['{col} pearl ring', 'With a 7 mm freshwater pearl', 'A refined ring with a lustrous freshwater pearl.', 'A round 7 mm freshwater pearl rests on a slim band. Classic yet fresh, it suits a crisp white shirt as well as an evening dress.']),
  toiEtMoi: ring(745, undefined, { extraStones: ['diamond'], extraShapes: ['round'] },
    ['Toi et moi ring {col} met {stone}', 'Twee stenen, twee verhalen', 'Een open ring met twee stenen die elkaar net niet raken.', 'De toi et moi is een ontwerp uit de negentiende eeuw: twee stenen die naar elkaar toe buigen, één voor elk van jullie. Wij combineren een {shape} {stone} van {ct} ct met een kleine ronde diamant.'],
    ['{col} toi et moi ring with {stone}', 'Two stones, two stories', 'An open ring with two stones that almost touch.', 'The toi et moi dates back to the nineteenth century: two stones turning towards each other, one for each of you. We pair a {ct} ct {shape} {stone} with a small round diamond.']),
  chevron: ring(325, 65, {},
    ['Chevron ring {col}', 'V-vorm die aansluit op je verlovingsring', 'Een ring in V-vorm die perfect aansluit op een verlovingsring.', 'De subtiele punt van deze ring volgt de vorm van een middensteen, zodat hij naadloos tegen je verlovingsring aan valt. Maar ook alleen, of om je wijsvinger, is hij een blikvanger.'],
    ['{col} chevron ring', 'A V-shape that nests under an engagement ring', 'A V-shaped ring that sits perfectly against an engagement ring.', 'The gentle point of this ring follows the shape of a centre stone, so it nests neatly against your engagement ring. On its own or on your index finger, it is just as striking.']),
  baguetteBand: ring(945, undefined, {},
    ['Ring {col} met baguette diamanten', 'Strak, grafisch en sprankelend', 'Een strakke band met een rij baguette geslepen diamanten.', 'Vijf baguette geslepen diamanten van samen {ct} ct liggen naast elkaar in een kanaalzetting. De rechte lijnen geven de ring een grafisch karakter dat zo uit de jaren twintig lijkt te komen.'],
    ['{col} ring with baguette diamonds', 'Clean, graphic and sparkling', 'A sleek band set with a row of baguette-cut diamonds.', 'Five baguette-cut diamonds totalling {ct} ct sit side by side in a channel setting. The straight lines give the ring a graphic character straight out of the 1920s.']),
  cocktail: ring(995, undefined, {},
    ['Cocktailring {col} met {stone}', 'Een {stone} van {ct} ct als blikvanger', 'Een opvallende cocktailring met een grote {shape} {stone}.', 'Bij deze cocktailring draait alles om de steen: een {shape} {stone} van {ct} ct, hoog gezet zodat hij van alle kanten licht vangt. Voor feestjes, diners en elke dinsdag die wel wat glans kan gebruiken.'],
    ['{col} cocktail ring with {stone}', 'A {ct} ct {stone} that steals the show', 'A statement cocktail ring with a large {shape} {stone}.', 'This cocktail ring is all about the stone: a {ct} ct {shape} {stone}, set high so it catches the light from every side. For parties, dinners and any Tuesday that could use a little shine.']),
  slim: ring(249, 49, {},
    ['Smalle ring {col}', 'Puur en minimalistisch', 'Een dunne, gladde band voor elke dag.', 'Niet meer dan een ranke, gladde band van 1,2 mm. Juist door die eenvoud past hij bij alles en draag je hem zonder erbij na te denken.'],
    ['{col} slim band', 'Pure and minimal', 'A thin, smooth band for every day.', 'Nothing more than a fine, smooth 1.2 mm band. That simplicity is exactly why it goes with everything and you will wear it without a second thought.']),
  bezelRing: ring(395, undefined, { heads: ['bezel'] },
    ['Chaton ring {col} met {stone}', 'De steen veilig omsloten', 'Een moderne ring met een {shape} {stone} in een gladde chatonzetting.', 'Bij een chatonzetting omsluit een gladde rand van metaal de hele steen. Dat beschermt de {stone} van {ct} ct en geeft de ring een strakke, moderne uitstraling. Ideaal als je veel met je handen werkt.'],
    ['{col} bezel ring with {stone}', 'The stone safely enclosed', 'A modern ring with {aShape} {stone} in a smooth bezel setting.', 'In a bezel setting, a smooth rim of metal encloses the whole stone. It protects the {ct} ct {stone} and gives the ring a sleek, modern look, ideal if you work with your hands a lot.']),

  // Engagement rings ------------------------------------------------------------------------
  'eng-solitaire': engagement('solitaire', 650, {},
    ['Solitaire verlovingsring {col} met {ct} ct {shape} {stone}', 'Eén steen, alle aandacht', 'Een klassieke solitaire verlovingsring met een {shape} {stone} van {ct} ct.', 'Een solitaire is de zuiverste vorm van een verlovingsring: één {shape} {stone} van {ct} ct, hoog gezet in fijne grijpers. Niets leidt af van de steen, en dat is precies de bedoeling.'],
    ['{col} solitaire engagement ring with {ct} ct {shape} {stone}', 'One stone, all eyes on it', 'A classic solitaire engagement ring with a {ct} ct {shape} {stone}.', 'A solitaire is the purest form of engagement ring: a single {ct} ct {shape} {stone}, set high in fine prongs. Nothing distracts from the stone, and that is exactly the point.']),
  'eng-halo': engagement('halo', 950, { extraStones: ['diamond'] },
    ['Halo verlovingsring {col} met {ct} ct {shape} {stone}', 'Middensteen in een krans van diamanten', 'Een verlovingsring met een {shape} {stone} van {ct} ct, omringd door een stralende halo.', 'Rond de {shape} {stone} van {ct} ct ligt een krans van kleine, briljant geslepen diamanten. Die halo laat de middensteen groter lijken en zorgt vanuit elke hoek voor extra schittering.'],
    ['{col} halo engagement ring with {ct} ct {shape} {stone}', 'A centre stone framed in diamonds', 'An engagement ring with a {ct} ct {shape} {stone} framed by a sparkling halo.', 'A ring of small brilliant-cut diamonds surrounds the {ct} ct {shape} {stone}. The halo makes the centre stone look larger and adds sparkle from every angle.']),
  'eng-three-stone': engagement('three-stone', 1100, { extraStones: ['diamond'] },
    ['Trilogy verlovingsring {col} met {ct} ct {shape} {stone}', 'Verleden, heden en toekomst', 'Drie stenen op een rij: voor jullie verleden, heden en toekomst.', 'In het midden staat een {shape} {stone} van {ct} ct, met aan weerszijden een kleinere diamant. Samen vertellen ze jullie verhaal: wat was, wat is en wat nog komt.'],
    ['{col} three-stone engagement ring with {ct} ct {shape} {stone}', 'Past, present and future', 'Three stones in a row, for your past, present and future.', 'At the centre sits a {ct} ct {shape} {stone}, flanked by a smaller diamond on either side. Together they tell your story: what was, what is and what is yet to come.']),
  'eng-pave': engagement('pave', 900, { extraStones: ['diamond'] },
    ['Pavé verlovingsring {col} met {ct} ct {shape} {stone}', 'Een band vol kleine diamanten', 'Een {shape} {stone} van {ct} ct op een band die bezet is met pavé diamanten.', 'De band van deze ring is tot halverwege bezet met kleine diamanten, zo dicht op elkaar dat het metaal bijna verdwijnt. Bovenop prijkt een {shape} {stone} van {ct} ct.'],
    ['{col} pavé engagement ring with {ct} ct {shape} {stone}', 'A band full of tiny diamonds', 'A {ct} ct {shape} {stone} on a band paved with tiny diamonds.', 'The band is paved halfway round with tiny diamonds, set so closely that the metal almost disappears. On top sits a {ct} ct {shape} {stone}.']),
  'eng-bezel': engagement('bezel', 700, {},
    ['Chaton verlovingsring {col} met {ct} ct {shape} {stone}', 'Modern, strak en praktisch', 'Een moderne verlovingsring waarbij een gladde rand de {shape} {stone} volledig omsluit.', 'In een chatonzetting omsluit een gladde rand van metaal de {stone} van {ct} ct helemaal. Zo is de steen goed beschermd en blijft de ring nergens achter haken: ideaal als je actief bent of veel met je handen werkt.'],
    ['{col} bezel engagement ring with {ct} ct {shape} {stone}', 'Modern, sleek and practical', 'A modern engagement ring with a smooth rim that fully encloses the {shape} {stone}.', 'In a bezel setting, a smooth metal rim fully surrounds the {ct} ct {stone}. The stone stays well protected and the ring never snags: ideal if you lead an active life or work with your hands.']),
  'eng-cathedral': engagement('cathedral', 800, {},
    ['Kathedraal verlovingsring {col} met {ct} ct {shape} {stone}', 'Sierlijke bogen, hoog gezette steen', 'Een verlovingsring waarbij sierlijke bogen de {shape} {stone} hoog boven de band tillen.', 'Net als de gewelven van een kathedraal lopen de schouders van deze ring in twee bogen omhoog naar de zetting. Daardoor staat de {shape} {stone} van {ct} ct hoog en vangt hij zoveel mogelijk licht.'],
    ['{col} cathedral engagement ring with {ct} ct {shape} {stone}', 'Graceful arches, a raised stone', 'An engagement ring whose graceful arches lift the {shape} {stone} high above the band.', 'Like the vaults of a cathedral, the shoulders of this ring rise in two arches towards the setting, so the {ct} ct {shape} {stone} sits high and catches as much light as possible.']),
  'eng-vintage': engagement('vintage', 1000, { handmade: true, extraStones: ['diamond'] },
    ['Vintage verlovingsring {col} met {ct} ct {shape} {stone}', 'Met milgrain-randjes en fijn detail', 'Een romantische verlovingsring in vintage stijl met een {shape} {stone} van {ct} ct.', 'Geïnspireerd op verlovingsringen uit de jaren twintig: fijne milgrain-randjes, opengewerkte zijkanten en in het hart een {shape} {stone} van {ct} ct. Een ring die voelt alsof hij al generaties in de familie is.'],
    ['{col} vintage engagement ring with {ct} ct {shape} {stone}', 'With milgrain edges and fine detail', 'A romantic vintage-style engagement ring with a {ct} ct {shape} {stone}.', 'Inspired by engagement rings of the 1920s: fine milgrain edges, open-worked sides and a {ct} ct {shape} {stone} at its heart. A ring that feels as if it has been in the family for generations.']),

  // Wedding rings ---------------------------------------------------------------------------
  classicBand: wedding(245, {},
    ['Klassieke trouwring {col} {w} mm', 'Rond profiel met comfortpasvorm', 'Een tijdloze trouwring met een licht bol profiel en een comfortabele binnenkant.', 'Deze trouwring van {w} mm breed heeft een licht bolle bovenkant en een afgeronde binnenkant, zodat hij soepel om je vinger glijdt. Een ring voor elke dag, voor de rest van je leven.'],
    ['{col} classic wedding band {w} mm', 'Rounded profile, comfort fit', 'A timeless wedding band with a softly domed profile and a comfort-fit interior.', 'This {w} mm band has a gently domed top and a rounded interior, so it slides smoothly onto your finger. A ring for every day, for the rest of your life.']),
  flatBand: wedding(255, {},
    ['Platte trouwring {col} {w} mm', 'Strak en modern', 'Een strakke, platte trouwring met scherpe randen.', 'Een vlak profiel van {w} mm met net iets afgeronde randen: modern en grafisch, en toch comfortabel. Binnenin is ruimte voor jullie namen of trouwdatum.'],
    ['{col} flat wedding band {w} mm', 'Clean and modern', 'A sleek, flat wedding band with crisp edges.', 'A flat {w} mm profile with just-softened edges: modern and graphic, yet comfortable. There is room inside for your names or wedding date.']),
  hammeredBand: wedding(275, { handmade: true },
    ['Gehamerde trouwring {col} {w} mm', 'Met de hand gehamerd', 'Een trouwring met een met de hand gehamerde structuur die het licht speels breekt.', 'Onze goudsmid geeft elke ring slag voor slag zijn structuur met een kleine hamer. Zo is geen ring precies hetzelfde, en vallen kleine krasjes van het dagelijks leven gewoon weg in het oppervlak.'],
    ['{col} hammered wedding band {w} mm', 'Hammered by hand', 'A wedding band with a hand-hammered texture that plays with the light.', 'Our goldsmith gives each ring its texture with a small hammer, one strike at a time. No two rings are exactly alike, and the little scratches of everyday life simply blend into the surface.']),
  brushedBand: wedding(255, {},
    ['Geborstelde trouwring {col} {w} mm', 'Zijdematte afwerking', 'Een trouwring met een zijdezachte matte afwerking en glanzende randjes.', 'Het midden van de band is geborsteld tot een zachte, zijdematte glans, de randjes zijn hoogglans gepolijst. Dat subtiele contrast maakt de ring ingetogen en toch bijzonder.'],
    ['{col} brushed wedding band {w} mm', 'Satin-matte finish', 'A wedding band with a silky matte finish and polished edges.', 'The centre of the band is brushed to a soft satin sheen while the edges are polished to a high shine. That subtle contrast makes the ring understated yet special.']),
  diamondBand: wedding(295, {},
    ['Trouwring {col} met diamant, {w} mm', 'Met één verzonken diamant van {ct} ct', 'Een trouwring met één verzonken gezette diamant als stil detail.', 'Eén briljant geslepen diamant van {ct} ct is verzonken in de band gezet, gelijk met het oppervlak. Zo blijft de ring glad en comfortabel, met een klein lichtpuntje dat alleen jullie echt opmerken.'],
    ['{col} wedding band with diamond, {w} mm', 'With a single flush-set {ct} ct diamond', 'A wedding band with a single flush-set diamond as a quiet detail.', 'A single {ct} ct brilliant-cut diamond is flush-set into the band, level with the surface. The ring stays smooth and comfortable, with a tiny point of light that only the two of you will really notice.']),
  eternityBand: wedding(395, { heads: ['pave'] },
    ['Alliance trouwring {col} met {ct} ct diamanten', 'Een halve cirkel diamanten, {w} mm', 'Een verfijnde trouwring die tot halverwege is bezet met diamanten.', 'Vijftien diamanten van samen {ct} ct zijn tot halverwege de band gezet, precies het deel dat je ziet. Prachtig naast een verlovingsring, en sterk genoeg om alleen te dragen.'],
    ['{col} diamond eternity wedding band, {ct} ct', 'A half circle of diamonds, {w} mm', 'A refined wedding band set halfway round with diamonds.', 'Fifteen diamonds totalling {ct} ct are set halfway round the band, exactly where they show. Beautiful next to an engagement ring, and strong enough to wear on its own.']),

  // Necklaces -------------------------------------------------------------------------------
  linkChain: piece('necklace', 295, 59, {},
    ['Schakelketting {col}', 'Fijne schakels, veel glans', 'Een fijne schakelketting die je los draagt of combineert met een hanger.', 'Deze ketting bestaat uit kleine, ovale schakels die soepel over je huid vallen. Dun genoeg om te layeren, stevig genoeg voor elke dag, met een sluiting die je makkelijk met één hand dichtdoet.'],
    ['{col} link chain', 'Fine links, lots of shine', 'A fine link chain to wear on its own or with a pendant.', 'Small oval links fall smoothly against your skin. Fine enough to layer, sturdy enough for every day, with a clasp you can close with one hand.']),
  tennisNecklace: piece('necklace', 795, undefined, { heads: ['pave'] },
    ['Tennisketting {col} met {ct} ct {stones}', 'Een ononderbroken lijn van licht', 'Een luxe tennisketting met een ononderbroken rij briljant geslepen {stones}.', 'Tientallen briljant geslepen {stones} van samen {ct} ct zitten elk in een eigen zetting, verbonden door soepele scharniertjes. Daardoor volgt de ketting precies de lijn van je hals.'],
    ['{col} tennis necklace with {ct} ct {stones}', 'An unbroken line of light', 'A luxurious tennis necklace with an unbroken line of brilliant-cut {stones}.', 'Dozens of brilliant-cut {stones} totalling {ct} ct sit in individual settings, linked by supple hinges so the necklace follows the line of your neck.']),
  pearlNecklace: piece('necklace', 495, 129, {},
    ['Parelketting {col}', 'Zoetwaterparels, met de hand geknoopt', 'Een klassieke parelketting van zoetwaterparels, tussen elke parel met de hand geknoopt.', 'Elke parel is met de hand uitgezocht op vorm en glans en apart geknoopt, zodat de parels niet langs elkaar schuren en de ketting mooi valt. De sluiting is van massief edelmetaal.'],
    ['{col} pearl necklace', 'Freshwater pearls, hand-knotted', 'A classic strand of freshwater pearls, hand-knotted between every pearl.', 'Each pearl is hand-picked for shape and lustre and knotted individually, so the pearls never rub together and the strand drapes beautifully. The clasp is solid precious metal.']),
  solitaireNecklace: piece('necklace', 345, undefined, { heads: ['solitaire'] },
    ['Solitaire ketting {col} met {ct} ct {stone}', 'Eén steen aan een fijn kettinkje', 'Een fijne ketting met één {shape} {stone} van {ct} ct die net onder je sleutelbeen valt.', 'De {shape} {stone} van {ct} ct schuift niet over de ketting, maar zit vast in het midden, zodat hij altijd precies goed hangt. Een cadeau waarmee je nooit misgrijpt.'],
    ['{col} solitaire necklace with {ct} ct {stone}', 'A single stone on a fine chain', 'A fine chain with a single {ct} ct {shape} {stone} that sits just below your collarbone.', 'The {ct} ct {shape} {stone} is fixed at the centre of the chain rather than sliding, so it always sits just right. A gift you can never go wrong with.']),
  curbChain: piece('necklace', 695, 89, {},
    ['Gourmetketting {col}', 'Stoer, met platgeslepen schakels', 'Een stoere gourmetketting met platgeslepen schakels die het licht vangen.', 'De schakels van een gourmetketting zijn gedraaid en plat geslepen, waardoor de ketting vlak op je huid ligt en bij elke beweging glinstert. Draag hem los of als basis voor een laag-op-laag look.'],
    ['{col} curb chain', 'Bold, with flat-cut links', 'A bold curb chain with flat-cut links that catch the light.', 'Curb links are twisted and ground flat, so the chain lies flat against your skin and glints with every move. Wear it alone or as the base for a layered look.']),
  paperclipChain: piece('necklace', 545, 79, {},
    ['Paperclip ketting {col}', 'Langwerpige schakels, modern', 'Een eigentijdse ketting met langwerpige schakels.', 'Langwerpige, platte schakels geven deze ketting een luchtige en moderne uitstraling. Aan elke schakel kun je een hanger hangen, dus je varieert eindeloos.'],
    ['{col} paperclip chain', 'Elongated links, modern feel', 'A contemporary necklace with elongated links.', 'Long, flat links give this chain a light, modern look. You can hook a pendant onto any link, so the combinations are endless.']),
  satelliteChain: piece('necklace', 275, 55, {},
    ['Satellietketting {col}', 'Met kleine glanzende bolletjes', 'Een fijne ketting met om de paar centimeter een glanzend bolletje.', 'Om de paar centimeter zit een klein gepolijst bolletje, als een satelliet in een baan om je hals. Subtiel, speels en heel mooi in combinatie met een kortere ketting.'],
    ['{col} satellite chain', 'Dotted with tiny polished beads', 'A fine chain dotted with a tiny polished bead every few centimetres.', 'Every few centimetres a tiny polished bead sits on the chain, like a satellite orbiting your neck. Subtle, playful and lovely paired with a shorter necklace.']),
  snakeChain: piece('necklace', 445, 75, {},
    ['Slangenketting {col}', 'Vloeiend als zijde', 'Een soepele slangenketting met een vloeiende, glanzende lijn.', 'Honderden piepkleine plaatjes zijn zo aan elkaar gezet dat de ketting één vloeiende, glanzende lijn vormt. Hij ligt als zijde op je huid en komt het mooist uit bij een open halslijn.'],
    ['{col} snake chain', 'Fluid as silk', 'A supple snake chain with a smooth, shimmering line.', 'Hundreds of tiny plates are joined so the chain forms one fluid, gleaming line. It lies on your skin like silk and looks best with an open neckline.']),
  lariat: piece('necklace', 495, undefined, {},
    ['Y-ketting {col} met {stone}', 'Een speelse Y-vorm', 'Een Y-ketting met een vallende {stone} die je halslijn verlengt.', 'Aan het midden van de ketting hangt een los kettinkje van zes centimeter met onderaan een {shape} {stone}. De Y-vorm verlengt je halslijn en is prachtig bij een V-hals.'],
    ['{col} lariat necklace with {stone}', 'A playful Y-shape', 'A lariat necklace with a dropping {stone} that lengthens your neckline.', 'From the centre of the chain hangs a six-centimetre drop finished with {aShape} {stone}. The Y-shape lengthens your neckline and looks wonderful with a V-neck.']),

  // Pendants ---------------------------------------------------------------------------------
  stonePendant: piece('pendant', 295, undefined, {},
    ['Hanger {col} met {shape} {stone}', 'Inclusief fijn kettinkje', 'Een sierlijke hanger met een {shape} {stone}, geleverd aan een fijne ketting.', 'Een {shape} {stone} van {ct} ct hangt in een open zetting, zodat er van alle kanten licht in de steen valt. De hanger wordt geleverd aan een bijpassende ankerketting in de lengte van je keuze.'],
    ['{col} pendant with {shape} {stone}', 'Fine chain included', 'A graceful pendant with {aShape} {stone}, supplied on a fine chain.', 'A {ct} ct {shape} {stone} hangs in an open setting, letting light into the stone from every side. The pendant comes on a matching cable chain in the length of your choice.']),
  coinPendant: piece('pendant', 445, 79, { handmade: true },
    ['Munthanger {col}', 'Geïnspireerd op een oude munt', 'Een ronde munthanger met een subtiel bewerkt oppervlak.', 'Deze hanger is gebaseerd op een oude Hollandse munt die we bij een antiquair vonden. De rand is licht onregelmatig, net als bij het origineel, en het oppervlak heeft een zachte, gesleten glans.'],
    ['{col} coin pendant', 'Inspired by an antique coin', 'A round coin pendant with a subtly textured surface.', 'This pendant is based on an old Dutch coin we found at an antique dealer. Its edge is slightly irregular, just like the original, and its surface has a soft, worn-in glow.']),
  heartPendant: piece('pendant', 345, 69, {},
    ['Hartjeshanger {col}', 'Een klein hart, een groot gebaar', 'Een bol hartje aan een fijne ketting, het perfecte cadeau voor iemand die je dierbaar is.', 'Het hartje is hol gegoten, zodat het licht draagt en toch een volle vorm heeft. Het glijdt vrij over de ketting en valt precies in het kuiltje van je hals.'],
    ['{col} heart pendant', 'A small heart, a big gesture', 'A puffed heart on a fine chain, the perfect gift for someone dear to you.', 'The heart is hollow-cast, so it feels light yet looks full. It slides freely along the chain and settles right in the hollow of your throat.']),
  moonPendant: piece('pendant', 395, undefined, { heads: ['pave'] },
    ['Maanhanger {col}', 'Een sikkel van licht', 'Een sierlijke maansikkel met een rij kleine diamanten.', 'Een slanke maansikkel, aan één kant bezet met kleine diamanten van samen {ct} ct. Een klein, hemels detail dat je elke dag kunt dragen.'],
    ['{col} crescent moon pendant', 'A sliver of light', 'A graceful crescent moon set with a row of tiny diamonds.', 'A slender crescent moon, set along one side with tiny diamonds totalling {ct} ct. A small celestial detail to wear every day.']),
  starPendant: piece('pendant', 325, 79, { heads: ['bezel'] },
    ['Sterhanger {col}', 'Jouw eigen ster', 'Een kleine ster met in het hart een fonkelende {stone}.', 'Deze achtpuntige ster heeft in het midden een ronde {stone} van {ct} ct in een chatonzetting. Een lief cadeau bij een geboorte of verjaardag, of gewoon omdat het kan.'],
    ['{col} star pendant', 'Your very own star', 'A small star with a twinkling {stone} at its heart.', 'This eight-pointed star has a {ct} ct round {stone} in a bezel setting at its centre. A sweet gift for a birth or a birthday, or simply because.']),
  shellPendant: piece('pendant', 395, 75, {},
    ['Schelphanger {col}', 'Een souvenir van het strand', 'Een kokkelschelp in edelmetaal, gegoten naar een echte schelp van het Noordzeestrand.', 'We vonden deze kokkel bij vloed op het strand van Scheveningen en goten hem af in edelmetaal. Elke ribbel en elk onvolmaakt randje is bewaard gebleven.'],
    ['{col} shell pendant', 'A keepsake from the beach', 'A cockle shell in precious metal, cast from a real shell found on a North Sea beach.', 'We found this cockle on the beach at Scheveningen at high tide and cast it in precious metal. Every ridge and every imperfect edge has been preserved.']),
  dropPendant: piece('pendant', 395, undefined, { extraStones: ['diamond'], extraShapes: ['round'] },
    ['Druppelhanger {col} met {stone}', 'Als een druppel licht', 'Een druppelhanger met een {shape} {stone} van {ct} ct.', 'De {shape} {stone} van {ct} ct hangt onder een klein diamantje, alsof er een druppel van de ketting valt. Elegant bij een avondjurk, maar ook onder een trui een mooi detail.'],
    ['{col} drop pendant with {stone}', 'Like a drop of light', 'A drop pendant with a {ct} ct {shape} {stone}.', 'The {ct} ct {shape} {stone} hangs beneath a tiny diamond, like a drop falling from the chain. Elegant with an evening dress, and a lovely detail under a jumper too.']),
  compassPendant: piece('pendant', 445, 89, {},
    ['Kompashanger {col}', 'Zodat je altijd thuiskomt', 'Een ronde kompashanger, een klein symbool voor avontuur en thuiskomen.', 'Geïnspireerd op de kompassen van de vissers uit Scheveningen en van Texel. De windroos is fijn in het metaal gegraveerd en het noorden is gemarkeerd met een kleine {stone}.'],
    ['{col} compass pendant', 'So you always find your way home', 'A round compass pendant, a small symbol of adventure and coming home.', 'Inspired by the compasses of the fishermen of Scheveningen and Texel. The compass rose is finely engraved into the metal, with north marked by a tiny {stone}.']),

  // Bracelets --------------------------------------------------------------------------------
  tennisBracelet: piece('bracelet', 695, undefined, { heads: ['pave'] },
    ['Tennisarmband {col}', 'Met {ct} ct {stones}', 'Een klassieke tennisarmband met een ononderbroken rij {stones}.', 'Zo’n vijftig briljant geslepen {stones} van samen {ct} ct zitten elk in een eigen zetting. Een dubbele veiligheidssluiting zorgt ervoor dat je hem met een gerust hart de hele dag draagt.'],
    ['{col} tennis bracelet', 'With {ct} ct of {stones}', 'A classic tennis bracelet with an unbroken line of {stones}.', 'Around fifty brilliant-cut {stones} totalling {ct} ct sit in individual settings. A double safety clasp means you can wear it all day with peace of mind.']),
  linkBracelet: piece('bracelet', 249, 49, {},
    ['Schakelarmband {col}', 'Fijn en soepel', 'Een fijne schakelarmband voor elke dag.', 'Een soepele armband van kleine ovale schakels met een verlengkettinkje van twee centimeter, zodat je zelf de lengte bepaalt. Mooi alleen, nog mooier in combinatie.'],
    ['{col} link bracelet', 'Fine and supple', 'A fine link bracelet for every day.', 'A supple bracelet of small oval links with a two-centimetre extender, so you choose the fit. Lovely alone, even better stacked.']),
  bangle: piece('bracelet', 695, 89, {},
    ['Bangle {col}', 'Open bangle, makkelijk om te doen', 'Een slanke, open bangle die je zo om je pols schuift.', 'Deze bangle heeft een kleine opening aan de zijkant, zodat je hem zonder sluiting om je pols doet. Het metaal is stevig genoeg om zijn vorm te houden en net soepel genoeg voor een goede pasvorm.'],
    ['{col} bangle', 'An open bangle, easy to put on', 'A slim open bangle that slips easily onto your wrist.', 'This bangle has a small opening at the side, so it goes on easily without a clasp. The metal is sturdy enough to keep its shape and just flexible enough for a good fit.']),
  pearlBracelet: piece('bracelet', 345, 79, {},
    ['Parelarmband {col}', 'Zoetwaterparels, met de hand geregen', 'Een verfijnde armband van glanzende zoetwaterparels.', 'Kleine zoetwaterparels van 5 mm zijn met de hand aan een zijden draad geregen en afgewerkt met een sluiting van edelmetaal. Draag hem los of samen met een fijne schakelarmband.'],
    ['{col} pearl bracelet', 'Freshwater pearls, hand-strung', 'A refined bracelet of lustrous freshwater pearls.', 'Small 5 mm freshwater pearls are hand-strung on silk and finished with a precious-metal clasp. Wear it alone or with a fine link bracelet.']),
  stoneBracelet: piece('bracelet', 295, undefined, { heads: ['bezel'] },
    ['Armband {col} met {shape} {stone}', 'Eén steen aan een fijn kettinkje', 'Een fijne armband met een {shape} {stone} als middelpunt.', 'Een {shape} {stone} van {ct} ct in een chatonzetting, vast aan een dunne ankerketting. Klein genoeg voor elke dag, bijzonder genoeg om nooit meer af te doen.'],
    ['{col} bracelet with {shape} {stone}', 'A single stone on a fine chain', 'A delicate bracelet with {aShape} {stone} at its centre.', 'A {ct} ct {shape} {stone} in a bezel setting, fixed to a fine cable chain. Small enough for every day, special enough never to take off.']),
  curbBracelet: piece('bracelet', 595, 79, {},
    ['Gourmetarmband {col}', 'Stoer en tijdloos', 'Een stevige gourmetarmband met platgeslepen schakels.', 'De klassieke gourmetschakel, plat geslepen zodat hij mooi op je pols ligt en het licht vangt. Stoer genoeg om alleen te dragen, en een prima basis voor een stapel armbanden.'],
    ['{col} curb bracelet', 'Bold and timeless', 'A sturdy curb bracelet with flat-cut links.', 'The classic curb link, ground flat so it lies neatly on your wrist and catches the light. Bold enough to wear alone, and a great base for a stack.']),
  charmBracelet: piece('bracelet', 545, 99, {},
    ['Bedelarmband {col}', 'Met drie bedels', 'Een schakelarmband met drie bedels die je later kunt aanvullen.', 'Aan deze armband hangen drie bedels uit de collectie {col}. Nieuwe bedels voeg je er later eenvoudig aan toe, zodat de armband met je meegroeit.'],
    ['{col} charm bracelet', 'With three charms', 'A link bracelet with three charms that you can add to over time.', 'Three charms from the {col} collection hang from this bracelet. You can easily add new ones later, so the bracelet grows with you.']),
  paperclipBracelet: piece('bracelet', 395, 59, {},
    ['Paperclip armband {col}', 'Langwerpige schakels', 'Een moderne armband met langwerpige, platte schakels.', 'De langwerpige schakels maken deze armband licht en luchtig. Combineer hem met een fijne schakelarmband of een bangle voor een stoere stapel.'],
    ['{col} paperclip bracelet', 'Elongated links', 'A modern bracelet with long, flat links.', 'Elongated links make this bracelet light and airy. Pair it with a fine link bracelet or a bangle for an effortless stack.']),

  // Earrings ---------------------------------------------------------------------------------
  studs: piece('earrings', 295, 69, { heads: ['solitaire'] },
    ['Oorknopjes {col} met {ct} ct {stones}', 'Samen {ct} ct, per paar', 'Tijdloze oorknopjes met twee {shape} {stones} van samen {ct} ct.', 'Twee {shape} {stones} van samen {ct} ct, elk gezet in vier grijpers. De oorknopjes worden geleverd met stevige vlindersluitingen, zodat je ze de hele dag zorgeloos draagt.'],
    ['{col} stud earrings with {ct} ct {stones}', '{ct} ct in total, per pair', 'Timeless stud earrings with two {shape} {stones} totalling {ct} ct.', 'Two {shape} {stones} totalling {ct} ct, each held in four prongs. They come with secure butterfly backs, so you can wear them carefree all day.']),
  hoops: piece('earrings', 345, 65, {},
    ['Creolen {col}', 'Middelgroot, 20 mm', 'Gladde creolen van 20 mm met een klikslotje.', 'Deze creolen zijn hol en daardoor verrassend licht, zodat je ze de hele dag draagt zonder dat je oorlellen gaan trekken. Ze sluiten met een onzichtbaar klikslotje.'],
    ['{col} hoop earrings', 'Medium, 20 mm', 'Smooth 20 mm hoops with a hinged click closure.', 'These hoops are hollow, so they are surprisingly light and comfortable all day. They close with an invisible click hinge.']),
  huggies: piece('earrings', 445, undefined, { heads: ['pave'] },
    ['Oorringetjes {col} met pavé diamanten', 'Klein en dicht tegen je oor', 'Kleine oorringetjes bezet met diamanten die precies om je oorlel sluiten.', 'Deze kleine ringetjes zijn aan de voorkant bezet met diamanten van samen {ct} ct en sluiten precies om je oorlel. Prachtig in een tweede of derde gaatje.'],
    ['{col} pavé huggie earrings', 'Small and close to the ear', 'Small hoops set with diamonds that hug your earlobe.', 'These small hoops are set across the front with diamonds totalling {ct} ct and sit snugly around your lobe. Lovely in a second or third piercing.']),
  dropEarrings: piece('earrings', 395, undefined, {},
    ['Oorhangers {col} met {shape} {stones}', 'Elegant en beweeglijk', 'Elegante oorhangers met {shape} {stones} die bij elke beweging meedeinen.', 'Aan een klein oorhaakje hangt per oorbel een {shape} {stone} van {ct} ct. De stenen bewegen vrij, waardoor ze bij elk gebaar het licht vangen.'],
    ['{col} drop earrings with {shape} {stones}', 'Elegant and full of movement', 'Elegant drop earrings with {shape} {stones} that sway with every move.', 'Each earring has a {ct} ct {shape} {stone} suspended from a small hook. The stones move freely, catching the light with every gesture.']),
  pearlStuds: piece('earrings', 249, 59, {},
    ['Parel oorknopjes {col}', 'Zoetwaterparels van 8 mm', 'Klassieke oorknopjes met een glanzende zoetwaterparel van 8 mm.', 'Parel oorknopjes zijn misschien wel het veelzijdigste sieraad dat er is: ze staan bij een spijkerbroek net zo goed als bij een trouwjurk. Elke parel zoeken we met de hand uit op een ronde vorm en diepe glans.'],
    ['{col} pearl stud earrings', '8 mm freshwater pearls', 'Classic studs with a lustrous 8 mm freshwater pearl.', 'Pearl studs may well be the most versatile jewellery there is: they suit jeans as well as a wedding dress. We hand-pick every pearl for a round shape and deep lustre.']),
  climbers: piece('earrings', 395, 69, {},
    ['Ear climbers {col} met {stones}', 'Langs je oor omhoog', 'Oorbellen die in een sierlijke lijn langs je oor omhoog lopen.', 'Vijf kleine {stones} lopen in een boog omhoog langs de rand van je oor. Je draagt ze als een gewoon oorknopje; het gebogen deel volgt vanzelf de vorm van je oor.'],
    ['{col} ear climbers with {stones}', 'Climbing up your ear', 'Earrings that climb in a graceful line up your ear.', 'Five tiny {stones} curve upwards along the edge of your ear. They go in like an ordinary stud, and the curved part naturally follows the shape of your ear.']),
  haloStuds: piece('earrings', 545, undefined, { heads: ['halo'], extraStones: ['diamond'] },
    ['Halo oorknopjes {col} met {stones}', 'Met een krans van diamanten', 'Oorknopjes met {shape} {stones}, elk in een krans van kleine diamanten.', 'Elke oorbel heeft een {shape} {stone} van {ct} ct, omringd door een krans van kleine diamanten die de middensteen extra laat stralen.'],
    ['{col} halo stud earrings with {stones}', 'Framed by diamonds', 'Stud earrings with {shape} {stones}, each in a halo of tiny diamonds.', 'Each earring features a {ct} ct {shape} {stone} surrounded by a halo of small diamonds that makes the centre stone shine even brighter.']),

  // Engraved jewellery -------------------------------------------------------------------------
  barNecklace: engraved('neck', 'necklaces', 345, 69, {},
    ['Gegraveerde bar ketting', 'Met jouw tekst, datum of coördinaten', 'Een slank staafje aan een fijne ketting, gegraveerd met een naam, datum of korte tekst naar keuze.', 'Op het staafje van 30 bij 5 mm is ruimte voor maximaal 20 tekens aan de voorkant en 20 aan de achterkant. We graveren met de laser in ons eigen atelier, dus je tekst is haarscherp en blijvend.'],
    ['Engraved bar necklace', 'With your words, date or coordinates', 'A slim bar on a fine chain, engraved with a name, date or short message of your choice.', 'The 30 × 5 mm bar has room for up to 20 characters on the front and 20 on the back. We laser-engrave in our own workshop, so your text is razor-sharp and permanent.']),
  nameBracelet: engraved('wrist', 'bracelets', 295, 59, {},
    ['Naamarmband', 'Jouw naam, of die van een ander', 'Een fijne armband met een plaatje waarop we een naam naar keuze graveren.', 'Op het rechthoekige plaatje graveren we een naam of woord van maximaal 12 tekens, in een klassiek of handgeschreven lettertype. Een persoonlijk cadeau bij een geboorte of verjaardag, of gewoon voor jezelf.'],
    ['Name bracelet', 'Your name, or someone else’s', 'A fine bracelet with a small plate engraved with a name of your choice.', 'We engrave a name or word of up to 12 characters on the rectangular plate, in a classic or handwritten typeface. A personal gift for a birth or a birthday, or simply for yourself.']),
  signetRing: engraved('ring', 'rings', 645, 129, { handmade: true },
    ['Zegelring met gravure', 'Met initialen of familiewapen', 'Een klassieke zegelring met een ovaal zegelvlak voor je initialen of een eenvoudig wapen.', 'Vroeger verzegelde je met een zegelring je brieven. Wij graveren het ovale vlak met maximaal drie initialen of een eenvoudig symbool, diep genoeg om er ook een afdruk in lak mee te maken.'],
    ['Engraved signet ring', 'With initials or a family crest', 'A classic signet ring with an oval face for your initials or a simple crest.', 'Signet rings were once used to seal letters. We engrave the oval face with up to three initials or a simple symbol, deep enough to leave an impression in sealing wax.']),
  coinNecklace: engraved('neck', 'necklaces', 395, 79, {},
    ['Graveerbare muntketting', 'Twee kanten, twee boodschappen', 'Een ronde munthanger die we aan beide kanten voor je graveren.', 'Op de munt van 15 mm graveren we aan elke kant een initiaal, datum of kort woord. Denk aan een trouwdatum, een geboortedatum of de naam van je hond.'],
    ['Engravable coin necklace', 'Two sides, two messages', 'A round coin pendant that we engrave on both sides.', 'We engrave an initial, date or short word on each side of the 15 mm coin. Think of a wedding date, a birth date or the name of your dog.']),
  coordinatesRing: engraved('ring', 'rings', 395, 79, {},
    ['Ring met coördinaten', 'Jouw plek op de wereld', 'Een platte ring met de coördinaten van een plek die voor jou bijzonder is.', 'Waar jullie elkaar ontmoetten, waar je opgroeide of waar je ja zei: we graveren de coördinaten aan de buitenkant van de band. Aan de binnenkant is nog ruimte voor een datum.'],
    ['Coordinates ring', 'Your place on earth', 'A flat band engraved with the coordinates of a place that means something to you.', 'Where you met, where you grew up or where you said yes: we engrave the coordinates on the outside of the band, with room for a date on the inside.']),
  initialNecklace: engraved('neck', 'necklaces', 295, 59, {},
    ['Initiaalketting', 'Eén letter, veel betekenis', 'Een fijne ketting met een klein rond plaatje met jouw initiaal.', 'Op het ronde plaatje van 10 mm graveren we één of twee letters in een sierlijk lettertype. Draag je eigen initiaal, of die van iemand die je altijd bij je wilt hebben.'],
    ['Initial necklace', 'One letter, a lot of meaning', 'A fine chain with a small round disc bearing your initial.', 'We engrave one or two letters in an elegant typeface on the 10 mm disc. Wear your own initial, or that of someone you always want close.']),
  engravedBangle: engraved('wrist', 'bracelets', 745, 99, {},
    ['Gegraveerde bangle', 'Met een tekst aan de binnenkant', 'Een open bangle met een persoonlijke tekst aan de binnenkant.', 'Aan de binnenkant van deze bangle graveren we een tekst van maximaal 30 tekens, alleen zichtbaar voor jou. Denk aan een quote, een datum of een paar woorden die je kracht geven.'],
    ['Engraved bangle', 'With words on the inside', 'An open bangle with a personal message on the inside.', 'We engrave up to 30 characters on the inside of this bangle, visible only to you. Think of a quote, a date or a few words that give you strength.']),
  fingerprintPendant: engraved('neck', 'pendants', 445, 89, {},
    ['Vingerafdruk hanger', 'Een blijvende afdruk', 'Een hartvormige hanger met de vingerafdruk van iemand die je dierbaar is.', 'Na je bestelling sturen we je een afdrukset. Stuur de vingerafdruk terug en wij graveren elk lijntje zorgvuldig in de hanger. Een troostrijk en heel persoonlijk sieraad.'],
    ['Fingerprint pendant', 'A lasting impression', 'A heart-shaped pendant bearing the fingerprint of someone dear to you.', 'After you order, we send you a print kit. Return the fingerprint and we engrave every line carefully into the pendant. A comforting, deeply personal piece.']),
  locket: engraved('neck', 'pendants', 595, 119, {},
    ['Medaillon met gravure', 'Ruimte voor twee foto’s', 'Een ovaal medaillon dat open kan, met ruimte voor twee kleine foto’s en een gravure op de voorkant.', 'Binnenin passen twee kleine foto’s, die we op verzoek voor je op maat afdrukken. Op de voorkant graveren we een initiaal of datum.'],
    ['Engraved locket', 'Room for two photos', 'An oval locket that opens, with room for two tiny photos and an engraving on the front.', 'Inside there is room for two tiny photos, which we can print to size for you. We engrave an initial or a date on the front.']),
  dateBracelet: engraved('wrist', 'bracelets', 325, 65, {},
    ['Armband met datumgravure', 'Een datum om nooit te vergeten', 'Een fijne armband met een staafje waarop we een datum in Romeinse cijfers graveren.', 'Een trouwdag, een geboortedatum of de dag dat alles veranderde: wij graveren hem in Romeinse cijfers op het staafje. Tijdloos en toch heel persoonlijk.'],
    ['Date bar bracelet', 'A date to never forget', 'A fine bracelet with a bar engraved with a date in Roman numerals.', 'A wedding day, a birthday or the day everything changed: we engrave it in Roman numerals on the bar. Timeless, yet deeply personal.']),

  // Map jewellery ---------------------------------------------------------------------------
  mapNecklace: mapDesign('neck', 'necklaces',
    ['Stadskaart ketting {city}', 'Het stratenpatroon van {city} in edelmetaal', 'Een ronde hanger met de uitgesneden plattegrond van {city}.', 'Op de hanger van 18 mm zie je het centrum van {city}, met {detail}. Elk straatje is met de laser uitgesneden, zodat je de stad tegen het licht letterlijk kunt lezen. Voor wie er woont, er vandaan komt of er zijn hart verloor.'],
    ['{city} city map necklace', 'The streets of {city} in precious metal', 'A round pendant with a cut-out map of {city}.', 'The 18 mm disc shows the centre of {city}, including {detail}. Every street is laser-cut, so you can literally read the city against the light. For anyone who lives there, comes from there or lost their heart there.']),
  mapBracelet: mapDesign('wrist', 'bracelets',
    ['Stadskaart armband {city}', 'Jouw stad om je pols', 'Een fijne armband met een bedel waarin de plattegrond van {city} is uitgesneden.', 'Aan de armband hangt een ronde bedel van 14 mm met het centrum van {city}, inclusief {detail}. Aan de achterkant graveren we gratis een datum of initialen.'],
    ['{city} city map bracelet', 'Your city on your wrist', 'A fine bracelet with a charm showing a cut-out map of {city}.', 'A round 14 mm charm hangs from the bracelet, showing the centre of {city} with {detail}. We engrave a date or initials on the back for free.']),
} satisfies Record<string, Design>;

export type DesignKey = keyof typeof DESIGNS;

/** Cities for map jewellery: name, a landmark phrase per language, and where the map picker starts (migration 0029 has the same). */
export const CITIES: { slug: string; name: Texts; detail: Texts; center: MapPlace }[] = [
  { slug: 'amsterdam', name: { nl: 'Amsterdam', en: 'Amsterdam' }, detail: { nl: 'de grachtengordel en het IJ', en: 'the canal ring and the IJ' }, center: { lat: 52.3731, lng: 4.8922, zoom: 14 } },
  { slug: 'rotterdam', name: { nl: 'Rotterdam', en: 'Rotterdam' }, detail: { nl: 'de Maas en de Erasmusbrug', en: 'the river Maas and the Erasmus Bridge' }, center: { lat: 51.9225, lng: 4.4792, zoom: 14 } },
  { slug: 'utrecht', name: { nl: 'Utrecht', en: 'Utrecht' }, detail: { nl: 'de Domtoren en de Oudegracht', en: 'the Dom Tower and the Oudegracht canal' }, center: { lat: 52.0907, lng: 5.1214, zoom: 14 } },
  { slug: 'antwerpen', name: { nl: 'Antwerpen', en: 'Antwerp' }, detail: { nl: 'de Schelde en de Grote Markt', en: 'the river Scheldt and the Grote Markt' }, center: { lat: 51.2211, lng: 4.3997, zoom: 14 } },
  { slug: 'den-haag', name: { nl: 'Den Haag', en: 'The Hague' }, detail: { nl: 'het Binnenhof en de Hofvijver', en: 'the Binnenhof and the Hofvijver pond' }, center: { lat: 52.0799, lng: 4.3113, zoom: 14 } },
  { slug: 'groningen', name: { nl: 'Groningen', en: 'Groningen' }, detail: { nl: 'de Martinitoren en de Grote Markt', en: 'the Martini Tower and the Grote Markt' }, center: { lat: 53.2194, lng: 6.5665, zoom: 14 } },
];

// ---------------------------------------------------------------------------------------------
// Loose diamonds and the gift card

export const DIAMOND_TEXT: Record<'title' | 'sub' | 'subSet' | 'short' | 'intro' | 'natural' | 'lab' | 'setOnly', Texts> & { loose: Texts[] } = {
  title: { nl: '{Shape} {stone} {ct} ct, kleur {colour}, {clarity}', en: '{Shape} {stone} {ct} ct, colour {colour}, {clarity}' },
  sub: { nl: 'Met {lab}-certificaat', en: '{lab} certified' },
  subSet: { nl: 'Alleen leverbaar gezet in een ring', en: 'Available set in a ring only' },
  short: {
    nl: 'Een {shape} {stone} van {ct} ct met kleur {colour} en zuiverheid {clarity}, inclusief {lab}-certificaat.',
    en: '{AShape} {stone} of {ct} ct with colour {colour} and clarity {clarity}, including its {lab} certificate.',
  },
  intro: {
    nl: 'Deze {shape} {stone} weegt {ct} karaat en heeft kleur {colour} en zuiverheid {clarity}. {note}',
    en: 'This {shape} {stone} weighs {ct} carats, with colour {colour} and clarity {clarity}. {note}',
  },
  natural: {
    nl: 'Onze gemmoloog beoordeelt elke diamant persoonlijk op slijpkwaliteit, symmetrie en fluorescentie. Het originele {lab}-certificaat krijg je bij je bestelling.',
    en: 'Our gemmologist personally assesses every diamond for cut quality, symmetry and fluorescence. The original {lab} certificate comes with your order.',
  },
  lab: {
    nl: 'Deze diamant is in een laboratorium gekweekt en heeft dezelfde hardheid, schittering en samenstelling als een natuurlijke diamant. Op het {lab}-certificaat staat duidelijk vermeld dat het om een lab-grown steen gaat.',
    en: 'This diamond was grown in a laboratory and has the same hardness, sparkle and make-up as a mined diamond. Its {lab} certificate clearly states that it is lab-grown.',
  },
  setOnly: {
    nl: 'Deze steen verkopen we alleen gezet: kies hem als middensteen of zijsteen bij een van onze verlovingsringen, dan zet ons atelier hem binnen drie weken.',
    en: 'We sell this stone set only: choose it as a centre or side stone for one of our engagement rings and our workshop will set it within three weeks.',
  },
  loose: [
    { nl: 'Wil je de diamant laten zetten? Combineer hem met een zetting naar keuze, of kom langs in ons atelier in Amsterdam voor persoonlijk advies.', en: 'Would you like it set? Pair it with a setting of your choice, or visit our Amsterdam workshop for personal advice.' },
    { nl: 'We versturen de diamant verzekerd in een verzegeld edelsteendoosje, samen met het certificaat.', en: 'We ship the diamond insured in a sealed gem box, together with its certificate.' },
  ],
};

export const GIFT_CARD: Record<'title' | 'sub' | 'short' | 'meta', Texts> & { description: Texts[] } = {
  title: { nl: 'Cadeaubon', en: 'Gift card' },
  sub: { nl: 'Digitaal, direct in de mailbox', en: 'Digital, delivered straight to their inbox' },
  short: {
    nl: 'Laat iemand zelf kiezen met een digitale cadeaubon, twee jaar geldig in onze webshop en ons atelier.',
    en: 'Let them choose for themselves with a digital gift card, valid for two years online and in our workshop.',
  },
  description: [
    { nl: 'Twijfel je tussen een ketting of oorbellen, of weet je de ringmaat niet? Met een cadeaubon zit je altijd goed. Je kiest het bedrag, schrijft er een persoonlijke boodschap bij en wij mailen de bon meteen, of op de datum die jij kiest.', en: 'Torn between a necklace and earrings, or not sure of their ring size? A gift card is always right. Choose the amount, add a personal message and we will email it straight away, or on the date you pick.' },
    { nl: 'De cadeaubon is twee jaar geldig en in delen te besteden, in onze webshop en in ons atelier in Amsterdam.', en: 'The gift card is valid for two years and can be spent in several goes, online and at our Amsterdam workshop.' },
    { nl: 'Liever iets om uit te pakken? De bon is ook mooi om zelf te printen en in een kaart te stoppen.', en: 'Prefer something to unwrap? The card looks lovely printed out and tucked into a greeting card.' },
  ],
  meta: {
    nl: 'Digitale cadeaubon van € 25 tot € 250, twee jaar geldig. Direct per e-mail, met je eigen persoonlijke boodschap.',
    en: 'Digital gift card from €25 to €250, valid for two years. Sent instantly by email with your own personal message.',
  },
};
