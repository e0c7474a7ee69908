import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { media } from './media';
import { languages } from './settings';
import type { MapPlace } from '../../../domain/map/map-rules';

/** PostgreSQL's full-text document; written by triggers only (migration 0027). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Columns every translation table shares: one row per (entity, language). */
const translationKey = {
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id, { onDelete: 'cascade' }),
};

/** A sortable, sku-addressed taxonomy entity (category, collection, material, stone, ...). */
const taxonomy = {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull(),
  slug: text('slug').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
};

export const materialCategories = pgTable('material_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const materialCategoryTranslations = pgTable(
  'material_category_translations',
  {
    materialCategoryId: integer('material_category_id')
      .notNull()
      .references(() => materialCategories.id, { onDelete: 'cascade' }),
    ...translationKey,
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.materialCategoryId, t.languageId] })],
);

export const materials = pgTable(
  'materials',
  {
    ...taxonomy,
    materialCategoryId: integer('material_category_id').references(() => materialCategories.id, {
      onDelete: 'set null',
    }),
    /** Hex colour of the metal, used for swatches and generated images. */
    color: text('color').notNull().default('#d4af37'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('materials_sku_uq').on(t.sku), uniqueIndex('materials_slug_uq').on(t.slug)],
);

export const materialTranslations = pgTable(
  'material_translations',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    ...translationKey,
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.languageId] })],
);

export const categories = pgTable(
  'categories',
  {
    ...taxonomy,
    parentId: integer('parent_id'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('categories_sku_uq').on(t.sku), uniqueIndex('categories_slug_uq').on(t.slug)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    ...translationKey,
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] })],
);

export const collections = pgTable(
  'collections',
  {
    ...taxonomy,
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('collections_sku_uq').on(t.sku), uniqueIndex('collections_slug_uq').on(t.slug)],
);

export const collectionTranslations = pgTable(
  'collection_translations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    ...translationKey,
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.languageId] })],
);

/** Stones, head styles and stone shapes share one shape: a sorted, translated facet value. */
function facetTables(name: 'stones' | 'head_styles' | 'stone_shapes', fk: string) {
  const table = pgTable(
    name,
    { ...taxonomy },
    (t) => [uniqueIndex(`${name}_sku_uq`).on(t.sku), uniqueIndex(`${name}_slug_uq`).on(t.slug)],
  );
  const translations = pgTable(
    `${name.replace(/s$/, '')}_translations`,
    {
      ownerId: integer(fk)
        .notNull()
        .references(() => table.id, { onDelete: 'cascade' }),
      ...translationKey,
      title: text('title').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.languageId] })],
  );
  return [table, translations] as const;
}

export const [stones, stoneTranslations] = facetTables('stones', 'stone_id');
export const [headStyles, headStyleTranslations] = facetTables('head_styles', 'head_style_id');
export const [stoneShapes, stoneShapeTranslations] = facetTables('stone_shapes', 'stone_shape_id');

export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Semantic tone for the kit's Badge (new, sale, bestseller, limited). */
  tone: text('tone').notNull().default('neutral'),
});

export const badgeTranslations = pgTable(
  'badge_translations',
  {
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    ...translationKey,
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.badgeId, t.languageId] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Embedded products are sold inside another product (e.g. a loose diamond in a setting). */
    embedded: boolean('embedded').notNull().default(false),
    /** Physical or digital (a gift card, an engraving file): digital items ship nothing. */
    digital: boolean('digital').notNull().default(false),
    /** A gift card sold as a product: paying for a line issues one card per unit worth the unit's price (digital too). */
    giftCard: boolean('gift_card').notNull().default(false),
    defaultSku: text('default_sku'),
    /** Price of the default configuration, in cents. */
    baseCost: integer('base_cost').notNull(),
    /** Lowest configuration price, in cents. */
    minCost: integer('min_cost').notNull(),
    /** Price is shown as "from": configurations differ in price. */
    startAtCost: boolean('start_at_cost').notNull().default(false),
    sale: boolean('sale').notNull().default(false),
    /** Sale discount in whole percent (0-100). */
    saleValue: integer('sale_value').notNull().default(0),
    vendorModel: text('vendor_model'),
    /** Kind of jewellery (ring, engagement-ring, diamond, necklace, bracelet, ...), for images and filters. */
    kind: text('kind').notNull(),
    engravable: boolean('engravable').notNull().default(false),
    /** Map jewellery: where the map picker starts (the seeded city), domain/map/map-rules.ts; null for other products. */
    mapCenter: jsonb('map_center').$type<MapPlace>(),
    /** Lower ranks first in the "recommended" sort. */
    recommendedRank: integer('recommended_rank').notNull().default(1000),
    active: boolean('active').notNull().default(true),
    /** End of a time-limited sale (promo countdown on the product page). */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** Number made of a limited edition (sold bar). */
    limitedEditionSize: integer('limited_edition_size'),
    /** The lowest price a shopper pays, in cents: min_cost with the sale applied. Filters and sorts use it. */
    /**
     * Facet ids copied from the link tables by triggers (migration 0003), so listing filters and
     * counts are index scans on one table: GIN `&&` per facet.
     */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    collectionIds: integer('collection_ids').array().notNull().default(sql`'{}'`),
    materialIds: integer('material_ids').array().notNull().default(sql`'{}'`),
    stoneIds: integer('stone_ids').array().notNull().default(sql`'{}'`),
    headStyleIds: integer('head_style_ids').array().notNull().default(sql`'{}'`),
    stoneShapeIds: integer('stone_shape_ids').array().notNull().default(sql`'{}'`),
    price: integer('price').generatedAlwaysAs(
      sql`CASE WHEN sale AND sale_value > 0 THEN round(min_cost - min_cost * sale_value / 100.0)::integer ELSE min_cost END`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_recommended_idx').on(t.recommendedRank, t.id).where(sql`active`),
    index('products_price_idx').on(t.price, t.id).where(sql`active`),
    index('products_created_idx').on(t.createdAt, t.id).where(sql`active`),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_collection_ids_idx').using('gin', t.collectionIds),
    index('products_material_ids_idx').using('gin', t.materialIds),
    index('products_stone_ids_idx').using('gin', t.stoneIds),
    index('products_head_style_ids_idx').using('gin', t.headStyleIds),
    index('products_stone_shape_ids_idx').using('gin', t.stoneShapeIds),
    // A gift card ships nothing.
    check('products_gift_card_ck', sql`NOT ${t.giftCard} OR ${t.digital}`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...translationKey,
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    shortDescription: text('short_description'),
    description: text('description'),
    longDescription: text('long_description'),
    metaDescription: text('meta_description'),
    sizeChartUrl: text('size_chart_url'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageId] }),
    index('product_translations_title_idx').on(t.languageId, t.title),
  ],
);

