import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { languages, media } from './core';

/*
 * The journal (blog), site popups, the discount campaign, newsletter subscriptions and product
 * questions (issue #7, migration content_features). Texts live in per-language translation rows,
 * like pages and products; every HTML column holds HTML cleaned by domain/html.ts.
 */

const languageKey = {
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id, { onDelete: 'cascade' }),
};
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A journal category; its slug is per language (in the translations). */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt,
});

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    ...languageKey,
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] }), uniqueIndex('blog_category_translations_slug_uq').on(t.languageId, t.slug)],
);

export const blogAuthors = pgTable('blog_authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
});

export const blogAuthorTranslations = pgTable(
  'blog_author_translations',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'cascade' }),
    ...languageKey,
    /** What the author does at the shop (Goudsmid / Goldsmith). */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.languageId] })],
);

/**
 * A journal post. `type` is the first segment of `/blog/posts/{type}` (article, guide, news);
 * a post is public once `published_at` has passed (null: a draft).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().default('article'),
    authorId: integer('author_id').references(() => blogAuthors.id, { onDelete: 'set null' }),
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt, t.id),
    index('blog_posts_type_published_idx').on(t.type, t.publishedAt),
    check('blog_posts_type_ck', sql`${t.type} IN ('article', 'guide', 'news')`),
  ],
);

/** A post's texts in one language. `tags` are lower-case words of that language. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    ...languageKey,
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    metaDescription: text('meta_description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.languageId] }),
    uniqueIndex('blog_post_translations_slug_uq').on(t.languageId, t.slug),
    index('blog_post_translations_tags_idx').using('gin', t.tags),
    // `/blog/posts/{type}` lists a type: a post slug may not be one.
    check('blog_post_translations_slug_ck', sql`${t.slug} NOT IN ('article', 'guide', 'news')`),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('blog_post_categories_category_idx').on(t.categoryId, t.postId)],
);

/** A shopper's comment: stored pending, shown once approved. `email` is never sent out. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    email: text('email').notNull(),
    /** Plain text (markup removed when stored). */
    body: text('body').notNull(),
    language: text('language').notNull().default('nl'),
    status: text('status').notNull().default('pending'),
    createdAt,
  },
  (t) => [index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt), check('blog_comments_status_ck', sql`${t.status} IN ('pending', 'approved')`)],
);

/** Spec section 3 "Popup frequency": 1 ONCE, 2 EACH_PAGE_REFRESH, 3 EACH_PAGE_VIEW, 4 PER_DAY. */
const frequencyCheck = (name: string, column: unknown) => check(name, sql`${column} BETWEEN 1 AND 4`);

/** A site popup. `pages` are shop paths without the locale prefix (`/catalog`); none: every page. */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    frequency: smallint('frequency').notNull().default(1),
    priority: integer('priority').notNull().default(0),
    pages: text('pages').array().notNull().default(sql`'{}'::text[]`),
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** Shows the newsletter form. */
    subscription: boolean('subscription').notNull().default(false),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [frequencyCheck('popups_frequency_ck', t.frequency), index('popups_active_idx').on(t.active, t.priority)],
);

export const popupTranslations = pgTable(
  'popup_translations',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    ...languageKey,
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** The button, when both are set; the link may differ per language (slugs do). */
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.languageId] })],
);

/** Spec section 3 "Discount campaign": top bar text, popup and promotion banner of one campaign. */
export const discountCampaigns = pgTable(
  'discount_campaigns',
  {
    id: serial('id').primaryKey(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isPopup: boolean('is_popup').notNull().default(false),
    isTopBarText: boolean('is_top_bar_text').notNull().default(false),
    promotionBanner: boolean('promotion_banner').notNull().default(false),
    promotionBannerMediaId: integer('promotion_banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** `{ size, position, skip_rows, url }` of the listing banner. */
    promotionBannerOptions: jsonb('promotion_banner_options').$type<{ size: string; position: number; skip_rows: number; url: string | null }>(),
    frequency: smallint('frequency').notNull().default(1),
    pages: text('pages').array().notNull().default(sql`'{}'::text[]`),
    createdAt,
  },
  (t) => [frequencyCheck('discount_campaigns_frequency_ck', t.frequency)],
);

export const discountCampaignTranslations = pgTable(
  'discount_campaign_translations',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => discountCampaigns.id, { onDelete: 'cascade' }),
    ...languageKey,
    /** Sanitised HTML, each. */
    popupText: text('popup_text'),
    topBarText: text('top_bar_text'),
    promotionBannerText: text('promotion_banner_text'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.languageId] })],
);

/**
 * Newsletter sign-ups with double opt-in. `email` is lower-cased (one row per address); the
 * confirmation link's token is stored hashed; `mailed_at` keeps mails to one per 15 minutes.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('nl'),
    status: text('status').notNull().default('pending'),
    source: text('source'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt,
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_uq').on(t.email),
    uniqueIndex('newsletter_subscriptions_token_uq').on(t.tokenHash),
    check('newsletter_subscriptions_status_ck', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/** A shopper's question, about a product or in general; mailed to the shop. Plain text. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    language: text('language').notNull().default('nl'),
    createdAt,
  },
  (t) => [index('product_questions_product_idx').on(t.productId)],
);
