import { z } from 'zod';
import { blogPostTypes, blogPostTypeSchema, blogSlugSchema, blogTagSchema } from './blog';
import { idSchema, localeSchema, textSchema, wholeNumberParam } from './common';

/*
 * The back office's journal (`/admin/blog/*`): posts and categories as documents with their texts
 * in nl and en, and the authors to choose from. Post bodies are cleaned by domain/html.ts before
 * they are stored. An edit names the `revision` it started from (another one is 409
 * `edit_conflict`: two editors never overwrite each other silently).
 */

/** Where a post stands: no publication date; a date still to come; a date passed (on the storefront). */
export const adminPostStatuses = ['draft', 'scheduled', 'published'] as const;
export const adminPostStatusSchema = z.enum(adminPostStatuses);
export type AdminPostStatus = z.infer<typeof adminPostStatusSchema>;

/** A post slug: the journal's slug rule, and never a type (`/blog/posts/{type}` lists a type). */
export const adminPostSlugSchema = blogSlugSchema.refine((slug) => !(blogPostTypes as readonly string[]).includes(slug), { message: 'is reserved for a type of post' });

/** Tags: trimmed, lower-cased, each once. */
const tagsSchema = z
  .array(blogTagSchema)
  .max(30)
  .transform((tags) => [...new Set(tags)]);

/** Empty optional texts are stored as none. */
const optionalText = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .nullable()
    .transform((text) => (text ? text : null));

export const adminPostTextsSchema = z.object({
  slug: adminPostSlugSchema,
  title: textSchema.trim().min(1).max(200),
  excerpt: textSchema.trim().max(1000),
  /** HTML as the rich-text field sends it; cleaned before it is stored. */
  body: textSchema.max(200_000),
  meta_description: optionalText(320),
  tags: tagsSchema,
});
export type AdminPostTexts = z.infer<typeof adminPostTextsSchema>;

export const adminPostInputSchema = z.object({
  type: blogPostTypeSchema,
  /** One of GET /admin/blog/authors, or none (422 when it does not exist). */
  author_id: idSchema.nullable(),
  /** A file of the media library, or none (422 when it does not exist). */
  cover_media_id: idSchema.nullable(),
  /** Null: a draft. A moment to come: scheduled, public once it has passed. */
  published_at: z.iso.datetime({ offset: true }).nullable(),
  category_ids: z
    .array(idSchema)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  translations: z.object({ nl: adminPostTextsSchema, en: adminPostTextsSchema }),
});
export type AdminPostInput = z.infer<typeof adminPostInputSchema>;

/** What an edit names: the revision of the record it was loaded with. */
const revisionSchema = z.object({ revision: textSchema.min(1).max(64) });

export const adminPostUpdateSchema = adminPostInputSchema.extend(revisionSchema.shape);

export const adminPostSchema = adminPostInputSchema.extend({
  id: z.number().int(),
  revision: z.string(),
  status: adminPostStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

const perLanguage = z.object({ nl: z.string(), en: z.string() });

/** A post in the back office's list. */
export const adminPostSummarySchema = z.object({
  id: z.number().int(),
  type: blogPostTypeSchema,
  status: adminPostStatusSchema,
  published_at: z.string().nullable(),
  updated_at: z.string(),
  titles: perLanguage,
  slugs: perLanguage,
  author: z.string().nullable(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

export const ADMIN_POSTS_PAGE_SIZE = 20;

export const adminPostListQuerySchema = z.object({
  lang: localeSchema.optional(),
  /** Part of a title (either language). */
  q: textSchema.trim().max(100).optional(),
  status: adminPostStatusSchema.optional(),
  type: blogPostTypeSchema.optional(),
  page: wholeNumberParam(1, 10_000).default(1),
  count: wholeNumberParam(1, 100).default(ADMIN_POSTS_PAGE_SIZE),
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

export const adminPostPageSchema = z.object({ items: z.array(adminPostSummarySchema), total: z.number().int(), page: z.number().int(), pages: z.number().int() });
export type AdminPostPage = z.infer<typeof adminPostPageSchema>;

export const adminCategoryTextsSchema = z.object({
  slug: blogSlugSchema,
  title: textSchema.trim().min(1).max(200),
  description: optionalText(2000),
  meta_description: optionalText(320),
});
export type AdminCategoryTexts = z.infer<typeof adminCategoryTextsSchema>;

export const adminCategoryInputSchema = z.object({
  /** Lower first on the storefront. */
  sort_order: z.number().int().min(0).max(10_000),
  translations: z.object({ nl: adminCategoryTextsSchema, en: adminCategoryTextsSchema }),
});
export type AdminCategoryInput = z.infer<typeof adminCategoryInputSchema>;

export const adminCategoryUpdateSchema = adminCategoryInputSchema.extend(revisionSchema.shape);

export const adminCategorySchema = adminCategoryInputSchema.extend({
  id: z.number().int(),
  revision: z.string(),
  /** Posts in the category, drafts included. */
  posts_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminAuthorSchema = z.object({ id: z.number().int(), name: z.string() });
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;
