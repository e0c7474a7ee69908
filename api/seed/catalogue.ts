/**
 * The demo catalogue: ~160 products of a Dutch jewellery shop, built from the design and
 * sentence tables in catalogue-texts.ts. Pure and deterministic: no clock, no Math.random;
 * stock comes from a seeded PRNG per product.
 */
import {
  BADGES,
  CARE,
  CATEGORIES,
  CITIES,
  COLLECTIONS,
  CRAFT,
  DESIGNS,
  DIAMOND_TEXT,
  ENGRAVING,
  GIFT_CARD,
  HEAD_STYLES,
  MATERIAL_CATEGORIES,
  MATERIALS,
  META_TAIL,
  METAL_SENTENCES,
  STONES,
  STONE_SHAPES,
  article,
  carat,
  decimal,
  fill,
  joinList,
  lowerFirst,
  material,
  shapeOf,
  slugify,
  stoneOf,
  upperFirst,
  type BadgeSlug,
  type Design,
  type DesignKey,
  type Form,
  type Lang,
  type StoneSlug,
} from './catalogue-texts';
import type { MetalSlug, SeedCatalogue, SeedConfiguration, SeedProduct, StoneShapeSlug, Texts } from './types';
import { mulberry32 } from './random';

// ---------------------------------------------------------------------------------------------
// What we sell: one line per product.

/** Metal ranges a product is offered in. */
const TIERS = {
  S: ['silver-925', 'gold-over-silver'],
  SG: ['silver-925', 'gold-over-silver', 'yellow-gold-14k'],
  G: ['yellow-gold-14k', 'white-gold-14k', 'rose-gold-14k'],
  G2: ['yellow-gold-14k', 'white-gold-14k'],
  Y: ['yellow-gold-14k'],
  F: ['yellow-gold-14k', 'white-gold-14k', 'platinum-950'],
  F18: ['yellow-gold-18k', 'white-gold-14k', 'platinum-950'],
  P: ['white-gold-14k', 'platinum-950'],
} satisfies Record<string, MetalSlug[]>;

interface Spec {
  d: DesignKey;
  /** Collection slug. */
  c?: string;
  t: keyof typeof TIERS;
  /** Main stone, its shape (default round) and carat weight (total for pavé and pairs). */
  s?: StoneSlug;
  sh?: StoneShapeSlug;
  ct?: number;
  /** Extra stone shapes, e.g. the side stones of a trilogy ring. */
  xsh?: StoneShapeSlug[];
  /** Band width in mm (wedding rings). */
  w?: number;
  /** City slug (map jewellery). */
  city?: string;
  lim?: boolean;
}

const RINGS: Spec[] = [
  { d: 'stacking', c: 'aurora', t: 'G' },
  { d: 'stacking', c: 'essentials', t: 'SG' },
  { d: 'stackingPave', c: 'aurora', t: 'F', s: 'diamond', ct: 0.1 },
  { d: 'stackingPave', c: 'celeste', t: 'G', s: 'diamond', ct: 0.15 },
  { d: 'solitaire', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.5 },
  { d: 'solitaire', c: 'essentials', t: 'G', s: 'lab-grown-diamond', sh: 'round', ct: 0.3 },
  { d: 'solitaire', c: 'celeste', t: 'G2', s: 'moissanite', sh: 'oval', ct: 0.5 },
  { d: 'gem', c: 'celeste', t: 'G', s: 'sapphire', sh: 'oval', ct: 0.6 },
  { d: 'gem', c: 'heritage', t: 'F', s: 'emerald', sh: 'emerald', ct: 0.5 },
  { d: 'gem', c: 'flora', t: 'G', s: 'ruby', sh: 'pear', ct: 0.4 },
  { d: 'halo', c: 'heritage', t: 'F', s: 'sapphire', sh: 'cushion', ct: 0.5 },
  { d: 'halo', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.25 },
  { d: 'eternity', c: 'aurora', t: 'F', s: 'diamond', ct: 0.5 },
  { d: 'eternity', c: 'bridal', t: 'P', s: 'diamond', ct: 0.6 },
  { d: 'twist', c: 'essentials', t: 'SG' },
  { d: 'twist', c: 'flora', t: 'G' },
  { d: 'dome', c: 'amsterdam', t: 'SG' },
  { d: 'dome', c: 'essentials', t: 'G2' },
  { d: 'pearl', c: 'noordzee', t: 'SG', s: 'pearl' },
  { d: 'pearl', c: 'heritage', t: 'G', s: 'pearl' },
  { d: 'toiEtMoi', c: 'aurora', t: 'F', s: 'diamond', sh: 'pear', ct: 0.3 },
  { d: 'toiEtMoi', c: 'flora', t: 'G', s: 'emerald', sh: 'oval', ct: 0.4 },
  { d: 'chevron', c: 'essentials', t: 'SG' },
  { d: 'chevron', c: 'bridal', t: 'G' },
  { d: 'baguetteBand', c: 'heritage', t: 'F', s: 'diamond', sh: 'baguette', ct: 0.25 },
  { d: 'cocktail', c: 'heritage', t: 'F', s: 'ruby', sh: 'oval', ct: 1.0, lim: true },
  { d: 'cocktail', c: 'celeste', t: 'F', s: 'sapphire', sh: 'cushion', ct: 1.2, lim: true },
  { d: 'slim', c: 'essentials', t: 'SG' },
  { d: 'bezelRing', c: 'noordzee', t: 'G', s: 'moissanite', sh: 'round', ct: 0.3 },
  { d: 'bezelRing', c: 'amsterdam', t: 'G2', s: 'lab-grown-diamond', sh: 'oval', ct: 0.3 },
];

