import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminOrderPageSchema, adminOrderQuerySchema, adminOrderSchema, bankTransferRequestSchema, cancelOrderRequestSchema, orderNoteRequestSchema, shipmentRequestSchema } from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { createRouter } from '../../lib/openapi';
import { addOrderNote, adminOrderView, listAdminOrders, lockOrderForTransfer, shipOrder } from '../orders';
import { readOrderPayments, recordBankTransfer } from '../payments';
import { recordAudit, requireStaff, staffErrorResponses } from '../staff';
import { cancelOrderAndPayments } from './order-cancel';
import { queueOrderConfirmation } from './order-mail';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: orders'];
const orderAnswer = (description: string) => ({ description, content: json(dataEnvelope(adminOrderSchema)) });
const who = 'Fulfilment and admins (403 `role_not_allowed` for others).';

/** The back office's order page: the order's own parts and the payments the payments module keeps. */
async function adminOrder(db: Db, id: number) {
  return adminOrderView(db, id, await readOrderPayments(db, id));
}

/**
 * The back office's orders. Checkout's, like cancelling: recording a bank transfer marks the order
 * paid through the payments module and sends checkout's confirmation mail in the same transaction,
 * and the order page shows orders and payments together — the one module above both.
 */
export const orderAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/orders',
      tags,
      summary: `Orders, newest first, 25 a page: \`q\` finds any part of the number, e-mail or customer name (any case); filters on payment status, fulfilment status, payment method and the days placed (\`from\`/\`to\`, Amsterdam). ${who}`,
      request: { query: adminOrderQuerySchema },
      responses: { 200: { description: 'A page of orders', content: json(dataEnvelope(adminOrderPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'orders');
      return c.json({ data: await listAdminOrders(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/orders/{id}',
      tags,
      summary: `One order: lines (with engraving), amounts from the database, addresses, payment method and status, payments, history and staff notes; 404 \`order_not_found\`. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 200: orderAnswer('The order'), ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'orders');
      return c.json({ data: await adminOrder(c.var.db, c.req.valid('param').id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/bank-transfer',
      tags,
      summary: `Record a bank transfer as paid: \`amount_cents\` must equal what the order owes (else 422 on \`amount_cents\`). Only for bank-transfer orders waiting for payment (409 \`order_not_awaiting_transfer\`); once (again: 409 \`already_paid\`, nothing recorded). The payment, the \`paid\` step, the customer's confirmation mail and the audit entry in one transaction. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(bankTransferRequestSchema) } },
      responses: { 200: orderAnswer('The order, paid'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      await c.var.db.transaction(async (tx) => {
        const order = await lockOrderForTransfer(tx, id, input.amount_cents, c.var.validationLanguage);
        await recordBankTransfer(tx, order, input.amount_cents, input.reference || null, queueOrderConfirmation);
        await recordAudit(tx, actor, {
          action: 'order.bank_transfer_recorded',
          entity: 'order',
          entityId: id,
          before: { payment_status: order.paymentStatus },
          after: { payment_status: 1, amount_cents: input.amount_cents, reference: input.reference || null },
        });
      });
      return c.json({ data: await adminOrder(c.var.db, id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/shipments',
      tags,
      summary: `Ship a paid order with \`carrier\` and \`tracking_code\`: it becomes \`shipped\`, its history and the customer's tracking show carrier, code and link, the customer gets a mail; audited. The same code again changes nothing; 409 \`order_awaiting_payment\`, \`order_cancelled\`, \`already_shipped\` (another code). ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(shipmentRequestSchema) } },
      responses: { 200: orderAnswer('The order, shipped'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await shipOrder(c.var.db, actor, id, c.req.valid('json'));
      return c.json({ data: await adminOrder(c.var.db, id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/notes',
      tags,
      summary: `Add a staff note to the order (never shown to the customer); audited. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(orderNoteRequestSchema) } },
      responses: { 201: orderAnswer('The order with the note'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await addOrderNote(c.var.db, actor, id, c.req.valid('json'));
      return c.json({ data: await adminOrder(c.var.db, id) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/cancel',
      tags,
      summary: `Cancel an unpaid order that has not shipped, with a \`reason\` (1–500 characters, in the audit log): the customer's cancel — open card payments stopped first, then in one transaction voided and cancelled, stock, discount-code use and gift-card amounts back, a \`cancelled\` step and the audit entry. No mail (the customer's cancel sends none). 409 \`order_cancelled\` (again: nothing given back twice), \`order_shipped\`, \`refund_needed\` (paid: refunds are their own step). ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(cancelOrderRequestSchema) } },
      responses: { 200: orderAnswer('The order, cancelled'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await cancelOrderAndPayments(c.var.db, c.var.payments, id, { kind: 'staff', actor, reason: c.req.valid('json').reason });
      return c.json({ data: await adminOrder(c.var.db, id) }, 200);
    },
  );
