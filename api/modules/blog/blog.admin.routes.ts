import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import {
  adminAuthorSchema,
  adminCategoryInputSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminPostInputSchema,
  adminPostListQuerySchema,
  adminPostPageSchema,
  adminPostSchema,
  adminPostUpdateSchema,
} from '../../contract/blog-admin';
import { idPathSchema } from '../../contract/common';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { createAdminCategory, deleteAdminCategory, listAdminAuthors, listAdminCategories, updateAdminCategory } from './blog.admin-categories';
import { createAdminPost, deleteAdminPost, listAdminPosts, readAdminPost, updateAdminPost } from './blog.admin-posts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: journal'];
const postAnswer = { 200: { description: 'The post', content: json(dataEnvelope(adminPostSchema)) }, ...staffErrorResponses };
const categoryAnswer = { 200: { description: 'The category', content: json(dataEnvelope(adminCategorySchema)) }, ...staffErrorResponses };
const removed = { 204: { description: 'Removed' }, ...staffErrorResponses };
const idRequest = { params: idPathSchema, query: langQuerySchema };
const postRules =
  'The body is cleaned by the storefront\'s HTML cleaner before it is stored; tags are trimmed, lower-cased and kept once. 422 with a field per problem: a slug taken in its language (`translations.{lang}.slug`) or one of `article`, `guide`, `news`, an author, cover file or category that does not exist';
const categoryRules = '422 on `translations.{lang}.slug` when another category has the slug in that language';

/**
 * The back office's journal (merchandisers and admins: the `content` area). Every change is
 * audited in its transaction; the storefront's `/blog/*` follows through the journal tables'
 * cache version (`posts`). A post shows there once its `published_at` has passed.
 */
export const blogAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/blog/posts',
      tags,
      summary: 'A page of posts (drafts first, then the newest date): `q` searches the titles in both languages, `status` (draft, scheduled, published) and `type` filter.',
      request: { query: adminPostListQuerySchema },
      responses: { 200: { description: 'The posts', content: json(dataEnvelope(adminPostPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminPosts(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/blog/posts', tags, summary: `Make a post (a draft while \`published_at\` is null). ${postRules}.`, request: { query: langQuerySchema, body: { required: true, content: json(adminPostInputSchema) } }, responses: { 201: postAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await createAdminPost(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(createRoute({ method: 'get', path: '/admin/blog/posts/{id}', tags, summary: 'One post with its texts in nl and en, and the revision an edit names.', request: idRequest, responses: postAnswer }), async (c) => {
    requireStaff(c, 'content');
    return c.json({ data: await readAdminPost(c.var.db, c.req.valid('param').id) }, 200);
  })
  .openapi(
    createRoute({ method: 'put', path: '/admin/blog/posts/{id}', tags, summary: `Save a post when \`revision\` is its current one (else 409 \`edit_conflict\`, nothing written). ${postRules}.`, request: { ...idRequest, body: { required: true, content: json(adminPostUpdateSchema) } }, responses: postAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const { revision, ...input } = c.req.valid('json');
      return c.json({ data: await updateAdminPost(c.var.db, c.req.valid('param').id, revision, input, actor, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(createRoute({ method: 'delete', path: '/admin/blog/posts/{id}', tags, summary: 'Remove a post with its texts and comments.', request: idRequest, responses: removed }), async (c) => {
    const actor = requireStaff(c, 'content');
    await deleteAdminPost(c.var.db, c.req.valid('param').id, actor);
    return c.body(null, 204);
  })
  .openapi(
    createRoute({ method: 'get', path: '/admin/blog/categories', tags, summary: 'Every category with its texts in nl and en and how many posts (drafts too) it holds, in the storefront\'s order.', request: { query: langQuerySchema }, responses: { 200: { description: 'The categories', content: json(dataEnvelope(z.array(adminCategorySchema))) }, ...staffErrorResponses } }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminCategories(c.var.db) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/blog/categories', tags, summary: `Make a category. ${categoryRules}.`, request: { query: langQuerySchema, body: { required: true, content: json(adminCategoryInputSchema) } }, responses: { 201: categoryAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await createAdminCategory(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(
    createRoute({ method: 'put', path: '/admin/blog/categories/{id}', tags, summary: `Save a category when \`revision\` is its current one (else 409 \`edit_conflict\`). ${categoryRules}.`, request: { ...idRequest, body: { required: true, content: json(adminCategoryUpdateSchema) } }, responses: categoryAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const { revision, ...input } = c.req.valid('json');
      return c.json({ data: await updateAdminCategory(c.var.db, c.req.valid('param').id, revision, input, actor, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(createRoute({ method: 'delete', path: '/admin/blog/categories/{id}', tags, summary: 'Remove a category; its posts stay, without it.', request: idRequest, responses: removed }), async (c) => {
    const actor = requireStaff(c, 'content');
    await deleteAdminCategory(c.var.db, c.req.valid('param').id, actor);
    return c.body(null, 204);
  })
  .openapi(
    createRoute({ method: 'get', path: '/admin/blog/authors', tags, summary: 'The authors a post may name.', request: { query: langQuerySchema }, responses: { 200: { description: 'The authors', content: json(dataEnvelope(z.array(adminAuthorSchema))) }, ...staffErrorResponses } }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminAuthors(c.var.db) }, 200);
    },
  );
