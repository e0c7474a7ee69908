import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { acceptedSchema } from '../../contract/accounts';
import { subscribeConfirmRequestSchema, subscribeRequestSchema, subscriptionConfirmedSchema } from '../../contract/marketing';
import { createRouter, errorResponses, throttledResponses } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { clientAddress } from '../../lib/throttle';
import { confirmSubscription, subscribe } from './newsletter.service';

const tags = ['forms'];
const json = <T>(schema: T) => ({ 'application/json': { schema } });

/** The newsletter sign-up with double opt-in (spec section 7, one of the public forms). */
export const newsletterRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/subscribe',
      tags,
      summary:
        'Newsletter sign-up: 202 `{ accepted: true }` for every address, new, pending or confirmed. An unconfirmed address gets a confirmation link (at most one mail per 15 minutes); throttled per client address',
      request: { query: langQuerySchema, body: { required: true, content: json(subscribeRequestSchema) } },
      responses: { 202: { description: 'Accepted (the same answer whatever the address)', content: json(dataEnvelope(acceptedSchema)) }, ...throttledResponses, ...errorResponses },
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
  );
