import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  boolean,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languages } from './settings';
import { staffUsers } from './staff';

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  /** main, footer, ... */
  slug: text('slug').notNull().unique(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    /** Path inside the shop without locale prefix (/catalog), or an absolute URL. */
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.sortOrder)],
);

export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.languageId] })],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** default, checkout or empty. */
  layout: text('layout').notNull().default('default'),
  active: boolean('active').notNull().default(true),
});

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    /** The page's address in this language when it differs from `pages.slug` (null: the same). */
    slug: text('slug'),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.languageId] }), uniqueIndex('page_translations_slug_uq').on(t.languageId, t.slug)],
);

/**
 * A CMS block: `settings` holds language-neutral data (images, links, layout choices), each
 * translation row holds the texts. The API merges them into the block's `data`.
 */
export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  /** Optional stable name for blocks loaded on their own (footer-form). */
  key: text('key').unique(),
  settings: jsonb('settings').notNull().default({}),
});

export const blockTranslations = pgTable(
  'block_translations',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.languageId] })],
);

export const pageBlocks = pgTable(
  'page_blocks',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.blockId] }), index('page_blocks_order_idx').on(t.pageId, t.sortOrder)],
);

/**
 * The composer's working copy (api/modules/content/composer): kept apart from the live page tables,
 * whose writes invalidate the storefront's caches (an autosave must not). The working copy of a page: the whole page as one document (texts per language,
 * blocks with their data per language), its lock version for optimistic concurrency, and the
 * page's schedule. Written on every autosave; the live tables change only on publish.
 */
export const pageDrafts = pgTable('page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  document: jsonb('document').notNull(),
  /** Advanced by every save; a save or publish naming an older one is a conflict (409). */
  lockVersion: integer('lock_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  /** The published version the draft started from (null: never published). */
  publishedVersion: integer('published_version'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** Each published state of a page, numbered per page: the version history. */
export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
);