const ENGAGEMENT_RINGS: Spec[] = [
  { d: 'eng-solitaire', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.5 },
  { d: 'eng-solitaire', c: 'bridal', t: 'F18', s: 'diamond', sh: 'round', ct: 0.7 },
  { d: 'eng-solitaire', c: 'bridal', t: 'P', s: 'diamond', sh: 'round', ct: 1.0 },
  { d: 'eng-solitaire', c: 'aurora', t: 'G', s: 'lab-grown-diamond', sh: 'oval', ct: 1.0 },
  { d: 'eng-solitaire', c: 'essentials', t: 'F', s: 'diamond', sh: 'princess', ct: 0.5 },
  { d: 'eng-solitaire', c: 'heritage', t: 'P', s: 'lab-grown-diamond', sh: 'emerald', ct: 1.5 },
  { d: 'eng-solitaire', c: 'celeste', t: 'G', s: 'diamond', sh: 'pear', ct: 0.5 },
  { d: 'eng-solitaire', c: 'essentials', t: 'G', s: 'moissanite', sh: 'radiant', ct: 1.0 },
  { d: 'eng-halo', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.5 },
  { d: 'eng-halo', c: 'heritage', t: 'F18', s: 'diamond', sh: 'cushion', ct: 0.7 },
  { d: 'eng-halo', c: 'celeste', t: 'F', s: 'sapphire', sh: 'oval', ct: 1.0 },
  { d: 'eng-halo', c: 'bridal', t: 'G', s: 'lab-grown-diamond', sh: 'pear', ct: 1.0 },
  { d: 'eng-halo', c: 'flora', t: 'G', s: 'ruby', sh: 'cushion', ct: 0.8 },
  { d: 'eng-three-stone', c: 'bridal', t: 'F', s: 'diamond', sh: 'round', ct: 0.7 },
  { d: 'eng-three-stone', c: 'aurora', t: 'F', s: 'lab-grown-diamond', sh: 'oval', ct: 1.2 },
  { d: 'eng-three-stone', c: 'heritage', t: 'P', s: 'diamond', sh: 'emerald', ct: 0.5, xsh: ['tapered-baguette'] },
  { d: 'eng-three-stone', c: 'celeste', t: 'F', s: 'sapphire', sh: 'cushion', ct: 0.8, xsh: ['trillion'] },
  { d: 'eng-pave', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.5 },
  { d: 'eng-pave', c: 'bridal', t: 'F18', s: 'diamond', sh: 'oval', ct: 0.7 },
  { d: 'eng-pave', c: 'flora', t: 'G', s: 'lab-grown-diamond', sh: 'marquise', ct: 1.0 },
  { d: 'eng-bezel', c: 'essentials', t: 'G', s: 'diamond', sh: 'round', ct: 0.4 },
  { d: 'eng-bezel', c: 'noordzee', t: 'F', s: 'emerald', sh: 'oval', ct: 0.8 },
  { d: 'eng-bezel', c: 'amsterdam', t: 'P', s: 'lab-grown-diamond', sh: 'asscher', ct: 1.2 },
  { d: 'eng-cathedral', c: 'bridal', t: 'F18', s: 'diamond', sh: 'round', ct: 1.0 },
  { d: 'eng-cathedral', c: 'aurora', t: 'F', s: 'lab-grown-diamond', sh: 'princess', ct: 1.5 },
  { d: 'eng-cathedral', c: 'celeste', t: 'G', s: 'moissanite', sh: 'oval', ct: 1.5 },
  { d: 'eng-vintage', c: 'heritage', t: 'F18', s: 'diamond', sh: 'cushion', ct: 0.6, lim: true },
  { d: 'eng-vintage', c: 'heritage', t: 'G', s: 'diamond', sh: 'marquise', ct: 0.5 },
  { d: 'eng-vintage', c: 'flora', t: 'G', s: 'sapphire', sh: 'round', ct: 0.7 },
  { d: 'eng-vintage', c: 'amsterdam', t: 'P', s: 'diamond', sh: 'asscher', ct: 0.7 },
];

