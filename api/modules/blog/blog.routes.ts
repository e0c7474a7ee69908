import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, langQuerySchema } from '../../contract';
import {
  blogCategoryParamSchema,
  blogCategorySchema,
  blogCommentAcceptedSchema,
  blogCommentRequestSchema,
  blogPageQuerySchema,
  blogPostPageSchema,
  blogPostSchema,
  blogPostsQuerySchema,
  blogPostTypes,
  blogSlugParamSchema,
} from '../../contract/blog';
import { errorResponseSchema } from '../../contract/errors';
import { errorText } from '../../lib/messages';
import { createRouter, errorResponses, getRoute } from '../../lib/openapi';
import { clientAddress } from '../../lib/throttle';
import { getBlogCategory, listBlogCategories, listBlogPosts } from './blog.service';
import { getBlogPost, getNextBlogPost } from './post.service';
import { addComment } from './comments.service';
import { tagAnswer } from '../../lib/cache-tags';

const tags = ['blog'];
const json = <T>(schema: T) => ({ 'application/json': { schema } });
const postPage = (description: string) => ({ 200: { description, content: json(blogPostPageSchema) }, ...errorResponses });
const throttled = { 429: { description: 'Too many comments from this client address (`too_many_attempts`), with Retry-After', content: json(errorResponseSchema) } };

/** A page of posts `{ data, meta }` (lists answer like the catalogue). */
const pageRoute = <R extends NonNullable<RouteConfig['request']>>(path: string, summary: string, request: R) =>
  createRoute({ method: 'get', path, tags, summary, request, responses: postPage('Posts and page info') });

/**
 * The journal (spec section 7 "blog"). `/blog/posts/{type}` and `/blog/posts/{type}/{category}`
 * are registered per type before `/blog/posts/{slug}`: Hono answers with the first route that
 * matches, and a post slug is never a type (a database check keeps it so).
 */
const router = createRouter();
// Every read of the journal is made of its posts, categories, authors and comments.
router.use('/blog/*', async (c, next) => {
  await next();
  if (c.req.method === 'GET' && c.res.status === 200) tagAnswer(c, 'posts');
});
router
  .openapi(getRoute({ path: '/blog/categories', tags, summary: 'The journal categories in order, with their published post counts', response: z.array(blogCategorySchema) }), async (c) =>
    c.json({ data: await listBlogCategories(c.var.db, c.var.locale) }, 200),
  )
  .openapi(
    getRoute({
      path: '/blog/categories/{category}',
      tags,
      summary: 'One journal category by its slug in any language (404 `blog_category_not_found`)',
      request: { params: blogCategoryParamSchema, query: langQuerySchema },
      response: blogCategorySchema,
    }),
    async (c) => c.json({ data: await getBlogCategory(c.var.db, c.req.valid('param').category, c.var.locale) }, 200),
  )
  .openapi(pageRoute('/blog/categories/{category}/posts', "A page of a category's published posts, newest first", { params: blogCategoryParamSchema, query: blogPageQuerySchema }), async (c) =>
    c.json(await listBlogPosts(c.var.db, c.req.valid('query'), c.var.locale, { category: c.req.valid('param').category }), 200),
  )
  .openapi(pageRoute('/blog/posts', 'A page of published posts, newest first; `tag` keeps the posts with that tag', { query: blogPostsQuerySchema }), async (c) =>
    c.json(await listBlogPosts(c.var.db, c.req.valid('query'), c.var.locale), 200),
  );

for (const type of blogPostTypes) {
  router
    .openapi(pageRoute(`/blog/posts/${type}`, `A page of published posts of type ${type}, newest first`, { query: blogPostsQuerySchema }), async (c) =>
      c.json(await listBlogPosts(c.var.db, c.req.valid('query'), c.var.locale, { type }), 200),
    )
    .openapi(pageRoute(`/blog/posts/${type}/{category}`, `A page of published posts of type ${type} in a category (slug; 404 \`blog_category_not_found\`)`, { params: blogCategoryParamSchema, query: blogPostsQuerySchema }), async (c) =>
      c.json(await listBlogPosts(c.var.db, c.req.valid('query'), c.var.locale, { type, category: c.req.valid('param').category }), 200),
    );
}

export const blogRoutes = router
  .openapi(
    getRoute({
      path: '/blog/posts/{slug}',
      tags,
      summary: 'A published post by its slug in any language: body, tags, author, categories, 3 related posts, approved comments, previous (newer) and next (older)',
      request: { params: blogSlugParamSchema, query: langQuerySchema },
      response: blogPostSchema,
    }),
    async (c) => c.json({ data: await getBlogPost(c.var.db, c.req.valid('param').slug, c.var.locale) }, 200),
  )
  .openapi(
    getRoute({
      path: '/blog/posts/{slug}/next',
      tags,
      summary: 'The post to read after this one (the next older, in full), or null after the oldest',
      request: { params: blogSlugParamSchema, query: langQuerySchema },
      response: blogPostSchema.nullable(),
    }),
    async (c) => c.json({ data: await getNextBlogPost(c.var.db, c.req.valid('param').slug, c.var.locale) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/blog/posts/{slug}/comments',
      tags,
      summary: 'Leave a comment (markup removed). Stored for review and shown once approved: 202 with the text to show',
      request: { params: blogSlugParamSchema, query: langQuerySchema, body: { required: true, content: json(blogCommentRequestSchema) } },
      responses: { 202: { description: 'Stored, waiting for review', content: json(dataEnvelope(blogCommentAcceptedSchema)) }, ...throttled, ...errorResponses },
    }),
    async (c) => {
      await addComment(c.var.db, c.req.valid('param').slug, c.req.valid('json'), c.var.locale, clientAddress(c), c.var.validationLanguage);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { accepted: true as const, status: 'pending' as const, message: errorText(c.var.locale, 'comment_pending') } }, 202);
    },
  );
