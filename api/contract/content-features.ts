import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../domain/accounts/account-rules';
import { emailSchema } from './accounts';
import { imageSchema } from './common';
import { catalogMetaSchema } from './products';
import { POPUP_URL_MAX_LENGTH, POPUP_FREQUENCY } from '../../domain/content/page-match';

/*
 * The journal, popups, the discount campaign and the public forms (spec sections 3, 4 and 7;
 * issue #7). Texts are in the request's language; HTML fields hold sanitised HTML.
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
const langQuerySchema = z.object({ lang: z.string().max(35).optional(), cv: z.string().max(40).optional() });

/** Lower-case words joined by single hyphens. */
export const blogSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug');
export const blogSlugParamSchema = z.object({ slug: blogSlugSchema });
export const blogCategoryParamSchema = z.object({ category: blogSlugSchema });

export const blogPageQuerySchema = langQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(BLOG_PAGE_MAX).default(BLOG_PAGE_SIZE),
});
export type BlogPageQuery = z.infer<typeof blogPageQuerySchema>;

/** GET /blog/posts: `tag` filters on a tag of the post in any language (lower-case). */
export const blogPostsQuerySchema = blogPageQuerySchema.extend({
  tag: z.string().trim().toLowerCase().min(1).max(60).optional(),
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
export const QUESTION_MAX_LENGTH = 2000;

const personNameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** POST /blog/posts/{slug}/comments. Markup is removed; the comment waits for review. */
export const blogCommentRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  body: z.string().trim().min(2).max(COMMENT_MAX_LENGTH),
});
export type BlogCommentRequest = z.infer<typeof blogCommentRequestSchema>;

export const blogCommentAcceptedSchema = z.object({
  accepted: z.literal(true),
  status: z.literal('pending'),
  /** "Your comment will appear after review", in the request's language. */
  message: z.string(),
});

/** Spec section 3 "Popup frequency". */
export { POPUP_FREQUENCY };
export const popupFrequencySchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Spec: `pages (page_link)`: a shop path without locale prefix. */
export const pageLinkSchema = z.object({ page_link: z.string() });

/** GET /popups?url=: the page asked about, as a shop path or an absolute URL (its path counts). */
export const popupsQuerySchema = langQuerySchema.extend({
  url: z
    .string()
    .trim()
    .min(1)
    .max(POPUP_URL_MAX_LENGTH)
    .refine((value) => {
      if (value.startsWith('/')) return !value.startsWith('//');
      return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
    }, 'must be a path or an absolute URL'),
});

export const popupSchema = z.object({
  id: z.number().int(),
  frequency: popupFrequencySchema,
  priority: z.number().int(),
  pages: z.array(pageLinkSchema),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  image: imageSchema.nullable(),
  button: z.object({ text: z.string(), url: z.string() }).nullable(),
  /** Show the newsletter form in the popup. */
  subscription: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/** Spec section 3 "Promotion banner" options; sizes as the catalogue grid places them. */
export const promotionBannerOptionsSchema = z.object({
  size: z.enum(['1x1', '1x2', '2x2', '1x4']),
  position: z.number().int().min(0),
  skip_rows: z.number().int().min(0),
  url: z.string().nullable(),
});
export const promotionBannerFileSchema = z.object({ url: z.string(), media_type: z.enum(['image', 'video']), original_name: z.string() });

/** Spec section 3 "Discount campaign". HTML texts are sanitised; `pages` empty means every page. */
export const discountCampaignSchema = z.object({
  id: z.number().int(),
  is_popup: z.boolean(),
  is_top_bar_text: z.boolean(),
  popup_text: z.string().nullable(),
  top_bar_text: z.string().nullable(),
  promotion_banner: z.boolean(),
  promotion_banner_text: z.string().nullable(),
  promotion_banner_file: promotionBannerFileSchema.nullable(),
  promotion_banner_options: promotionBannerOptionsSchema.nullable(),
  frequency: popupFrequencySchema,
  pages: z.array(pageLinkSchema),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type DiscountCampaign = z.infer<typeof discountCampaignSchema>;

/** Where a sign-up came from (footer, popup, block …): a short word, for the shop's statistics. */
const sourceSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i);

/** POST /subscribe. The same 202 for every address: nothing tells whether it is subscribed. */
export const subscribeRequestSchema = z.object({ email: emailSchema, source: sourceSchema.optional() });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST /subscribe/confirm: the token of the confirmation link. */
export const subscribeConfirmRequestSchema = z.object({ token: z.string().trim().min(10).max(200) });
export const subscriptionConfirmedSchema = z.object({ status: z.literal('confirmed') });

/** A double opt-in link works this long. */
export const SUBSCRIPTION_TOKEN_TTL_DAYS = 7;
/** At most one confirmation mail per address in this many minutes. */
export const SUBSCRIPTION_MAIL_INTERVAL_MINUTES = 15;

/** POST /questions: a question about a product (or the shop), mailed to the shop. Markup is removed. */
export const questionRequestSchema = z.object({
  product_id: z.number().int().positive().nullish(),
  name: personNameSchema,
  email: emailSchema,
  question: z.string().trim().min(5).max(QUESTION_MAX_LENGTH),
});
export type QuestionRequest = z.infer<typeof questionRequestSchema>;

export const questionCreatedSchema = z.object({ id: z.number().int(), product_id: z.number().int().nullable(), created_at: z.string() });