const WEDDING_RINGS: Spec[] = [
  { d: 'classicBand', c: 'bridal', t: 'F', w: 3 },
  { d: 'classicBand', c: 'essentials', t: 'G', w: 5 },
  { d: 'flatBand', c: 'bridal', t: 'F18', w: 4 },
  { d: 'flatBand', c: 'amsterdam', t: 'G2', w: 6 },
  { d: 'hammeredBand', c: 'heritage', t: 'G', w: 4 },
  { d: 'hammeredBand', c: 'noordzee', t: 'F', w: 3 },
  { d: 'brushedBand', c: 'essentials', t: 'G2', w: 4 },
  { d: 'brushedBand', c: 'bridal', t: 'P', w: 5 },
  { d: 'diamondBand', c: 'bridal', t: 'F', w: 3, s: 'diamond', ct: 0.05 },
  { d: 'diamondBand', c: 'aurora', t: 'G', w: 4, s: 'diamond', ct: 0.1 },
  { d: 'eternityBand', c: 'bridal', t: 'F18', w: 2, s: 'diamond', ct: 0.3 },
  { d: 'eternityBand', c: 'aurora', t: 'P', w: 2.5, s: 'diamond', ct: 0.5 },
];

const NECKLACES: Spec[] = [
  { d: 'linkChain', c: 'essentials', t: 'SG' },
  { d: 'linkChain', c: 'aurora', t: 'G' },
  { d: 'tennisNecklace', c: 'aurora', t: 'G2', s: 'lab-grown-diamond', ct: 1.5, lim: true },
  { d: 'tennisNecklace', c: 'bridal', t: 'F', s: 'diamond', ct: 0.5 },
  { d: 'pearlNecklace', c: 'noordzee', t: 'SG', s: 'pearl' },
  { d: 'pearlNecklace', c: 'heritage', t: 'Y', s: 'pearl' },
  { d: 'solitaireNecklace', c: 'aurora', t: 'G', s: 'diamond', sh: 'round', ct: 0.25 },
  { d: 'solitaireNecklace', c: 'celeste', t: 'G2', s: 'lab-grown-diamond', sh: 'oval', ct: 0.5 },
  { d: 'solitaireNecklace', c: 'flora', t: 'Y', s: 'emerald', sh: 'pear', ct: 0.3 },
  { d: 'curbChain', c: 'amsterdam', t: 'SG' },
  { d: 'curbChain', c: 'essentials', t: 'S' },
  { d: 'paperclipChain', c: 'essentials', t: 'SG' },
  { d: 'paperclipChain', c: 'amsterdam', t: 'G' },
  { d: 'satelliteChain', c: 'celeste', t: 'S' },
  { d: 'snakeChain', c: 'noordzee', t: 'SG' },
  { d: 'lariat', c: 'celeste', t: 'G2', s: 'sapphire', sh: 'pear', ct: 0.4 },
];

const PENDANTS: Spec[] = [
  { d: 'stonePendant', c: 'aurora', t: 'G2', s: 'diamond', sh: 'round', ct: 0.3 },
  { d: 'stonePendant', c: 'celeste', t: 'G', s: 'sapphire', sh: 'oval', ct: 0.5 },
  { d: 'stonePendant', c: 'flora', t: 'G', s: 'emerald', sh: 'heart', ct: 0.4 },
  { d: 'coinPendant', c: 'heritage', t: 'SG' },
  { d: 'coinPendant', c: 'amsterdam', t: 'S' },
  { d: 'heartPendant', c: 'essentials', t: 'SG' },
  { d: 'heartPendant', c: 'flora', t: 'G' },
  { d: 'moonPendant', c: 'celeste', t: 'G', s: 'diamond', ct: 0.05 },
  { d: 'starPendant', c: 'celeste', t: 'SG', s: 'moissanite', ct: 0.05 },
  { d: 'shellPendant', c: 'noordzee', t: 'SG' },
  { d: 'dropPendant', c: 'aurora', t: 'F', s: 'sapphire', sh: 'pear', ct: 0.6 },
  { d: 'compassPendant', c: 'noordzee', t: 'SG', s: 'sapphire', ct: 0.02 },
];

const BRACELETS: Spec[] = [
  { d: 'tennisBracelet', c: 'celeste', t: 'G2', s: 'diamond', ct: 0.5 },
  { d: 'tennisBracelet', c: 'aurora', t: 'G', s: 'lab-grown-diamond', ct: 1.5, lim: true },
  { d: 'linkBracelet', c: 'essentials', t: 'SG' },
  { d: 'linkBracelet', c: 'amsterdam', t: 'S' },
  { d: 'bangle', c: 'heritage', t: 'SG' },
  { d: 'bangle', c: 'essentials', t: 'G' },
  { d: 'pearlBracelet', c: 'noordzee', t: 'S', s: 'pearl' },
  { d: 'pearlBracelet', c: 'bridal', t: 'Y', s: 'pearl' },
  { d: 'stoneBracelet', c: 'celeste', t: 'G', s: 'sapphire', sh: 'round', ct: 0.2 },
  { d: 'stoneBracelet', c: 'aurora', t: 'G2', s: 'diamond', sh: 'round', ct: 0.1 },
  { d: 'curbBracelet', c: 'amsterdam', t: 'SG' },
  { d: 'charmBracelet', c: 'noordzee', t: 'SG' },
  { d: 'charmBracelet', c: 'flora', t: 'S' },
  { d: 'paperclipBracelet', c: 'essentials', t: 'SG' },
];

