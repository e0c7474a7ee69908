import { boolean, integer, jsonb, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';

/* Tables of the settings module (api/modules/settings): languages, shop settings, integrations, cache versions. */

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  /** ISO code used in URLs and the lang parameter: nl, en. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  domainName: text('domain_name'),
  languageRedirect: boolean('language_redirect').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Shop settings as key/value. A translatable value is stored as `{ "nl": ..., "en": ... }`
 * and resolved to the request's language when read.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  translatable: boolean('translatable').notNull().default(false),
});

/** Third-party integrations by the spec's numeric type ids; config holds public values only. */
export const integrations = pgTable('integrations', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull().unique(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  config: jsonb('config').notNull().default({}),
});

/** The cache tag groups of spec section 9. */
export const cacheTags = ['system_settings', 'product', 'collection', 'page', 'posts', 'payment'] as const;
export type CacheTag = (typeof cacheTags)[number];

/**
 * One sequence per cache tag group. Statement triggers (migration 0001) advance a group's
 * sequence whenever one of its tables changes, so `/cv` tells clients what moved. A sequence
 * never blocks concurrent writers, unlike a counter row would.
 */
export const cacheVersionSystemSettings = pgSequence('cache_version_system_settings');
export const cacheVersionProduct = pgSequence('cache_version_product');
export const cacheVersionCollection = pgSequence('cache_version_collection');
export const cacheVersionPage = pgSequence('cache_version_page');
export const cacheVersionPosts = pgSequence('cache_version_posts');
export const cacheVersionPayment = pgSequence('cache_version_payment');
/**
 * Not a spec group (not in `/cv`): advanced by the taxonomy tables alone (migration 0016), which
 * also advance `product`, so the reference cache keeps taxonomies across product writes.
 */
export const cacheVersionTaxonomy = pgSequence('cache_version_taxonomy');

/** The groups the reference cache reads its versions of: the spec's and `taxonomy`. */
export const referenceVersionTags = [...cacheTags, 'taxonomy'] as const;
export type ReferenceVersionTag = (typeof referenceVersionTags)[number];
