import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import {
  orderIdParamSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  returnRequestInputSchema,
  returnRequestSchema,
  trackingQuerySchema,
  trackingSchema,
} from '../../contract/orders';
import { requireSession } from '../../lib/auth';
import { accountErrorResponses, createRouter } from '../../lib/openapi';
import { getOrder, getTracking, listOrders } from './orders.service';
import { requestReturn } from './returns.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const orderResponse = (description: string) => ({ description, content: json(dataEnvelope(orderSchema)) });
const tags = ['orders'];

/**
 * The customer's orders, their tracking and return requests (all need a signed-in customer).
 * Cancelling one (PATCH /orders/{id}) is checkout's: it stops the order's payments first.
 */
export const orderRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/orders',
      tags,
      summary: "A page of the signed-in customer's orders, newest first (`{ data, meta }` like the catalogue)",
      request: { query: orderListQuerySchema },
      responses: { 200: { description: 'Orders and page info', content: json(orderListResponseSchema) }, ...accountErrorResponses },
    }),
    async (c) => c.json(await listOrders(c.var.db, requireSession(c).userId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/orders/{id}',
      tags,
      summary: "One of the customer's orders: amounts, customer information, lines with what can still be returned (another customer's id is 404, like a missing one)",
      request: { params: orderIdParamSchema, query: langQuerySchema },
      responses: { 200: orderResponse('The order'), ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await getOrder(c.var.db, requireSession(c).userId, c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tracking',
      tags,
      summary: "Where one of the customer's orders is: carrier, tracking number and link, history oldest first (another customer's order is 404)",
      request: { query: trackingQuerySchema },
      responses: { 200: { description: 'Tracking', content: json(dataEnvelope(trackingSchema)) }, ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await getTracking(c.var.db, requireSession(c).userId, c.req.valid('query').order_id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/returns/request',
      tags,
      summary:
        'Ask to return (type 1, refund) or repair (type 2) items of a paid, delivered order within each item\'s return window. Refusals are 422 with a code (`order_not_paid`, `order_not_delivered`, `return_window_closed`, `return_quantity_exceeded`, `order_product_not_found`) and `fields` (`order_id`, `items.N.order_product_id`, `items.N.quantity`)',
      request: { query: langQuerySchema, body: { required: true, content: json(returnRequestInputSchema) } },
      responses: { 201: { description: 'The return request', content: json(dataEnvelope(returnRequestSchema)) }, ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await requestReturn(c.var.db, requireSession(c).userId, c.req.valid('json'), c.var.validationLanguage) }, 201),
  );