const EARRINGS: Spec[] = [
  { d: 'studs', c: 'aurora', t: 'F', s: 'diamond', sh: 'round', ct: 0.5 },
  { d: 'studs', c: 'essentials', t: 'G2', s: 'lab-grown-diamond', sh: 'round', ct: 1.0 },
  { d: 'studs', c: 'celeste', t: 'SG', s: 'moissanite', sh: 'round', ct: 0.5 },
  { d: 'hoops', c: 'essentials', t: 'SG' },
  { d: 'hoops', c: 'amsterdam', t: 'G' },
  { d: 'huggies', c: 'aurora', t: 'G', s: 'diamond', ct: 0.1 },
  { d: 'dropEarrings', c: 'flora', t: 'G2', s: 'emerald', sh: 'pear', ct: 0.5 },
  { d: 'dropEarrings', c: 'heritage', t: 'Y', s: 'ruby', sh: 'oval', ct: 0.4 },
  { d: 'pearlStuds', c: 'noordzee', t: 'SG', s: 'pearl' },
  { d: 'pearlStuds', c: 'bridal', t: 'G', s: 'pearl' },
  { d: 'climbers', c: 'celeste', t: 'S', s: 'moissanite', ct: 0.1 },
  { d: 'haloStuds', c: 'heritage', t: 'F', s: 'sapphire', sh: 'round', ct: 0.3 },
];

const ENGRAVED: Spec[] = [
  { d: 'barNecklace', c: 'essentials', t: 'SG' },
  { d: 'nameBracelet', c: 'essentials', t: 'S' },
  { d: 'signetRing', c: 'heritage', t: 'SG' },
  { d: 'coinNecklace', c: 'heritage', t: 'SG' },
  { d: 'coordinatesRing', c: 'amsterdam', t: 'SG' },
  { d: 'initialNecklace', c: 'essentials', t: 'SG' },
  { d: 'engravedBangle', c: 'essentials', t: 'SG' },
  { d: 'fingerprintPendant', t: 'SG' },
  { d: 'locket', c: 'heritage', t: 'G' },
  { d: 'dateBracelet', c: 'bridal', t: 'SG' },
];

const MAPS: Spec[] = CITIES.map((city, index) => ({
  d: index % 2 ? 'mapBracelet' : 'mapNecklace',
  ...(city.slug === 'amsterdam' ? { c: 'amsterdam' } : {}),
  t: 'SG',
  city: city.slug,
}));

type DiamondSpec = [shape: StoneShapeSlug, ct: number, stone: 'diamond' | 'lab-grown-diamond', colour: string, clarity: string, lab: string, embedded?: true];

const DIAMONDS: DiamondSpec[] = [
  ['round', 0.3, 'diamond', 'G', 'VS2', 'HRD', true],
  ['round', 0.5, 'diamond', 'F', 'VS1', 'GIA'],
  ['round', 1.0, 'diamond', 'E', 'VVS2', 'GIA'],
  ['round', 1.5, 'lab-grown-diamond', 'G', 'VS1', 'IGI'],
  ['princess', 0.5, 'diamond', 'G', 'VS2', 'HRD'],
  ['asscher', 0.7, 'diamond', 'F', 'VS1', 'GIA'],
  ['cushion', 1.0, 'lab-grown-diamond', 'F', 'VS1', 'IGI'],
  ['cushion', 2.0, 'diamond', 'G', 'VS2', 'GIA'],
  ['oval', 0.7, 'diamond', 'G', 'VS1', 'GIA'],
  ['oval', 2.0, 'lab-grown-diamond', 'E', 'VVS2', 'IGI'],
  ['radiant', 1.2, 'diamond', 'H', 'SI1', 'HRD'],
  ['pear', 0.6, 'diamond', 'G', 'VS2', 'GIA'],
  ['heart', 0.5, 'diamond', 'F', 'VS2', 'HRD'],
  ['marquise', 0.4, 'diamond', 'H', 'VS2', 'HRD', true],
  ['triangle', 0.3, 'diamond', 'G', 'VS1', 'HRD', true],
  ['trillion', 0.25, 'diamond', 'F', 'VS2', 'HRD', true],
  ['baguette', 0.2, 'diamond', 'G', 'VS1', 'HRD', true],
  ['tapered-baguette', 0.2, 'diamond', 'G', 'VS1', 'HRD', true],
  ['emerald', 1.0, 'diamond', 'F', 'VVS2', 'GIA'],
  ['emerald', 1.5, 'lab-grown-diamond', 'F', 'VS1', 'IGI'],
];

const GIFT_CARD_AMOUNTS = [25, 50, 100, 250];

// ---------------------------------------------------------------------------------------------
// Prices, sizes and stock


