import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { acceptedSchema } from '../../contract/accounts';
import { questionCreatedSchema, questionRequestSchema, subscribeConfirmRequestSchema, subscribeRequestSchema, subscriptionConfirmedSchema } from '../../contract/content-features';
import { errorResponseSchema } from '../../contract/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { clientAddress } from '../../lib/throttle';
import { askQuestion } from './questions.service';
import { confirmSubscription, subscribe } from './subscriptions.service';

const tags = ['forms'];
const json = <T>(schema: T) => ({ 'application/json': { schema } });
const throttled = { 429: { description: 'Too many requests from this client address (`too_many_attempts`), with Retry-After', content: json(errorResponseSchema) } };

/** The public forms (spec section 7): newsletter sign-up with double opt-in, product questions. */
export const formRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/subscribe',
      tags,
      summary:
        'Newsletter sign-up: 202 `{ accepted: true }` for every address, new, pending or confirmed. An unconfirmed address gets a confirmation link (at most one mail per 15 minutes); throttled per client address',
      request: { query: langQuerySchema, body: { required: true, content: json(subscribeRequestSchema) } },
      responses: { 202: { description: 'Accepted (the same answer whatever the address)', content: json(dataEnvelope(acceptedSchema)) }, ...throttled, ...errorResponses },
    }),
    async (c) => {
      await subscribe(c.var.db, c.req.valid('json'), c.var.locale, clientAddress(c), shopLinks(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { accepted: true as const } }, 202);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/subscribe/confirm',
      tags,
      summary: "`{ token }` from the confirmation mail: the subscription is confirmed (single use, 7 days; 422 on `token` otherwise)",
      request: { query: langQuerySchema, body: { required: true, content: json(subscribeConfirmRequestSchema) } },
      responses: { 200: { description: 'Confirmed', content: json(dataEnvelope(subscriptionConfirmedSchema)) }, ...errorResponses },
    }),
    async (c) => {
      await confirmSubscription(c.var.db, c.req.valid('json').token, c.var.validationLanguage);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { status: 'confirmed' as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/questions',
      tags,
      summary: "Ask the shop a question, about a product or not (markup removed): stored and mailed to the shop's address; 422 on `product_id` for a product not for sale",
      request: { query: langQuerySchema, body: { required: true, content: json(questionRequestSchema) } },
      responses: { 201: { description: 'Stored and sent to the shop', content: json(dataEnvelope(questionCreatedSchema)) }, ...throttled, ...errorResponses },
    }),
    async (c) => {
      const created = await askQuestion(c.var.db, c.req.valid('json'), c.var.locale, clientAddress(c), c.var.validationLanguage, shopLinks(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: created }, 201);
    },
  );
