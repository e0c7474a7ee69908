import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { questionCreatedSchema, questionRequestSchema } from '../../contract/questions';
import { createRouter, errorResponses, throttledResponses } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { clientAddress } from '../../lib/throttle';
import { askQuestion } from './questions.service';

const tags = ['forms'];
const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** Questions to the shop (spec section 7, one of the public forms), about a product or not. */
export const questionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/questions',
      tags,
      summary: "Ask the shop a question, about a product or not (markup removed): stored and mailed to the shop's address; 422 on `product_id` for a product not for sale",
      request: { query: langQuerySchema, body: { required: true, content: json(questionRequestSchema) } },
      responses: { 201: { description: 'Stored and sent to the shop', content: json(dataEnvelope(questionCreatedSchema)) }, ...throttledResponses, ...errorResponses },
    }),
    async (c) => {
      const created = await askQuestion(c.var.db, c.req.valid('json'), c.var.locale, clientAddress(c), c.var.validationLanguage, shopLinks(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: created }, 201);
    },
  );
