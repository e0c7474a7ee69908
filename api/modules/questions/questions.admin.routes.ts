import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminQuestionPageSchema, adminQuestionQuerySchema } from '../../contract/moderation-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { deleteAdminQuestion, listAdminQuestions } from './questions.admin';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: moderation'];
const who = 'Merchandisers and admins (the `content` area; 403 `role_not_allowed` for others).';

/** Shoppers' questions in the back office's moderation (they are mailed to the shop and shown nowhere). */
export const questionAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/questions',
      tags,
      summary: `Shoppers' questions, newest first, 25 a page, with the product asked about (its title in the request's language). The storefront shows none: each was mailed to the shop, which answers by mail. ${who}`,
      request: { query: adminQuestionQuerySchema },
      responses: { 200: { description: 'A page of questions', content: json(dataEnvelope(adminQuestionPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminQuestions(c.var.db, c.req.valid('query'), c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/questions/{id}',
      tags,
      summary: `Delete a question (spam, or handled); audited without the shopper's details. 404 \`question_not_found\`. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      await deleteAdminQuestion(c.var.db, c.req.valid('param').id, actor);
      return c.body(null, 204);
    },
  );