const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Shop prices in whole euros: 49, 129, 345, 1295, 2495. Returns cents. */
function shopPrice(eur: number): number {
  // Rounded up, so a larger size never ends up cheaper than a smaller one.
  const up = (step: number) => Math.ceil(eur / step - 1e-9) * step;
  const euros = eur < 300 ? up(10) - 1 : eur < 1000 ? up(10) - 5 : eur < 2000 ? up(50) - 5 : up(100) - 5;
  return euros * 100;
}

/** Small stones per carat in EUR, added to a design's gold price. */
const STONE_RATE: Record<StoneSlug, number> = { diamond: 1800, 'lab-grown-diamond': 600, sapphire: 650, emerald: 750, ruby: 750, pearl: 0, moissanite: 250 };

/** Centre stones of engagement rings in EUR. */
function centreStone(stone: StoneSlug, ct: number): number {
  switch (stone) {
    case 'diamond': return 3400 * ct ** 1.6;
    case 'lab-grown-diamond': return 950 * ct ** 1.4;
    case 'sapphire': return 1100 * ct;
    case 'ruby': return 1300 * ct;
    case 'emerald': return 1200 * ct;
    case 'moissanite': return 300 * ct;
    case 'pearl': return 150;
  }
}

const METAL_FACTOR: Partial<Record<MetalSlug, number>> = { 'yellow-gold-18k': 1.35, 'platinum-950': 1.45 };

function configPrice(metal: MetalSlug, gold14: number, silver: number | undefined, factor: number, range: [number, number]): number {
  if (metal === 'silver-925' || metal === 'gold-over-silver') {
    if (silver === undefined) throw new Error(`no silver price for ${metal}`);
    return metal === 'silver-925' ? shopPrice(clamp(silver * factor, 50, 190)) : shopPrice(clamp((silver * 1.3 + 15) * factor, 70, 230));
  }
  return shopPrice(clamp(gold14 * factor, range[0], range[1]) * (METAL_FACTOR[metal] ?? 1));
}

function sizesFor(form: Form, i: number): (string | null)[] {
  switch (form) {
    case 'ring': {
      const start = i % 2 ? 50 : 48;
      return Array.from({ length: 4 + (i % 3) }, (_, k) => String(start + 2 * k));
    }
    case 'neck': return i % 2 ? ['40', '42', '45', '50'] : ['42', '45', '50'];
    case 'wrist': return ['16', '18', '20'];
    case 'ear': return [null];
  }
}

/** Larger ring sizes and longer chains take a little more metal. */
function sizeFactor(form: Form, size: string | null): number {
  const n = Number(size);
  switch (form) {
    case 'ring': return n >= 58 ? 1.03 : 1;
    case 'neck': return n >= 50 ? 1.06 : n >= 45 ? 1.03 : 1;
    case 'wrist': return n >= 20 ? 1.04 : 1;
    case 'ear': return 1;
  }
}

/** Roughly one product in twenty is sold out; diamonds go one by one. */
const isSoldOut = (i: number) => i % 20 === 11;

function stockOf(count: number, seed: number, soldOut: boolean): number[] {
  const rng = mulberry32(seed);
  const stock = Array.from({ length: count }, () => (rng() < 0.05 ? 0 : 1 + Math.floor(rng() * 25)));
  if (soldOut) return stock.map(() => 0);
  if (!stock.some((n) => n > 0)) stock[0] = 3;
  return stock;
}

function configurations(vendorModel: string, metals: MetalSlug[], sizes: (string | null)[], price: (metal: MetalSlug, size: string | null) => number, seed: number, soldOut: boolean): SeedConfiguration[] {
  const pairs = metals.flatMap((metal) => sizes.map((size) => ({ metal, size })));
  const stock = stockOf(pairs.length, seed, soldOut);
  return pairs.map(({ metal, size }, k) => ({
    sku: [vendorModel, material(metal).code, size].filter(Boolean).join('-'),
    material: metal,
    size,
    cost: price(metal, size),
    stock: stock[k] ?? 0,
    trackInventory: true,
  }));
}

// ---------------------------------------------------------------------------------------------
// Texts

type Draft = Omit<SeedProduct, 'related' | 'recommendedRank' | 'badges' | 'sale' | 'saleValue'> & { limited: boolean; handmade: boolean };

const both = (f: (lang: Lang) => string): Texts => ({ nl: f('nl'), en: f('en') });
const paragraphs = (parts: string[][]) => parts.map((p) => `<p>${p.join(' ')}</p>`).join('');

function metaOf(title: string, short: string, lang: Lang): string {
  const candidates = [`${title}. ${short}`, `${title}. ${META_TAIL[lang]}`, title];
  return candidates.find((text) => text.length <= 155) ?? title.slice(0, 155);
}

function metalsSentence(metals: MetalSlug[], i: number, lang: Lang): string {
  const names = metals.map((m) => lowerFirst(material(m).title[lang]));
  if (names.length === 1) return fill(METAL_SENTENCES.one[i % METAL_SENTENCES.one.length]![lang], { list: names[0] });
  const [template, conjunction] = METAL_SENTENCES.many[i % METAL_SENTENCES.many.length]![lang];
  return fill(template, { list: joinList(names, conjunction) });
}