/**
 * What the shop search reads, one narrow row per product and language (migration 0031), apart from
 * the translations' long texts so that a search touches only this: the document in the language's
 * own stemming (dutch, english, else simple) with the title and SKU weighted A, category, material,
 * stone and shape names B, sub-title and short description C; the lower-cased title for compound
 * parts ("knopjes" in "oorknopjes"); and the product's listing state, so that the best matches are
 * read off an index in the shop's order and a broad word stops after one page. Kept by triggers on
 * the product, its translations and the taxonomies' names; never written by the application.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    titleText: text('title_text').notNull(),
    recommendedRank: integer('recommended_rank').notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageId] }),
    index('product_search_doc_idx').using('gin', t.doc),
    index('product_search_title_idx').using('gin', t.titleText.op('gin_trgm_ops')),
    index('product_search_order_idx').on(t.languageId, t.recommendedRank, t.productId).where(sql`active`),
  ],
);

/**
 * Every word (lexeme) the search documents of a language hold, for typo tolerance: a query word
 * that starts no lexeme is replaced by the most similar one (pg_trgm). Filled by a trigger on
 * product_search; never pruned (a stale word only suggests a correction that finds nothing).
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.lexeme] }), index('search_lexemes_trgm_idx').using('gin', t.lexeme.op('gin_trgm_ops'))],
);

export const productConfigurations = pgTable(
  'product_configurations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The configuration's SKU, called configuration_id by the storefront. */
    sku: text('sku').notNull(),
    /** Price in cents. */
    cost: integer('cost').notNull(),
    startAtCost: boolean('start_at_cost').notNull().default(false),
    trackInventory: boolean('track_inventory').notNull().default(true),
    stockQty: integer('stock_qty').notNull().default(0),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    /** Size label within its size kind (ring-size 48..64, necklace-size 40..50 cm, ...). */
    size: text('size'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_configurations_sku_uq').on(t.sku),
    index('product_configurations_product_idx').on(t.productId),
    index('product_configurations_material_idx').on(t.materialId, t.productId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** When set, the image shows this configuration (its metal). */
    configurationId: integer('configuration_id').references(() => productConfigurations.id, {
      onDelete: 'cascade',
    }),
    /** Where the image is used: PLP (listing card) or PDP (product page gallery). */
    position: text('position').notNull().default('PDP'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mediaId] }),
    index('product_media_configuration_idx').on(t.configurationId),
  ],
);

/** Many-to-many links from products to a taxonomy, all with the same two columns. */
function productLink(name: string, column: string, target: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      productId: integer('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      targetId: integer(column)
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
      sortOrder: integer('sort_order').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.productId, t.targetId] }),
      // By target in its own order: a collection's listing (collection_sort_order) reads the first
      // page straight off this index instead of sorting every member.
      index(`${name}_target_order_idx`).on(t.targetId, t.sortOrder, t.productId),
    ],
  );
}

export const productCategories = productLink('product_categories', 'category_id', categories);
/** sort_order here is the collection_sort_order of spec section 5. */
export const productCollections = productLink('product_collections', 'collection_id', collections);
export const productStones = productLink('product_stones', 'stone_id', stones);
export const productHeadStyles = productLink('product_head_styles', 'head_style_id', headStyles);
export const productStoneShapes = productLink('product_stone_shapes', 'stone_shape_id', stoneShapes);
export const productBadges = productLink('product_badges', 'badge_id', badges);
export const productRelations = productLink('product_relations', 'related_product_id', products);

/** Return window in days for a collection or a category; the smallest match wins. */
export const returnTimeframes = pgTable('return_timeframes', {
  id: serial('id').primaryKey(),
  collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  days: integer('days').notNull(),
});

/** "Mail me when it is back": one row per configuration and address. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => productConfigurations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_notifications_once_uq').on(t.configurationId, t.email)],
);
