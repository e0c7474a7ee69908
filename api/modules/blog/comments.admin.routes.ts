import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminCommentPageSchema, adminCommentQuerySchema, adminCommentSchema, commentStatusRequestSchema } from '../../contract/moderation-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { deleteAdminComment, listAdminComments, setCommentStatus } from './comments.admin';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: moderation'];
const who = 'Merchandisers and admins (the `content` area; 403 `role_not_allowed` for others).';
const idRequest = { params: idPathSchema, query: langQuerySchema };

/** Journal comments in the back office's moderation: the storefront shows approved ones only. */
export const commentAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/comments',
      tags,
      summary: `Journal comments by status, 25 a page: \`pending\` (the default; the queue, oldest first) or \`approved\` (shown on their post, newest first); each with its post's title in the request's language. ${who}`,
      request: { query: adminCommentQuerySchema },
      responses: { 200: { description: 'A page of comments', content: json(dataEnvelope(adminCommentPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminComments(c.var.db, c.req.valid('query'), c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/comments/{id}',
      tags,
      summary: `Approve a comment (\`approved\`: shown on its post) or hide it again (\`pending\`: off the post, back in the queue); the post page follows within seconds. Audited; the same status again changes nothing. 404 \`comment_not_found\`. ${who}`,
      request: { ...idRequest, body: { required: true, content: json(commentStatusRequestSchema) } },
      responses: { 200: { description: 'The comment', content: json(dataEnvelope(adminCommentSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await setCommentStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status, actor, c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/comments/{id}',
      tags,
      summary: `Delete a comment (spam, abuse); audited without the author's details or words. 404 \`comment_not_found\`. ${who}`,
      request: idRequest,
      responses: { 204: { description: 'Deleted' }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      await deleteAdminComment(c.var.db, c.req.valid('param').id, actor);
      return c.body(null, 204);
    },
  );
