import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media';
import { languages } from './settings';

/*
 * Marketing (api/modules/marketing): site popups, the discount campaign and newsletter
 * subscriptions. Texts live in per-language translation rows; every HTML column holds HTML cleaned
 * by domain/html.ts.
 */

const languageKey = {
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id, { onDelete: 'cascade' }),
};
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The back office's optimistic concurrency: an edit names the version it started from (a stale one is 409). */
const edited = {
  lockVersion: integer('lock_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    ...edited,
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
    ...edited,
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
