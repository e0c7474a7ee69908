/**
 * The demo shop as plain data, before it is written to the database. Everything is keyed by
 * slug/sku so the data stays readable; api/seed/index.ts resolves keys to ids when inserting.
 * Prices are integer cents (EUR). Texts come in both shop languages.
 */
import type { MapPlace } from '../../domain/map/map-rules';

export interface Texts<T = string> {
  nl: T;
  en: T;
}

/** Kinds of jewellery: they choose the generated image and the size kind. */
export type JewelleryKind =
  | 'ring'
  | 'engagement-ring'
  | 'wedding-ring'
  | 'diamond'
  | 'necklace'
  | 'pendant'
  | 'bracelet'
  | 'earrings'
  | 'engraved'
  | 'map'
  /** Drawn only (a picture's kind): the gift card. */
  | 'gift-card';

/** Metals of the shop (spec: gold, 950 platinum, 925 silver, gold over silver). */
export type MetalSlug =
  | 'yellow-gold-14k'
  | 'white-gold-14k'
  | 'rose-gold-14k'
  | 'yellow-gold-18k'
  | 'platinum-950'
  | 'silver-925'
  | 'gold-over-silver';

export type StoneShapeSlug =
  | 'round'
  | 'princess'
  | 'asscher'
  | 'cushion'
  | 'oval'
  | 'radiant'
  | 'pear'
  | 'heart'
  | 'marquise'
  | 'triangle'
  | 'trillion'
  | 'baguette'
  | 'tapered-baguette'
  | 'emerald';

export interface SeedMaterialCategory {
  slug: 'gold' | 'platinum' | 'silver' | 'gold-over-silver';
  title: Texts;
}

export interface SeedMaterial {
  slug: MetalSlug;
  sku: string;
  category: SeedMaterialCategory['slug'];
  /** Hex colour of the metal for swatches and images. */
  color: string;
  title: Texts;
}

export interface SeedTaxon {
  slug: string;
  sku: string;
  title: Texts;
  description?: Texts;
}

export interface SeedConfiguration {
  sku: string;
  material: MetalSlug;
  /** Ring size (48..64), chain length in cm ("42"), bracelet length ("18"), or null. */
  size: string | null;
  cost: number;
  stock: number;
  trackInventory: boolean;
}

export interface SeedProduct {
  slug: string;
  kind: JewelleryKind;
  /**
   * How the generated images draw it when its kind alone does not say: the look of its kind
   * (earrings: stud, drop or hoop; …) or another kind (an engraved ring is drawn as a ring).
   */
  picture?: { kind?: JewelleryKind; look?: string };
  vendorModel: string;
  title: Texts;
  subTitle: Texts;
  shortDescription: Texts;
  /** Plain paragraphs; may contain simple HTML (<p>, <ul>, <li>, <strong>). */
  description: Texts;
  metaDescription: Texts;
  categories: string[];
  collections: string[];
  stones: string[];
  headStyles: string[];
  stoneShapes: StoneShapeSlug[];
  badges: string[];
  sale: boolean;
  /** Whole percent, 0 when not on sale. */
  saleValue: number;
  digital: boolean;
  /** A gift card sold as a product (digital): paying for it issues a card per unit. */
  giftCard?: boolean;
  engravable: boolean;
  /** Map jewellery: where the map picker starts. */
  mapCenter?: MapPlace;
  embedded: boolean;
  recommendedRank: number;
  /** SKU of the default configuration; null for a product sold without one. */
  defaultSku: string | null;
  configurations: SeedConfiguration[];
  /** Slugs of related products (resolved after all products exist). */
  related: string[];
}

export interface SeedCatalogue {
  materialCategories: SeedMaterialCategory[];
  materials: SeedMaterial[];
  categories: SeedTaxon[];
  collections: SeedTaxon[];
  stones: SeedTaxon[];
  headStyles: SeedTaxon[];
  stoneShapes: (SeedTaxon & { slug: StoneShapeSlug })[];
  badges: (SeedTaxon & { tone: 'new' | 'sale' | 'bestseller' | 'limited' | 'neutral' })[];
  products: SeedProduct[];
}