function careSentence(metals: MetalSlug[], stones: string[], i: number, engagement: boolean): Texts {
  if (stones.includes('pearl')) return CARE.pearl[0]!;
  if (metals.includes('gold-over-silver')) return CARE.plated[0]!;
  if (metals.every((m) => m === 'silver-925')) return CARE.silver[i % CARE.silver.length]!;
  // Engagement rings already promise yearly aftercare in their workshop sentence.
  return CARE.gold[i % (stones.length && !engagement ? 3 : 2)]!;
}

function craftGroup(design: Design): keyof typeof CRAFT {
  if (design.kind === 'engagement-ring') return 'engagement';
  return ({ ring: 'ring', neck: 'neck', wrist: 'wrist', ear: 'ear' } as const)[design.form];
}

// ---------------------------------------------------------------------------------------------
// Products

/**
 * What each design's images show where its kind has several looks, or where it is worn as
 * another kind's piece (engraved and map designs for the finger or wrist): earrings as studs,
 * drops or hoops, bracelets as chains, tennis bracelets or bangles, pendants by their form.
 */
const PICTURES: Partial<Record<DesignKey, NonNullable<SeedProduct['picture']>>> = {
  studs: { look: 'stud' }, hoops: { look: 'hoop' }, huggies: { look: 'hoop' }, dropEarrings: { look: 'drop' },
  pearlStuds: { look: 'stud' }, climbers: { look: 'stud' }, haloStuds: { look: 'stud' },
  tennisBracelet: { look: 'tennis' }, linkBracelet: { look: 'chain' }, bangle: { look: 'bangle' }, pearlBracelet: { look: 'chain' },
  stoneBracelet: { look: 'chain' }, curbBracelet: { look: 'chain' }, charmBracelet: { look: 'chain' }, paperclipBracelet: { look: 'chain' },
  stonePendant: { look: 'drop' }, coinPendant: { look: 'disc' }, heartPendant: { look: 'heart' }, moonPendant: { look: 'disc' },
  starPendant: { look: 'disc' }, shellPendant: { look: 'disc' }, dropPendant: { look: 'drop' }, compassPendant: { look: 'disc' },
  barNecklace: { look: 'bar' }, coinNecklace: { look: 'disc' }, initialNecklace: { look: 'disc' }, fingerprintPendant: { look: 'disc' }, locket: { look: 'disc' },
  signetRing: { kind: 'ring' }, coordinatesRing: { kind: 'ring' },
  nameBracelet: { kind: 'bracelet', look: 'chain' }, dateBracelet: { kind: 'bracelet', look: 'chain' }, engravedBangle: { kind: 'bracelet', look: 'bangle' },
  mapBracelet: { kind: 'bracelet', look: 'chain' },
};

function designProduct(spec: Spec, i: number): Draft {
  const design: Design = DESIGNS[spec.d];
  const collection = spec.c ? COLLECTIONS.find((c) => c.slug === spec.c) : undefined;
  if (spec.c && !collection) throw new Error(`unknown collection ${spec.c}`);
  const stone = spec.s ? stoneOf(spec.s) : undefined;
  const shape = stone ? shapeOf(spec.sh ?? 'round') : undefined;
  const city = spec.city ? CITIES.find((c) => c.slug === spec.city) : undefined;
  const values = (lang: Lang) => ({
    col: collection?.title[lang],
    stone: stone?.one[lang],
    stones: stone?.many[lang],
    shape: shape?.adj[lang],
    aShape: shape ? article(shape.adj.en) : undefined,
    ct: spec.ct === undefined ? undefined : carat(spec.ct, lang),
    w: spec.w === undefined ? undefined : decimal(spec.w, lang),
    city: city?.name[lang],
    detail: city?.detail[lang],
  });
  const line = (k: 0 | 1 | 2 | 3) => both((lang) => fill(design[lang][k], values(lang)));

  const metals: MetalSlug[] = [...TIERS[spec.t]];
  const stones = [...new Set([...(spec.s ? [spec.s] : []), ...(design.extraStones ?? [])])];
  const stoneShapes = shape ? [...new Set([shape.slug, ...(design.extraShapes ?? []), ...(spec.xsh ?? [])])] : [];
  const title = line(0);
  const short = line(2);
  const care = careSentence(metals, stones, i, design.kind === 'engagement-ring');
  const craft = CRAFT[craftGroup(design)];
  const description = both((lang) =>
    paragraphs([
      [line(3)[lang], ...(stone ? [stone.note[lang]] : [])],
      [...(collection ? [collection.line[lang]] : []), metalsSentence(metals, i, lang), ...(design.engravable ? [ENGRAVING[lang]] : [])],
      [craft[i % craft.length]![lang], care[lang]],
    ]),
  );

  const engagement = design.kind === 'engagement-ring';
  const gold14 = engagement
    ? clamp(design.gold + centreStone(spec.s ?? 'diamond', spec.ct ?? 0.5), 900, 4400)
    : design.gold + 110 * (spec.w ?? 0) + (spec.s ? STONE_RATE[spec.s] * (spec.ct ?? 0) : 0);
  const range: [number, number] = engagement ? [900, 4400] : [250, 1800];
  const vendorModel = `${collection?.code ?? (design.kind === 'map' ? 'MAP' : 'GEN')}-${design.code}-${String(i + 1).padStart(4, '0')}`;

  return {
    slug: slugify(title.nl),
    kind: design.kind,
    ...(PICTURES[spec.d] ? { picture: PICTURES[spec.d] } : {}),
    vendorModel,
    title,
    subTitle: line(1),
    shortDescription: short,
    description,
    metaDescription: both((lang) => metaOf(title[lang], short[lang], lang)),
    categories: [...design.categories],
    collections: collection ? [collection.slug] : [],
    stones,
    headStyles: [...(design.heads ?? [])],
    stoneShapes,
    digital: false,
    engravable: design.engravable ?? false,
    ...(city ? { mapCenter: { ...city.center } } : {}),
    embedded: false,
    defaultSku: null,
    configurations: configurations(vendorModel, metals, sizesFor(design.form, i), (metal, size) => configPrice(metal, gold14, design.silver, sizeFactor(design.form, size), range), 7919 * (i + 1), isSoldOut(i)),
    limited: spec.lim ?? false,
    handmade: design.handmade ?? false,
  };
}

