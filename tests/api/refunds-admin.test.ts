import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, mailOutbox, orderEvents, orders, payments, refunds } from '../../api/db/schema';
import { PaypalGateway, StripeGateway } from '../../api/modules/payments';
import { startPaypalFake, type PaypalFake } from '../fakes/paypal-fake';
import { startStripeFake, type StripeFake } from '../fakes/stripe-fake';
import { call, latestMail, signUp } from './account-helpers';
import { readyCart, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { createOrder } from './order-helpers';
import { newStaff, staffCall } from './staff-helpers';

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_refunds';
let stripeFake: StripeFake;
let paypalFake: PaypalFake;

beforeAll(async () => {
  [stripeFake, paypalFake] = await Promise.all([startStripeFake(), startPaypalFake()]);
});
afterAll(async () => {
  await Promise.all([stripeFake?.close(), paypalFake?.close()]);
});

const webhook = (shop: TestShop, payload: string, header: string) =>
  shop.get(`${API}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
const orderRow = async (shop: TestShop, id: number) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refund = (shop: TestShop, token: string, orderId: number, body: Record<string, unknown>) => staffCall(shop, 'POST', `/admin/orders/${orderId}/refunds?lang=nl`, { staff: token, body });
const mailsOf = async (shop: TestShop, to: string, kind: string) =>
  Number((await shop.database.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind))))[0]!.n);

/** A card order paid through the Stripe fake and its signed webhook, as a shopper's would be. */
async function paidCardOrder(shop: TestShop, email: string, nth: number) {
  const config = await stockedConfiguration(shop, 10, nth);
  const id = await readyCart(shop, config.id, 1, email);
  const placed = await send(shop, 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'stripe_payment_element' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.data.order.id as number;
  const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const intent = stripeFake.succeedPaymentIntent(payment!.externalId!);
  const event = stripeFake.signedEvent('payment_intent.succeeded', intent, { secret: WEBHOOK_SECRET });
  expect((await webhook(shop, event.payload, event.header)).status).toBe(200);
  return { orderId, intentId: payment!.externalId!, final: (await orderRow(shop, orderId)).finalAmount };
}

describeOnEachDatabase(
  'back office: refunds and returns',
  (shop) => {
    it('refunds a card order in part and then the rest through Stripe, once per key, and mails the customer each time', async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const email = `kaart.${randomUUID().slice(0, 8)}@example.nl`;
      const { orderId, final } = await paidCardOrder(shop(), email, 40);
      const before = stripeFake.created.refunds;
      const key = randomUUID();
      const first = await refund(shop(), staff.token, orderId, { amount_cents: 1000, reason: 'Krasje op de verpakking', idempotency_key: key });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data).toMatchObject({ payment_status: 3, refundable_amount: final - 1000 });
      expect(first.body.data.refunds).toMatchObject([{ amount: 1000, provider: 'stripe', status: 'succeeded', reason: 'Krasje op de verpakking', staff_email: staff.email }]);
      // The same form sent again (a double click, a retry after a timeout): nothing more at Stripe or here.
      const again = await refund(shop(), staff.token, orderId, { amount_cents: 1000, idempotency_key: key });
      expect(again.status).toBe(200);
      expect(again.body.data.refunds).toHaveLength(1);
      expect(stripeFake.created.refunds - before).toBe(1);
      expect([...stripeFake.state.refunds.values()].filter((r) => r.payment_intent && Number((r.metadata as Record<string, string>).order_id) === orderId)).toHaveLength(1);
      expect((await latestMail(shop(), email, 'order_refunded'))?.text).toContain('10,00');

      const tooMuch = await refund(shop(), staff.token, orderId, { amount_cents: final, idempotency_key: randomUUID() });
      expect(tooMuch.status).toBe(422);
      expect(Object.keys(tooMuch.body.error.fields)).toEqual(['amount_cents']);
      const rest = await refund(shop(), staff.token, orderId, { amount_cents: final - 1000, idempotency_key: randomUUID() });
      expect(rest.body.data).toMatchObject({ payment_status: 2, refundable_amount: 0 });
      expect(stripeFake.created.refunds - before).toBe(2);
      const more = await refund(shop(), staff.token, orderId, { amount_cents: 1, idempotency_key: randomUUID() });
      expect(more.status).toBe(409);
      expect(more.body.error.code).toBe('order_not_refundable');
      expect(await mailsOf(shop(), email, 'order_refunded')).toBe(2);
      const events = (await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.status);
      expect(events).toEqual(['placed', 'paid', 'refund_started', 'partially_refunded', 'refund_started', 'refunded']);
      const audit = await shop().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
      expect(audit.map((entry) => entry.action)).toEqual(['order.refund_started', 'order.refunded', 'order.refund_started', 'order.refunded']);
      // Another order's key is refused, not applied to this one.
      const other = await paidCardOrder(shop(), email, 41);
      expect((await refund(shop(), staff.token, other.orderId, { amount_cents: 100, idempotency_key: key })).body.error.code).toBe('idempotency_key_reused');
    }, 60_000);

    it('keeps a refund pending when Stripe cannot be reached and finishes it when the same request comes again', async () => {
      const staff = await newStaff(shop(), 'admin');
      const { orderId } = await paidCardOrder(shop(), `storing.${randomUUID().slice(0, 8)}@example.nl`, 42);
      const before = stripeFake.created.refunds;
      const key = randomUUID();
      stripeFake.failNext(10, 'status500');
      const failed = await refund(shop(), staff.token, orderId, { amount_cents: 500, idempotency_key: key });
      stripeFake.state.failures.length = 0;
      expect(failed.status).toBe(502);
      expect(failed.body.error.code).toBe('payment_provider_failed');
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(5);
      expect((await shop().database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((r) => r.status)).toEqual(['pending']);
      // What is pending counts: no second refund can take the same money meanwhile.
      const detail = await staffCall(shop(), 'GET', `/admin/orders/${orderId}`, { staff: staff.token });
      expect(detail.body.data.refundable_amount).toBe((await orderRow(shop(), orderId)).finalAmount - 500);
      const retried = await refund(shop(), staff.token, orderId, { amount_cents: 500, idempotency_key: key });
      expect(retried.status).toBe(200);
      expect(retried.body.data).toMatchObject({ payment_status: 3, refunds: [{ status: 'succeeded', amount: 500 }] });
      expect(stripeFake.created.refunds - before).toBe(1);
    }, 60_000);

    it("records Stripe's no as a failed refund and gives the order back its paid state", async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const { orderId, intentId } = await paidCardOrder(shop(), `nee.${randomUUID().slice(0, 8)}@example.nl`, 43);
      stripeFake.state.paymentIntents.get(intentId)!.status = 'requires_payment_method';
      const refused = await refund(shop(), staff.token, orderId, { amount_cents: 500, idempotency_key: randomUUID() });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('refund_refused');
      const detail = (await staffCall(shop(), 'GET', `/admin/orders/${orderId}`, { staff: staff.token })).body.data;
      expect(detail).toMatchObject({ payment_status: 1, refunds: [{ status: 'failed' }] });
      expect(detail.refundable_amount).toBe(detail.final_amount);
    }, 60_000);

    it("reconciles a refund made in Stripe's dashboard from its webhook, once", async () => {
      const { orderId, intentId, final } = await paidCardOrder(shop(), `dashboard.${randomUUID().slice(0, 8)}@example.nl`, 44);
      const object = { id: `re_dash_${randomUUID().slice(0, 8)}`, object: 'refund', amount: 700, status: 'succeeded', payment_intent: intentId, metadata: {} };
      const event = stripeFake.signedEvent('refund.created', object, { secret: WEBHOOK_SECRET });
      for (let i = 0; i < 3; i++) expect((await webhook(shop(), event.payload, event.header)).status).toBe(200);
      const again = stripeFake.signedEvent('refund.updated', object, { secret: WEBHOOK_SECRET });
      expect((await webhook(shop(), again.payload, again.header)).status).toBe(200);
      const rows = await shop().database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows.map((r) => [r.amount, r.status, r.provider])).toEqual([[700, 'succeeded', 'stripe']]);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(final > 700 ? 3 : 2);
    }, 60_000);

    it('refunds a PayPal order in part through its capture', async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const config = await stockedConfiguration(shop(), 10, 45);
      const id = await readyCart(shop(), config.id, 1);
      const placed = await send(shop(), 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'paypal' });
      const orderId = placed.body.data.order.id as number;
      const [payment] = await shop().database.db.select().from(payments).where(eq(payments.orderId, orderId));
      paypalFake.approve(payment!.externalId!);
      expect((await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: id })).status).toBe(200);
      const before = paypalFake.created.refunds;
      const key = randomUUID();
      const done = await refund(shop(), staff.token, orderId, { amount_cents: 1234, idempotency_key: key });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data).toMatchObject({ payment_status: 3, refunds: [{ provider: 'paypal', status: 'succeeded', amount: 1234 }] });
      await refund(shop(), staff.token, orderId, { amount_cents: 1234, idempotency_key: key });
      expect(paypalFake.created.refunds - before).toBe(1);
      const refundCalls = paypalFake.state.requests.filter((r) => r.path.endsWith('/refund'));
      expect(refundCalls.at(-1)?.requestId).toBe(`refund-${key}`);

      // PayPal takes its time with the next one: pending, and the same request later asks where it stands.
      paypalFake.state.refundStatus = 'PENDING';
      const slowKey = randomUUID();
      try {
        const pending = await refund(shop(), staff.token, orderId, { amount_cents: 1000, idempotency_key: slowKey });
        expect(pending.body.data).toMatchObject({ payment_status: 5 });
        expect(pending.body.data.refunds.at(-1)).toMatchObject({ status: 'pending', amount: 1000 });
        const [row] = await shop().database.db.select().from(refunds).where(eq(refunds.idempotencyKey, slowKey));
        paypalFake.completeRefund(row!.externalId!);
        const settled = await refund(shop(), staff.token, orderId, { amount_cents: 1000, idempotency_key: slowKey });
        expect(settled.body.data).toMatchObject({ payment_status: 3 });
        expect(settled.body.data.refunds.at(-1)).toMatchObject({ status: 'succeeded', amount: 1000 });
        expect(paypalFake.created.refunds - before).toBe(2);
      } finally {
        paypalFake.state.refundStatus = 'COMPLETED';
      }
    }, 60_000);

    it("handles a customer's return: declined without a message is refused; approved, received and refunded; the customer sees each step", async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const ann = await signUp(shop());
      const order = await createOrder(shop(), ann.id, { quantities: [2, 1], deliveredDaysAgo: 3, returnDays: 30 });
      const [line] = order.lines;
      const asked = await call(shop(), 'POST', '/returns/request', { cookie: ann.token, body: { order_id: order.id, type: 1, reason: 'size', items: [{ order_product_id: line!.id, quantity: 2 }] } });
      expect(asked.status).toBe(201);
      const returnId = asked.body.data.id as number;
      const queue = await staffCall(shop(), 'GET', '/admin/returns', { staff: staff.token });
      expect(queue.body.data.items.map((r: { id: number }) => r.id)).toContain(returnId);

      const noMessage = await staffCall(shop(), 'POST', `/admin/returns/${returnId}/reject?lang=en`, { staff: staff.token, body: {} });
      expect(noMessage.status).toBe(422);
      expect(Object.keys(noMessage.body.error.fields)).toEqual(['message']);
      expect((await staffCall(shop(), 'POST', `/admin/returns/${returnId}/receive`, { staff: staff.token, body: {} })).body.error.code).toBe('return_step_not_allowed');
      const approved = await staffCall(shop(), 'POST', `/admin/returns/${returnId}/approve`, { staff: staff.token, body: { message: 'Stuur het naar ons atelier.' } });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data.returns[0]).toMatchObject({ id: returnId, status: 'approved', actions: ['receive'], items_amount: line!.finalCost * 2 });
      expect((await latestMail(shop(), 'anna@example.com', 'order_return_approved'))?.text).toContain('Stuur het naar ons atelier.');
      // A retried click changes nothing (no second mail or history step).
      await staffCall(shop(), 'POST', `/admin/returns/${returnId}/approve`, { staff: staff.token, body: {} });
      expect((await staffCall(shop(), 'POST', `/admin/returns/${returnId}/receive`, { staff: staff.token, body: {} })).status).toBe(200);
      let mine = (await call(shop(), 'GET', `/orders/${order.id}`, { cookie: ann.token })).body.data;
      expect(mine.return_requests[0]).toMatchObject({ status: 'received', staff_message: 'Stuur het naar ons atelier.', resolution: null });

      // A refund-type request completes by its refund, not by "repaired".
      expect((await staffCall(shop(), 'POST', `/admin/returns/${returnId}/complete`, { staff: staff.token, body: {} })).body.error.code).toBe('return_step_not_allowed');
      const refunded = await refund(shop(), staff.token, order.id, { amount_cents: line!.finalCost * 2, idempotency_key: randomUUID(), return_request_id: returnId });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      // A bank-transfer order: the shop's bank pays it back, recorded at once.
      expect(refunded.body.data.refunds).toMatchObject([{ provider: 'manual', status: 'succeeded', return_request_id: returnId }]);
      expect(refunded.body.data.payment_status).toBe(3);
      mine = (await call(shop(), 'GET', `/orders/${order.id}`, { cookie: ann.token })).body.data;
      expect(mine.return_requests[0]).toMatchObject({ status: 'completed', resolution: 'refunded' });
      const steps = (await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: ann.token })).body.data;
      expect(JSON.stringify(steps)).toContain('return_received');
      expect(await mailsOf(shop(), 'anna@example.com', 'order_return_approved')).toBeGreaterThanOrEqual(1);
      // A second refund for the same, completed return is refused.
      const twice = await refund(shop(), staff.token, order.id, { amount_cents: 100, idempotency_key: randomUUID(), return_request_id: returnId });
      expect(twice.body.error.code).toBe('return_not_refundable');
    }, 60_000);

    it('repairs: approve, receive, complete as repaired; a declined refund request gives the order back its paid state', async () => {
      const staff = await newStaff(shop(), 'admin');
      const ann = await signUp(shop());
      const order = await createOrder(shop(), ann.id, { quantities: [1, 1], deliveredDaysAgo: 2, returnDays: 30 });
      const repair = await call(shop(), 'POST', '/returns/request', { cookie: ann.token, body: { order_id: order.id, type: 2, reason: 'damaged', items: [{ order_product_id: order.lines[0]!.id, quantity: 1 }] } });
      const back = await call(shop(), 'POST', '/returns/request', { cookie: ann.token, body: { order_id: order.id, type: 1, reason: 'size', items: [{ order_product_id: order.lines[1]!.id, quantity: 1 }] } });
      expect((await orderRow(shop(), order.id)).paymentStatus).toBe(6);
      for (const step of ['approve', 'receive', 'complete']) {
        const answer = await staffCall(shop(), 'POST', `/admin/returns/${repair.body.data.id}/${step}`, { staff: staff.token, body: step === 'complete' ? { message: 'Zetting vastgezet.' } : {} });
        expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const declined = await staffCall(shop(), 'POST', `/admin/returns/${back.body.data.id}/reject`, { staff: staff.token, body: { message: 'Maatwerk kan niet retour.' } });
      expect(declined.body.data.payment_status).toBe(1);
      const mine = (await call(shop(), 'GET', `/orders/${order.id}`, { cookie: ann.token })).body.data.return_requests;
      expect(mine.map((r: { status: string; resolution: string | null; staff_message: string | null }) => [r.status, r.resolution, r.staff_message])).toEqual([
        ['completed', 'repaired', 'Zetting vastgezet.'],
        ['rejected', null, 'Maatwerk kan niet retour.'],
      ]);
      const events = (await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.status);
      expect(events).toEqual(expect.arrayContaining(['return_approved', 'return_received', 'repaired', 'return_rejected']));
      const audit = await shop().database.db.select().from(auditLog).where(eq(auditLog.entity, 'return_request'));
      expect(audit.filter((entry) => entry.entityId === String(repair.body.data.id)).map((entry) => entry.action)).toEqual(['return.approve', 'return.receive', 'return.complete']);
    }, 60_000);

    it('stops an open card payment before recording a bank transfer, so the order cannot be paid twice', async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const config = await stockedConfiguration(shop(), 10, 46);
      const id = await readyCart(shop(), config.id, 1);
      const card = await send(shop(), 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'stripe_payment_element' });
      const orderId = card.body.data.order.id as number;
      const [intent] = await shop().database.db.select().from(payments).where(eq(payments.orderId, orderId));
      // The shopper changes their mind and pays by bank transfer.
      expect((await send(shop(), 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'bank_transfer' })).status).toBe(200);
      const final = (await orderRow(shop(), orderId)).finalAmount;
      const recorded = await staffCall(shop(), 'POST', `/admin/orders/${orderId}/bank-transfer`, { staff: staff.token, body: { amount_cents: final } });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      expect(stripeFake.state.paymentIntents.get(intent!.externalId!)!.status).toBe('canceled');
      expect((await shop().database.db.select().from(payments).where(eq(payments.externalId, intent!.externalId!)))[0]!.status).toBe('canceled');
    }, 60_000);

    it('ships an order in two parcels: the first names its items and says more follows; the order is shipped with the second', async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const ann = await signUp(shop());
      const order = await createOrder(shop(), ann.id, { quantities: [2, 1], deliveredDaysAgo: null, fulfillment: 'processing' });
      const [rings, chain] = order.lines;
      const ship = (body: unknown) => staffCall(shop(), 'POST', `/admin/orders/${order.id}/shipments?lang=nl`, { staff: staff.token, body });
      const tooMany = await ship({ carrier: 'postnl', tracking_code: '3SAURM0000001', items: [{ order_product_id: rings!.id, quantity: 3 }, { order_product_id: 999_999, quantity: 1 }] });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.error.fields).toEqual({ 'items.0.quantity': 'Er zijn nog 2 te verzenden.', 'items.1.order_product_id': expect.any(String) });
      const first = await ship({ carrier: 'postnl', tracking_code: '3SAURM0000001', items: [{ order_product_id: rings!.id, quantity: 1 }] });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data).toMatchObject({ fulfillment_status: 'processing', can_ship: true, carrier: 'postnl', tracking_number: '3SAURM0000001' });
      expect(first.body.data.lines.map((line: { shipped_quantity: number }) => line.shipped_quantity)).toEqual([1, 0]);
      const mail = await latestMail(shop(), 'anna@example.com', 'order_shipped');
      expect(mail?.text).toContain(`In dit pakket: 1 × ${rings!.title}.`);
      expect(mail?.text).toContain('De rest van je bestelling volgt');
      // The same parcel again (a retried click) changes nothing.
      expect((await ship({ carrier: 'postnl', tracking_code: '3SAURM0000001', items: [{ order_product_id: rings!.id, quantity: 1 }] })).body.data.shipments).toHaveLength(1);
      // Without items: everything left.
      const second = await ship({ carrier: 'dhl', tracking_code: 'JVGL0000002' });
      expect(second.body.data).toMatchObject({ fulfillment_status: 'shipped', can_ship: false, carrier: 'dhl', tracking_number: 'JVGL0000002' });
      expect(second.body.data.shipments.map((parcel: { items: unknown }) => parcel.items)).toEqual([
        [{ order_product_id: rings!.id, quantity: 1 }],
        [
          { order_product_id: rings!.id, quantity: 1 },
          { order_product_id: chain!.id, quantity: 1 },
        ],
      ]);
      expect((await ship({ carrier: 'ups', tracking_code: '1Z0000003' })).body.error.code).toBe('already_shipped');
      const tracking = (await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: ann.token })).body.data;
      expect(JSON.stringify(tracking)).toContain('3SAURM0000001');
      expect(JSON.stringify(tracking)).toContain('JVGL0000002');
    });

    it('marks a shipped order delivered once, which opens its return window to the customer', async () => {
      const staff = await newStaff(shop(), 'fulfilment');
      const ann = await signUp(shop());
      const order = await createOrder(shop(), ann.id, { deliveredDaysAgo: null, fulfillment: 'shipped', returnDays: 30 });
      const ask = () => call(shop(), 'POST', '/returns/request', { cookie: ann.token, body: { order_id: order.id, type: 1, reason: 'size', items: [{ order_product_id: order.lines[0]!.id, quantity: 1 }] } });
      expect((await ask()).body.error.code).toBe('order_not_delivered');
      for (let i = 0; i < 2; i++) {
        const done = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/delivered`, { staff: staff.token });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        expect(done.body.data).toMatchObject({ fulfillment_status: 'delivered', can_mark_delivered: false });
      }
      const events = (await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.status);
      expect(events.filter((status) => status === 'delivered')).toHaveLength(1);
      expect((await ask()).status).toBe(201);
      const unshipped = await createOrder(shop(), ann.id, { deliveredDaysAgo: null });
      expect((await staffCall(shop(), 'POST', `/admin/orders/${unshipped.id}/delivered`, { staff: staff.token })).body.error.code).toBe('order_not_shipped');
    });

    it('keeps refunds and returns to fulfilment and admins; unknown ones are 404', async () => {
      const merchandiser = await newStaff(shop(), 'merchandiser');
      const fulfilment = await newStaff(shop(), 'fulfilment');
      expect((await staffCall(shop(), 'GET', '/admin/returns', { staff: merchandiser.token })).status).toBe(403);
      expect((await refund(shop(), merchandiser.token, 1, { amount_cents: 1, idempotency_key: randomUUID() })).status).toBe(403);
      expect((await staffCall(shop(), 'POST', '/admin/returns/999999/approve', { staff: fulfilment.token, body: {} })).status).toBe(404);
      expect((await staffCall(shop(), 'POST', '/admin/returns/1/explode', { staff: fulfilment.token, body: {} })).status).toBe(422);
      const badKey = await refund(shop(), fulfilment.token, 1, { amount_cents: 1, idempotency_key: 'short' });
      expect(badKey.status).toBe(422);
    });
  },
  {
    deps: () => ({
      payments: {
        stripe: new StripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: stripeFake.url }, { maxNetworkRetries: 1 }),
        paypal: new PaypalGateway({ clientId: paypalFake.clientId, clientSecret: paypalFake.clientSecret, apiBase: paypalFake.url }, { retryDelayMs: 10 }),
        affirm: false,
      },
    }),
  },
);
