import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media';
import { languages } from './settings';

/*
 * The journal (api/modules/blog): posts, categories, authors and comments. Texts live in
 * per-language translation rows, like pages and products; post bodies hold HTML cleaned by
 * domain/html.ts.
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