function diamondProduct([shapeSlug, ct, stoneSlug, colour, clarity, lab, embedded]: DiamondSpec, i: number, n: number): Draft {
  const shape = shapeOf(shapeSlug);
  const stone = stoneOf(stoneSlug);
  const values = (lang: Lang) => ({
    Shape: upperFirst(shape.adj[lang]),
    shape: shape.adj[lang],
    AShape: upperFirst(article(shape.adj.en)),
    stone: stone.one[lang],
    ct: carat(ct, lang),
    colour,
    clarity,
    lab,
    note: shape.note[lang],
  });
  const text = (t: Texts) => both((lang) => fill(t[lang], values(lang)));
  const title = text(DIAMOND_TEXT.title);
  const short = text(DIAMOND_TEXT.short);
  const grade = (colour <= 'E' ? 1.2 : colour === 'H' ? 0.85 : 1) * (/VVS|IF/.test(clarity) ? 1.15 : clarity.startsWith('SI') ? 0.85 : 1);
  const natural = 3800 * ct ** 1.7 * grade * (shapeSlug === 'round' ? 1 : 0.85);
  const eur = clamp(stoneSlug === 'diamond' ? natural : natural * 0.28, 475, 15000);
  const vendorModel = `DIA-D-${String(i + 1).padStart(4, '0')}`;
  return {
    slug: slugify(title.nl),
    kind: 'diamond',
    vendorModel,
    title,
    subTitle: text(embedded ? DIAMOND_TEXT.subSet : DIAMOND_TEXT.sub),
    shortDescription: short,
    description: both((lang) =>
      paragraphs([
        [fill(DIAMOND_TEXT.intro[lang], values(lang))],
        [fill((stoneSlug === 'diamond' ? DIAMOND_TEXT.natural : DIAMOND_TEXT.lab)[lang], values(lang))],
        [(embedded ? DIAMOND_TEXT.setOnly : DIAMOND_TEXT.loose[n % DIAMOND_TEXT.loose.length]!)[lang]],
      ]),
    ),
    metaDescription: both((lang) => metaOf(title[lang], short[lang], lang)),
    categories: ['diamonds'],
    collections: [],
    stones: [stoneSlug],
    headStyles: [],
    stoneShapes: [shapeSlug],
    digital: false,
    engravable: false,
    embedded: embedded ?? false,
    defaultSku: null,
    configurations: [{ sku: `${vendorModel}-PT950`, material: 'platinum-950', size: null, cost: shopPrice(eur), stock: n % 7 === 5 ? 0 : 1, trackInventory: true }],
    limited: false,
    handmade: false,
  };
}

function giftCard(i: number): Draft {
  const vendorModel = `GC-CB-${String(i + 1).padStart(4, '0')}`;
  return {
    slug: 'cadeaubon',
    kind: 'engraved',
    picture: { kind: 'gift-card' },
    vendorModel,
    title: GIFT_CARD.title,
    subTitle: GIFT_CARD.sub,
    shortDescription: GIFT_CARD.short,
    description: both((lang) => paragraphs(GIFT_CARD.description.map((p) => [p[lang]]))),
    metaDescription: GIFT_CARD.meta,
    categories: ['gifts'],
    collections: [],
    stones: [],
    headStyles: [],
    stoneShapes: [],
    digital: true,
    giftCard: true,
    engravable: false,
    embedded: false,
    defaultSku: null,
    // The type needs a material; a gift card has none, so it takes the shop's first metal.
    // The amount goes in `size` so the four configurations can be told apart.
    configurations: GIFT_CARD_AMOUNTS.map((amount) => ({ sku: `${vendorModel}-EUR${amount}`, material: MATERIALS[0]!.slug, size: String(amount), cost: amount * 100, stock: 0, trackInventory: false })),
    limited: false,
    handmade: false,
  };
}

