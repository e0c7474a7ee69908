import { z } from 'zod';
import { sortColumns } from '../../domain/catalogue/sort';
import { centsSchema, idParamSchema, idSchema, imageSchema, textSchema, wholeNumberParam } from './common';
import { idOrNameParam } from './content';
import { mapPlaceSchema, materialRefSchema } from './refs';

export { mapPlaceSchema, materialRefSchema, type MapPlaceInput } from './refs';

/** A product or configuration image; `position` is PLP (listing card) or PDP (product page). */
export const productMediaSchema = imageSchema.extend({
  media_type: z.enum(['image', 'video']),
  position: z.string(),
  /** The configuration (metal) the image shows, when it shows one. */
  product_configuration_id: z.number().int().nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const taxonRefSchema = z.object({ id: z.number().int(), sku: z.string(), slug: z.string(), title: z.string() });
export const badgeSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), tone: z.string() });

/** Spec section 3, Configuration. `cost` is the regular price in cents, before any sale. */
export const configurationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** The configuration's SKU. */
  configuration_id: z.string(),
  cost: centsSchema,
  start_at_cost: z.boolean(),
  track_inventory: z.boolean(),
  stock_qty: z.number().int(),
  material: materialRefSchema.nullable(),
  size: z.string().nullable(),
  medias: z.array(productMediaSchema),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** A configuration as the listing refers to it (selected_config, default_config). */
export const configRefSchema = z.object({
  id: z.number().int(),
  configuration_id: z.string(),
  cost: centsSchema,
  track_inventory: z.boolean(),
  stock_qty: z.number().int(),
  material_id: z.number().int().nullable(),
});
export type ConfigRef = z.infer<typeof configRefSchema>;

export const mixedTranslationSchema = z.object({
  title: z.string(),
  sub_title: z.string().nullable(),
  description: z.string().nullable(),
  long_description: z.string().nullable(),
  meta_description: z.string().nullable(),
  short_description: z.string().nullable(),
  size_chart: z.object({ url: z.string() }).nullable(),
});

/** Spec section 3, Product, as the listing sends it (one language: mixedTranslation). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  embedded: z.boolean(),
  digital: z.boolean(),
  default_sku: z.string().nullable(),
  /** Regular price of the default configuration, in cents. */
  base_cost: centsSchema,
  /** Lowest regular configuration price, in cents. */
  min_cost: centsSchema,
  /** Configurations differ in price: show "from". */
  start_at_cost: z.boolean(),
  sale: z.boolean(),
  /** Sale discount in percent. */
  sale_value: z.number(),
  vendor_model: z.string().nullable(),
  collections: z.array(taxonRefSchema),
  collections_ids: z.array(z.number().int()),
  categories: z.array(taxonRefSchema),
  categories_ids: z.array(z.number().int()),
  materials: z.array(materialRefSchema),
  material_categories: z.array(z.number().int()),
  /** Material categories whose listing image differs (hover swatches on the card). */
  material_categories_plp_hover_ids: z.array(z.number().int()),
  badges: z.array(badgeSchema),
  /** Listing images: [0] the packshot, [1] the hover image. */
  images: z.array(imageSchema),
  medias: z.array(productMediaSchema),
  mixedTranslation: mixedTranslationSchema,
  /** The configuration matching the listing's material filter, if any. */
  selected_config: configRefSchema.nullable(),
  /** Listing image and price of the variant shown for the filter, if any. */
  variant_plp_image: z
    .object({ product_configuration_id: z.number().int(), sku: z.string(), cost: centsSchema, image: imageSchema.nullable() })
    .nullable(),
  default_config: configRefSchema.nullable(),
  /** End of a time-limited sale (promo countdown), ISO date-time. */
  sale_ends_at: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productTranslationSchema = mixedTranslationSchema.extend({ language_id: z.number().int() });

/** `/products/{id}`: the listing item plus everything the product page shows. */
export const productSchema = productListItemSchema.extend({
  kind: z.string(),
  engravable: z.boolean(),
  /** Map jewellery: where the map picker starts (the product's city); null for other products. */
  map: mapPlaceSchema.nullable().default(null),
  translations: z.array(productTranslationSchema),
  configurations: z.array(configurationSchema),
  stones: z.array(taxonRefSchema),
  head_styles: z.array(taxonRefSchema),
  stone_shapes: z.array(taxonRefSchema),
  related: z.array(productListItemSchema),
  /** Neighbours in the product's first category (breadcrumb previous/next). */
  neighbours: z.object({
    previous: z.object({ slug: z.string(), title: z.string() }).nullable(),
    next: z.object({ slug: z.string(), title: z.string() }).nullable(),
  }),
  /** Return window: the smallest of the matching collection/category timeframes, else the default. */
  return_days: z.number().int(),
  /** Limited edition: how many were made (sold bar = made - in stock). */
  limited_edition_size: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const catalogMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});

/** Spec section 3, Catalogue response. */
export const catalogResponseSchema = z.object({ data: z.array(productListItemSchema), meta: catalogMetaSchema });
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;


const idList = z
  .union([z.array(idParamSchema), idParamSchema])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(idSchema).max(50));
const skuList = z
  .union([z.array(textSchema.min(1).max(64)), textSchema.min(1).max(64)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().regex(/^[\w.-]+$/)).max(50));

const slugList = z
  .union([z.array(textSchema.min(1).max(200)), textSchema.min(1).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().regex(/^[\w.-]+$/)).max(50));

/**
 * The catalogue query of spec section 7. Array parameters come as `name[]=a&name[]=b`.
 * Prices are in cents. A search request uses only page, count, search and the sort.
 * `slugs[]` (not in the spec) limits the listing to the products named, so that a block naming
 * several products reads their cards in one call.
 */
export const catalogQuerySchema = z
  .object({
    lang: textSchema.max(35).optional(),
    cv: textSchema.max(40).optional(),
    page: wholeNumberParam(1, 10_000).default(1),
    count: wholeNumberParam(1, 100).default(20),
    'categories_sku[]': skuList.optional(),
    'materials_sku[]': skuList.optional(),
    'stones_sku[]': skuList.optional(),
    'head_styles_sku[]': skuList.optional(),
    'stone_shapes_sku[]': skuList.optional(),
    'categories[]': idList.optional(),
    'collections[]': idList.optional(),
    'slugs[]': slugList.optional(),
    min_cost_from: wholeNumberParam(0, 100_000_000).optional(),
    max_cost_to: wholeNumberParam(0, 100_000_000).optional(),
    column: z.enum(sortColumns).optional(),
    order_by: z.enum(['asc', 'desc']).optional(),
    search: textSchema.trim().min(1).max(100).optional(),
  })
  .refine((q) => q.min_cost_from === undefined || q.max_cost_to === undefined || q.min_cost_from <= q.max_cost_to, {
    path: ['max_cost_to'],
    message: 'must not be below min_cost_from',
  });
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/** Back-in-stock request for an unavailable configuration. */
export const stockNotificationRequestSchema = z.object({
  email: textSchema.trim().toLowerCase().pipe(z.email().max(254)),
  configuration_id: textSchema.min(1).max(64),
});

/** `/product-configurations/{id}`: a configuration's numeric id or its SKU. */
export const idOrSkuParamSchema = z.object({ id: idOrNameParam(64, /^[\w.-]+$/) });
