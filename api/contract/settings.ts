import { z } from 'zod';
import { centsSchema, imageSchema, localeSchema } from './common';

export const languageSchema = z.object({
  id: z.number().int(),
  slug: localeSchema,
  name: z.string(),
  is_default: z.boolean(),
  domain_name: z.string().nullable(),
  language_redirect: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const companyAddressSchema = z.object({
  email_address: z.string(),
  phone_number: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  zip: z.string(),
});

export const siteSettingsSchema = z.object({
  currency_sign: z.string(),
  currency_code: z.string(),
  company_name: z.string(),
  date_format: z.string(),
  front_domain: z.string(),
  desktop_logo: imageSchema.nullable(),
  working_hours: z.string(),
  default_return_timeframe: z.number().int(),
  cdn_domain: z.string().nullable(),
  company_address: companyAddressSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** A menu entry of the second level (the menus have two levels). */
export const menuLinkSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export const menuItemSchema = menuLinkSchema.extend({ children: z.array(menuLinkSchema) });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const integrationSchema = z.object({
  id: z.number().int(),
  /** Spec section 3 numeric type ids: analytics 1, ..., address validation 64. */
  type: z.number().int(),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
});

export const materialCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  sort_order: z.number().int(),
});

export const returnTimeframeSchema = z.object({
  collection_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  days: z.number().int(),
});

/** A range of working days, both ends included. */
export const dayRangeSchema = z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() });
export type DayRange = z.infer<typeof dayRangeSchema>;

/**
 * An active way to ship, in sort order: what the product page's structured data says about
 * shipping and returns (the cart's `shipping_rates` price them for an address).
 */
export const shopShippingRateSchema = z.object({
  /** The rate's code. */
  id: z.string(),
  amount: centsSchema,
  /** Free from this value of goods (after discounts), cents. */
  free_from: centsSchema.nullable(),
  /** Country codes as the address form has them (EL for Greece); null: every country the shop ships to. */
  countries: z.array(z.string()).nullable(),
  /** Collected in the shop: nothing is shipped. */
  pickup: z.boolean(),
  /** Until the parcel leaves (0: the day of the order). */
  handling_days: dayRangeSchema,
  /** Until it arrives. */
  transit_days: dayRangeSchema,
  /** What sending it back costs the customer, cents: 0 free, null the customer arranges and pays it. */
  return_shipping_fee: centsSchema.nullable(),
});
export type ShopShippingRate = z.infer<typeof shopShippingRateSchema>;

export const bootstrapSchema = z.object({
  settings: siteSettingsSchema,
  menu: z.object({ main: z.array(menuItemSchema), footer: z.array(menuItemSchema) }),
  integrations: z.array(integrationSchema),
  enabled_integrations: z.array(z.number().int()),
  languages: z.array(languageSchema),
  material_categories: z.array(materialCategorySchema),
  allowed_return_reasons: z.array(z.object({ id: z.string(), title: z.string() })),
  order_statuses: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
  return_timeframes: z.array(returnTimeframeSchema),
  /** Minimum amount to pay per currency code, in cents (default 100 = 1.00). */
  min_payment_amounts: z.record(z.string(), centsSchema),
  shipping_rates: z.array(shopShippingRateSchema),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** Cache versions per tag group (spec section 9). */
export const cacheVersionsSchema = z.object({
  system_settings: z.number().int(),
  product: z.number().int(),
  collection: z.number().int(),
  page: z.number().int(),
  posts: z.number().int(),
  payment: z.number().int(),
});
export type CacheVersions = z.infer<typeof cacheVersionsSchema>;