const SALE_STEPS = [10, 15, 20, 25, 30];

/** Related products: neighbours in the same category, plus a couple from the same collection. */
function relatedOf(products: Pick<SeedProduct, 'slug' | 'categories' | 'collections' | 'digital'>[], i: number): string[] {
  const self = products[i]!;
  const wanted = 3 + (i % 4);
  const near = (keep: (p: (typeof products)[number]) => boolean) =>
    products
      .map((p, j) => ({ p, j }))
      .filter(({ p, j }) => j !== i && !p.digital && keep(p))
      .sort((a, b) => Math.abs(a.j - i) - Math.abs(b.j - i) || a.j - b.j)
      .map(({ p }) => p.slug);
  const main = self.categories[0]!;
  const sameCategory = near((p) => p.categories.includes(main));
  const sameCollection = self.collections[0] ? near((p) => p.collections.includes(self.collections[0]!) && !p.categories.includes(main)) : [];
  const fromCollection = Math.min(sameCollection.length, Math.floor(wanted / 2));
  const picked = [...sameCategory.slice(0, wanted - fromCollection), ...sameCollection.slice(0, fromCollection)];
  return [...new Set([...picked, ...sameCategory, ...sameCollection])].slice(0, wanted);
}

export function buildCatalogue(): SeedCatalogue {
  const specs = [...RINGS, ...ENGAGEMENT_RINGS, ...WEDDING_RINGS];
  const drafts: Draft[] = specs.map((spec, i) => designProduct(spec, i));
  DIAMONDS.forEach((spec, n) => drafts.push(diamondProduct(spec, drafts.length, n)));
  for (const spec of [...NECKLACES, ...PENDANTS, ...BRACELETS, ...EARRINGS, ...ENGRAVED, ...MAPS]) drafts.push(designProduct(spec, drafts.length));
  drafts.push(giftCard(drafts.length));

  const seen = new Map<string, number>();
  for (const draft of drafts) {
    const count = (seen.get(draft.slug) ?? 0) + 1;
    seen.set(draft.slug, count);
    if (count > 1) draft.slug = `${draft.slug}-${count}`;
  }

  let sales = 0;
  const products = drafts.map((draft, i): SeedProduct => {
    const regular = !draft.digital;
    const isNew = regular && i % 10 === 4;
    const bestseller = regular && i % 12 === 1;
    const sale = regular && !isNew && draft.kind !== 'diamond' && (i % 7 === 3 || i % 19 === 9);
    const badges: BadgeSlug[] = [];
    if (sale) badges.push('sale');
    if (isNew) badges.push('new');
    if (bestseller) badges.push('bestseller');
    if (draft.limited) badges.push('limited');
    if (draft.handmade) badges.push('handmade');
    const gift = draft.kind === 'engraved' || draft.kind === 'map' || (i % 6 === 2 && draft.kind !== 'diamond');
    const { limited: _limited, handmade: _handmade, ...product } = draft;
    return {
      ...product,
      categories: gift && !product.categories.includes('gifts') ? [...product.categories, 'gifts'] : product.categories,
      badges,
      sale,
      saleValue: sale ? SALE_STEPS[sales++ % SALE_STEPS.length]! : 0,
      defaultSku: (product.configurations.find((c) => c.stock > 0 || !c.trackInventory) ?? product.configurations[0])?.sku ?? null,
      recommendedRank: 0,
      related: [],
    };
  });

  const group = (p: SeedProduct) => (p.badges.includes('bestseller') ? 0 : p.badges.includes('new') ? 1 : 2);
  products
    .map((p, i) => ({ p, i }))
    .sort((a, b) => group(a.p) - group(b.p) || a.i - b.i)
    .forEach(({ p }, rank) => (p.recommendedRank = rank + 1));
  products.forEach((p, i) => (p.related = relatedOf(products, i)));

  return {
    materialCategories: MATERIAL_CATEGORIES.map((c) => ({ ...c, title: { ...c.title } })),
    materials: MATERIALS.map(({ code: _code, ...m }) => ({ ...m, title: { ...m.title } })),
    categories: CATEGORIES.map((c) => ({ ...c })),
    collections: COLLECTIONS.map(({ code: _code, line: _line, ...c }) => c),
    stones: STONES.map(({ one: _one, many: _many, note: _note, ...s }) => s),
    headStyles: HEAD_STYLES.map((h) => ({ ...h })),
    stoneShapes: STONE_SHAPES.map(({ adj: _adj, note: _note, ...s }) => s),
    badges: BADGES.map((b) => ({ ...b })),
    products,
  };
}
