import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { frontendEventAcceptedSchema, frontendEventRequestSchema, visitorIdSchema } from '../../contract/events';
import { createRouter, errorResponses } from '../../lib/openapi';
import { validationError } from '../../lib/validation';
import { recordFrontendEvent } from './events.service';

export const eventRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/events/frontend-event',
    tags: ['events'],
    summary: 'Store a shopper analytics event for a visitor (visitor_id, else the uid cookie)',
    request: { query: langQuerySchema, body: { required: true, content: { 'application/json': { schema: frontendEventRequestSchema } } } },
    responses: { 202: { description: 'The event was stored', content: { 'application/json': { schema: dataEnvelope(frontendEventAcceptedSchema) } } }, ...errorResponses },
  }),
  async (c) => {
    const body = c.req.valid('json');
    const candidate = body.visitor_id ?? getCookie(c, 'uid');
    const visitorId = visitorIdSchema.safeParse(candidate);
    if (!visitorId.success) throw validationError(visitorId.error, candidate, c.var.validationLanguage, 'visitor_id');
    await recordFrontendEvent(c.var.db, visitorId.data, body);
    return c.json({ data: { accepted: true as const } }, 202);
  },
);
