import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { errorResponseSchema } from '../../contract/errors';
import { orderIdParamSchema, orderSchema, updateOrderRequestSchema } from '../../contract/orders';
import { requireSession } from '../../lib/auth';
import { accountErrorResponses, createRouter } from '../../lib/openapi';
import { getOrder } from '../orders';
import { cancelOrderAndPayments } from './order-cancel';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const conflict = { description: 'The order can no longer be cancelled (`order_not_cancellable`)', content: json(errorResponseSchema) };
const tags = ['orders'];

/**
 * Cancelling one of the customer's unpaid orders: the path staff's cancel takes too
 * (`cancelOrderAndPayments`: open card payments stopped first, then stock, code use and gift cards
 * back). Mounted after the orders routes (api/app.ts).
 */
export const orderCancellationRoutes = createRouter().openapi(
  createRoute({
    method: 'patch',
    path: '/orders/{id}',
    tags,
    summary:
      '`{ action: "cancel" }`: cancel an unpaid order that has not shipped (payment status 4 voided, fulfillment cancelled, reserved stock back). Again on a cancelled order: 200 unchanged; otherwise 409 `order_not_cancellable`',
    request: { params: orderIdParamSchema, query: langQuerySchema, body: { required: true, content: json(updateOrderRequestSchema) } },
    responses: { 200: { description: 'The cancelled order', content: json(dataEnvelope(orderSchema)) }, 409: conflict, ...accountErrorResponses },
  }),
  async (c) => {
    const userId = requireSession(c).userId;
    const id = c.req.valid('param').id;
    await cancelOrderAndPayments(c.var.db, c.var.payments, id, { kind: 'customer', userId });
    return c.json({ data: await getOrder(c.var.db, userId, id) }, 200);
  },
);
