import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderEvents, orders, paymentEvents, payments, productConfigurations, refunds } from '../../api/db/schema';
import { PaypalGateway } from '../../api/modules/payments';
import { startPaypalFake, type PaypalFake } from '../fakes/paypal-fake';
import { latestMail } from './account-helpers';
import { readyCart, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const API = '/api/v1';
let fake: PaypalFake;
let paypal: PaypalGateway;

beforeAll(async () => {
  fake = await startPaypalFake();
  paypal = new PaypalGateway({ clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url, webhookId: fake.webhookId }, { retryDelayMs: 10 });
});
afterAll(async () => {
  await fake?.close();
});

const deliver = (shop: TestShop, delivery: { payload: string; headers: Record<string, string> }) =>
  shop.get(`${API}/webhooks/paypal`, { method: 'POST', headers: { 'content-type': 'application/json', ...delivery.headers }, body: delivery.payload });
const orderRow = async (shop: TestShop, id: number) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (shop: TestShop, id: number) => (await shop.database.db.select().from(payments).where(eq(payments.orderId, id)))[0]!;
const stockOf = async (shop: TestShop, id: number) => (await shop.database.db.select({ n: productConfigurations.stockQty }).from(productConfigurations).where(eq(productConfigurations.id, id)))[0]!.n;
const stepsOf = async (shop: TestShop, id: number, status: string) => (await shop.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, status)))).length;

/** A PayPal order approved and captured at the return page while PayPal holds the capture for review (PENDING). */
async function pendingCapture(shop: TestShop, nth: number, email: string) {
  const config = await stockedConfiguration(shop, 10, nth);
  const cartId = await readyCart(shop, config.id, 1, email);
  const placed = await send(shop, 'POST', `${API}/carts/checkout`, { cart_unique_id: cartId, payment_method: 'paypal' });
  const orderId = placed.body.data.order.id as number;
  const paypalOrderId = (await paymentOf(shop, orderId)).externalId!;
  fake.approve(paypalOrderId);
  fake.state.captureStatus = 'PENDING';
  try {
    const captured = await send(shop, 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: cartId });
    expect(captured.status).toBe(200);
    expect(captured.body.data.payment_status).toBe(0);
  } finally {
    fake.state.captureStatus = 'COMPLETED';
  }
  return { orderId, paypalOrderId, configId: config.id, captureId: (await paymentOf(shop, orderId)).data.capture_id as string };
}

describeOnEachDatabase(
  'PayPal webhooks (verified by the PayPal fake)',
  (shop) => {
    it('refuses an unverified delivery with 400 and changes nothing', async () => {
      const { orderId, paypalOrderId, captureId } = await pendingCapture(shop(), 50, 'onecht@example.nl');
      fake.settleCapture(captureId, 'COMPLETED');
      const good = fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId));
      const otherWebhook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId), { webhookId: 'WH-SOMEONE-ELSE' });
      const tampered = { payload: good.payload.replace(/"value":"[^"]+"/, '"value":"0.01"'), headers: good.headers };
      expect(tampered.payload).not.toBe(good.payload);
      const unsigned = { payload: good.payload, headers: {} };
      const otherEvent = { payload: fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId)).payload, headers: good.headers };
      for (const delivery of [otherWebhook, tampered, unsigned, otherEvent, { payload: 'not json', headers: good.headers }]) {
        const answer = await deliver(shop(), delivery);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('invalid_signature');
      }
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(0);
      expect(await shop().database.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'paypal'))).toEqual([]);
    });

    it('a PENDING capture leaves the order awaiting; COMPLETED pays it once, however often it is delivered', async () => {
      const { orderId, paypalOrderId, captureId } = await pendingCapture(shop(), 51, 'review@example.nl');
      const pending = await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.PENDING', fake.captureResource(paypalOrderId)));
      expect(pending.status).toBe(200);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(0);
      expect((await paymentOf(shop(), orderId)).status).toBe('PENDING');

      fake.settleCapture(captureId, 'COMPLETED');
      const completed = fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId));
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await deliver(shop(), completed));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((answer) => answer.body.data.duplicate)).toEqual([false, true, true, true]);
      // The same capture in another event (PayPal may send one twice with new ids) pays nothing twice either.
      expect((await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId)))).status).toBe(200);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(1);
      expect(await stepsOf(shop(), orderId, 'paid')).toBe(1);
      expect((await paymentOf(shop(), orderId)).status).toBe('succeeded');
      expect(await latestMail(shop(), 'review@example.nl', 'order_confirmation')).toBeTruthy();
      // A PENDING arriving late changes nothing.
      await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.PENDING', fake.captureResource(paypalOrderId)));
      expect((await paymentOf(shop(), orderId)).status).toBe('succeeded');
    });

    it('DENIED fails the order and gives its stock back, once', async () => {
      const { orderId, paypalOrderId, captureId, configId } = await pendingCapture(shop(), 52, 'geweigerd@example.nl');
      expect(await stockOf(shop(), configId)).toBe(9);
      fake.settleCapture(captureId, 'DECLINED');
      const denied = fake.webhook('PAYMENT.CAPTURE.DENIED', fake.captureResource(paypalOrderId));
      expect((await deliver(shop(), denied)).status).toBe(200);
      expect((await deliver(shop(), denied)).body.data.duplicate).toBe(true);
      await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.DENIED', fake.captureResource(paypalOrderId)));
      expect(await orderRow(shop(), orderId)).toMatchObject({ paymentStatus: 4, fulfillmentStatus: 'cancelled' });
      expect(await stockOf(shop(), configId)).toBe(10);
      expect(await stepsOf(shop(), orderId, 'cancelled')).toBe(1);
    });

    it('REFUNDED records a refund made at PayPal once and moves the order to refunded', async () => {
      const { orderId, paypalOrderId, captureId } = await pendingCapture(shop(), 53, 'terug@example.nl');
      fake.settleCapture(captureId, 'COMPLETED');
      await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(paypalOrderId)));
      const order = await orderRow(shop(), orderId);
      // Staff refund in PayPal's own dashboard: the shop hears of it only through the webhook.
      const refund = await paypal.refundCapture({ captureId, amount: order.finalAmount, currency: order.currencyCode, requestId: `dashboard-${orderId}` });
      const event = fake.webhook('PAYMENT.CAPTURE.REFUNDED', fake.refundResource(refund.id));
      expect((await deliver(shop(), event)).status).toBe(200);
      expect((await deliver(shop(), event)).body.data.duplicate).toBe(true);
      const rows = await shop().database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toEqual([expect.objectContaining({ provider: 'paypal', externalId: refund.id, amount: order.finalAmount, status: 'succeeded' })]);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(2);
    });

    it('an event for an order that is not ours is recorded and answered 200', async () => {
      const answer = await deliver(shop(), fake.webhook('PAYMENT.CAPTURE.COMPLETED', { id: 'SOMEONEELSE0001', status: 'COMPLETED', amount: { value: '1.00', currency_code: 'EUR' } }));
      expect(answer.status).toBe(200);
      expect(answer.body.data.duplicate).toBe(false);
    });
  },
  { deps: () => ({ payments: { stripe: null, paypal, affirm: false } }) },
);
