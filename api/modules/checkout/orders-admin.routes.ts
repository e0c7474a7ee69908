import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminReturnPageSchema,
  adminReturnQuerySchema,
  bankTransferRequestSchema,
  cancelOrderRequestSchema,
  orderNoteRequestSchema,
  refundRequestSchema,
  returnActionRequestSchema,
  shipmentRequestSchema,
} from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createRouter } from '../../lib/openapi';
import type { ReturnAction } from '../../../domain/orders/order-rules';
import { actOnReturn, addOrderNote, adminOrderView, listAdminOrders, listAdminReturns, lockOrderForTransfer, markDelivered, shipOrder } from '../orders';
import { readOrderPayments, readOrderRefunds, recordBankTransfer, refundOrder, refundProviderOf, stopOpenPayments } from '../payments';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { recordAudit, requireStaff, staffErrorResponses } from '../staff';
import { cancelOrderAndPayments } from './order-cancel';
import { queueOrderConfirmation } from './order-mail';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: orders'];
const orderAnswer = (description: string) => ({ description, content: json(dataEnvelope(adminOrderSchema)) });
const who = 'Fulfilment and admins (403 `role_not_allowed` for others).';

/** The back office's order page: the order's own parts and the payments the payments module keeps. */
async function adminOrder(db: Db, id: number, lang: ValidationLanguage) {
  const money = { payments: await readOrderPayments(db, id), refunds: await readOrderRefunds(db, id), refundProvider: await refundProviderOf(db, id) };
  return adminOrderView(db, id, money, lang === 'en' ? 'en' : 'nl');
}

const returnSteps = {
  approve: 'Approve a new request (the customer may send the items).',
  reject: 'Decline a new request with a `message` to the customer (required: 422 on `message`); a refund request gives the order back its paid state.',
  receive: 'The items of an approved request have arrived.',
  complete: 'A received repair request is done (resolution `repaired`). A refund request completes by a refund that names it (POST /admin/orders/{id}/refunds with `return_request_id`).',
} as const satisfies Record<ReturnAction, string>;

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
      return c.json({ data: await adminOrder(c.var.db, c.req.valid('param').id, c.var.validationLanguage) }, 200);
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
      // A card payment the shopper started before choosing bank transfer could still be paid: stop
      // it first (as cancelling does), so the order is never paid twice. Paid meanwhile: the check
      // below answers 409 `already_paid` and the card payment stands.
      if ((await stopOpenPayments(c.var.db, c.var.payments, id, queueOrderConfirmation)) === 'pending') throw new AppError('conflict', 'payment_pending');
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
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/shipments',
      tags,
      summary: `A parcel leaves a paid order with \`carrier\` and \`tracking_code\`: every unit not yet shipped, or the \`items\` named (a partial shipment; 422 on \`items.N.…\` for a line not in the order or more units than are left). Once every physical unit has left the order is \`shipped\`; its history and the customer's tracking show carrier, code and link, the customer gets a mail (naming the parcel's items when more follows); audited. The same code again changes nothing; 409 \`order_awaiting_payment\`, \`order_cancelled\`, \`already_shipped\` (nothing left to ship). ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(shipmentRequestSchema) } },
      responses: { 200: orderAnswer('The order, shipped'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await shipOrder(c.var.db, actor, id, c.req.valid('json'), c.var.validationLanguage);
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/delivered',
      tags,
      summary: `A shipped order was delivered: \`delivered\` from now (the return windows start), a step in its history; audited. Again changes nothing; 409 \`order_not_shipped\`. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 200: orderAnswer('The order, delivered'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await markDelivered(c.var.db, actor, id);
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 200);
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
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 201);
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
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/refunds',
      tags,
      summary: `Refund \`amount_cents\` (all or part of what is left) through the provider that took the money — Stripe or PayPal, with \`idempotency_key\` as theirs too; bank transfers are recorded as paid back by the shop's bank. The same key again changes nothing (or finishes a refund whose answer was lost). With \`return_request_id\` (a received refund request) the return completes as refunded. The customer gets a mail; audited. 422 on \`amount_cents\` above what is left; 409 \`order_not_refundable\`, \`return_not_refundable\`, \`idempotency_key_reused\`, \`refund_refused\`; 502 \`payment_provider_failed\` (the refund stays pending: send the same request again). ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(refundRequestSchema) } },
      responses: { 200: orderAnswer('The order with its refunds'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const id = c.req.valid('param').id;
      await refundOrder(c.var.db, c.var.payments, actor, id, c.req.valid('json'), c.var.validationLanguage);
      return c.json({ data: await adminOrder(c.var.db, id, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/returns',
      tags,
      summary: `Return and repair requests, oldest first (a queue), 25 a page: the open ones (requested, approved, received) unless \`status\` names one or \`open=0\` asks for all. ${who}`,
      request: { query: adminReturnQuerySchema },
      responses: { 200: { description: 'A page of requests', content: json(dataEnvelope(adminReturnPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'orders');
      return c.json({ data: await listAdminReturns(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/returns/{id}/{action}',
      tags,
      summary: `A step on a return request: ${Object.entries(returnSteps)
        .map(([step, text]) => `\`${step}\`: ${text}`)
        .join(' ')} Each step adds to the order's history (the customer's order and tracking pages show it), mails the customer and is audited; the same step again changes nothing; a step not allowed now is 409 \`return_step_not_allowed\`; 404 \`return_not_found\`. Answers the order. ${who}`,
      request: {
        params: z.object({ id: idPathSchema.shape.id, action: z.enum(Object.keys(returnSteps) as [ReturnAction, ...ReturnAction[]]) }),
        query: langQuerySchema,
        body: { required: false, content: json(returnActionRequestSchema) },
      },
      responses: { 200: orderAnswer('The order with the request in its new state'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'orders');
      const { id, action } = c.req.valid('param');
      const orderId = await actOnReturn(c.var.db, actor, id, action, c.req.valid('json') ?? {}, c.var.validationLanguage);
      return c.json({ data: await adminOrder(c.var.db, orderId, c.var.validationLanguage) }, 200);
    },
  );
