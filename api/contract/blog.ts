import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../domain/accounts/account-rules';
import { emailSchema } from './accounts';
import { imageSchema, textSchema, wholeNumberParam } from './common';
import { catalogMetaSchema } from './products';

/*
 * The journal (spec sections 3 and 7 "blog"): posts, categories, authors, comments. Texts are in
 * the request's language; a post's body holds sanitised HTML.
 */

/** `/blog/posts/{type}`: the kinds of journal post. A post slug is never one of these. */
export const blogPostTypes = ['article', 'guide', 'news'] as const;
export const blogPostTypeSchema = z.enum(blogPostTypes);
export type BlogPostType = z.infer<typeof blogPostTypeSchema>;

/** Journal pages: 20 posts by default (spec section 9's page size), at most 50. */
export const BLOG_PAGE_SIZE = 20;
export const BLOG_PAGE_MAX = 50;
/** Related posts on a post page (same category first). */
export const RELATED_POSTS = 3;

/** The query every call accepts (api/contract/index.ts `langQuerySchema`), repeated to keep this file off the barrel. */
const langQuerySchema = z.object({ lang: textSchema.max(35).optional(), cv: textSchema.max(40).optional() });

/** Lower-case words joined by single hyphens. */
export const blogSlugSchema = textSchema
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug');
export const blogSlugParamSchema = z.object({ slug: blogSlugSchema });
export const blogCategoryParamSchema = z.object({ category: blogSlugSchema });

export const blogPageQuerySchema = langQuerySchema.extend({
  page: wholeNumberParam(1, 10_000).default(1),
  count: wholeNumberParam(1, BLOG_PAGE_MAX).default(BLOG_PAGE_SIZE),
});
export type BlogPageQuery = z.infer<typeof blogPageQuerySchema>;

/** A tag of a post: a lower-case word or phrase of its language. */
export const blogTagSchema = textSchema.trim().toLowerCase().min(1).max(60);

/** GET /blog/posts: `tag` filters on a tag of the post in any language (lower-case). */
export const blogPostsQuerySchema = blogPageQuerySchema.extend({
  tag: blogTagSchema.optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** A slug per language, for the language switcher (`{ nl: 'onderhoud', en: 'care' }`). */
export const slugsSchema = z.record(z.string(), z.string());

export const blogCategoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const blogCategorySchema = blogCategoryRefSchema.extend({
  slugs: slugsSchema,
  description: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** Published posts in the category. */
  posts_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogAuthorSchema = z.object({ name: z.string(), role: z.string(), avatar: imageSchema.nullable() });

/** Spec section 3 "Blog post" medias: the cover image with its file data. */
export const blogMediaSchema = imageSchema.extend({ media_type: z.enum(['image', 'video']), original_name: z.string() });

/** A post as lists show it. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: blogPostTypeSchema,
  title: z.string(),
  excerpt: z.string(),
  image: imageSchema.nullable(),
  medias: z.array(blogMediaSchema),
  author: blogAuthorSchema.nullable(),
  categories: z.array(blogCategoryRefSchema),
  tags: z.array(z.string()),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** An approved comment; the e-mail address is never sent. `body` is plain text. */
export const blogCommentSchema = z.object({ id: z.number().int(), name: z.string(), body: z.string(), created_at: z.string() });
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** A neighbouring post: enough to link it (`/articles/{category slug}/{slug}`). */
export const blogNeighbourSchema = z.object({ slug: z.string(), title: z.string(), type: blogPostTypeSchema, categories: z.array(blogCategoryRefSchema) });

/**
 * GET /blog/posts/{slug}. The journal lists newest first: `previous` is the newer neighbour,
 * `next` the older one (what a reader continues with).
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  slugs: slugsSchema,
  body: z.string(),
  meta_description: z.string().nullable(),
  related: z.array(blogPostSummarySchema),
  comments: z.array(blogCommentSchema),
  comments_count: z.number().int(),
  previous: blogNeighbourSchema.nullable(),
  next: blogNeighbourSchema.nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Spec section 3 "Catalogue response" shape for journal pages. */
export const blogPostPageSchema = z.object({ data: z.array(blogPostSummarySchema), meta: catalogMetaSchema });
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

export const COMMENT_MAX_LENGTH = 2000;

const personNameSchema = textSchema.trim().min(1).max(NAME_MAX_LENGTH);

/** POST /blog/posts/{slug}/comments. Markup is removed; the comment waits for review. */
export const blogCommentRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  body: textSchema.trim().min(2).max(COMMENT_MAX_LENGTH),
});
export type BlogCommentRequest = z.infer<typeof blogCommentRequestSchema>;

export const blogCommentAcceptedSchema = z.object({
  accepted: z.literal(true),
  status: z.literal('pending'),
  /** "Your comment will appear after review", in the request's language. */
  message: z.string(),
});
