import { createRoute } from '@hono/zod-openapi';
import { isCancellable } from '../../../domain/orders/order-rules';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { errorResponseSchema } from '../../contract/errors';
import { orderIdParamSchema, orderSchema, updateOrderRequestSchema } from '../../contract/orders';
import { requireSession } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { accountErrorResponses, createRouter } from '../../lib/openapi';
import { cancelOrder, findCustomerOrder } from '../orders';
import { stopOpenPayments } from '../payments';
import { queueOrderConfirmation } from './order-mail';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const conflict = { description: 'The order can no longer be cancelled (`order_not_cancellable`)', content: json(errorResponseSchema) };
const tags = ['orders'];

/**
 * Cancelling one of the customer's unpaid orders. Checkout's, not the orders module's: what checkout
 * started must stop first (the order's open card payments), then the order gives back its stock,
 * code use and gift cards. Mounted after the orders routes (api/app.ts).
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
    // No money may arrive for a cancelled order: stop its open card payments first.
    const order = await findCustomerOrder(c.var.db, userId, id);
    // Paid meanwhile: recorded as paid, confirmed like any paid order, and not cancelled.
    if (order && isCancellable(order) && (await stopOpenPayments(c.var.db, c.var.payments, order.id, queueOrderConfirmation)) === 'paid') {
      throw new AppError('conflict', 'order_not_cancellable');
    }
    return c.json({ data: await cancelOrder(c.var.db, userId, id) }, 200);
  },
);
