import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { carts, orderEvents, orders, paymentEvents, payments } from '../../api/db/schema';
import { StripeGateway } from '../../api/modules/payments';
import { startStripeFake, type StripeFake } from '../fakes/stripe-fake';
import { call, latestMail, signUp } from './account-helpers';
import { readyCart, send, stockedConfiguration, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_local_fake';
let fake: StripeFake;

beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake?.close();
});

const checkout = (shop: TestShop, uniqueId: string, method = 'stripe_payment_element') => send(shop, 'POST', `${API}/carts/checkout`, { cart_unique_id: uniqueId, payment_method: method });
const webhook = (shop: TestShop, payload: string, header?: string) =>
  shop.get(`${API}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) }, body: payload });
const orderRow = async (shop: TestShop, id: number) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describeOnEachDatabase(
  'payments API (Stripe SDK against a local fake)',
  (shop) => {
    it('lists card payment and the hosted form with the publishable key only', async () => {
      const methods = (await send(shop(), 'GET', `${API}/payment-methods?lang=en`)).body.data.map((method: { id: string }) => method.id);
      expect(methods).toEqual(['stripe_payment_element', 'stripe_checkout_form', 'apple_pay', 'google_pay', 'bank_transfer']);
      const gateways = (await send(shop(), 'GET', `${API}/payment-gateways`)).body.data;
      expect(gateways).toContainEqual({ id: 'stripe', public_key: 'pk_test_local' });
      expect(JSON.stringify(gateways)).not.toContain('sk_test');
    });

    it('50 concurrent completions of one cart: one order and one PaymentIntent at Stripe, all with its client secret', async () => {
      const config = await stockedConfiguration(shop(), 10, 20);
      const id = await readyCart(shop(), config.id, 1);
      const before = fake.created.paymentIntents;
      const results = await Promise.all(Array.from({ length: 50 }, () => checkout(shop(), id)));
      expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
      expect(new Set(results.map((result) => result.body.data.order.id)).size).toBe(1);
      expect(new Set(results.map((result) => result.body.data.payment.client_secret)).size).toBe(1);
      expect(results[0]!.body.data.payment).toMatchObject({ type: 'stripe_client_secret', publishable_key: 'pk_test_local' });
      expect(fake.created.paymentIntents - before).toBe(1);
      const [cart] = await shop().database.db.select().from(carts).where(eq(carts.uniqueId, id));
      expect((await shop().database.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cart!.id)))[0]!.n).toBe(1);
    }, 60_000);

    it('survives a lost response, a reset connection and a 500: the retry gets the same PaymentIntent', async () => {
      for (const mode of ['lost', 'reset', 'status500'] as const) {
        const config = await stockedConfiguration(shop(), 10, 21);
        const id = await readyCart(shop(), config.id, 1);
        const before = fake.created.paymentIntents;
        fake.failNext(1, mode);
        const result = await checkout(shop(), id);
        expect(result.status, `${mode}: ${JSON.stringify(result.body)}`).toBe(200);
        expect(fake.created.paymentIntents - before).toBe(1);
        const again = await checkout(shop(), id);
        expect(again.body.data.payment.client_secret).toBe(result.body.data.payment.client_secret);
        expect(fake.created.paymentIntents - before).toBe(1);
      }
    }, 60_000);

    it('answers 502 when Stripe keeps failing, keeps the order, and a later retry pays it', async () => {
      const config = await stockedConfiguration(shop(), 10, 22);
      const id = await readyCart(shop(), config.id, 1);
      fake.failNext(10, 'status500');
      const failed = await checkout(shop(), id);
      expect(failed.status).toBe(502);
      expect(failed.body.error.code).toBe('payment_provider_failed');
      fake.state.failures.length = 0;
      const retried = await checkout(shop(), id);
      expect(retried.status).toBe(200);
      expect(retried.body.data.payment.type).toBe('stripe_client_secret');
    }, 60_000);

    it('applies a signed payment_intent.succeeded once, however often it is replayed; mails the confirmation once', async () => {
      const config = await stockedConfiguration(shop(), 10, 23);
      const id = await readyCart(shop(), config.id, 1, 'betaler@example.nl');
      const placed = await checkout(shop(), id);
      const orderId = placed.body.data.order.id;
      const [payment] = await shop().database.db.select().from(payments).where(eq(payments.orderId, orderId));
      const intent = fake.succeedPaymentIntent(payment!.externalId!);
      const event = fake.signedEvent('payment_intent.succeeded', intent, { secret: WEBHOOK_SECRET });
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await webhook(shop(), event.payload, event.header));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((answer) => answer.body.data.duplicate === false)).toHaveLength(1);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(1);
      const paidEvents = await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(paidEvents.filter((event) => event.status === 'paid')).toHaveLength(1);
      const mail = await latestMail(shop(), 'betaler@example.nl', 'order_confirmation');
      expect(mail?.subject).toContain(placed.body.data.order.po_number);
      // The paid order answers "nothing to pay" from now on.
      expect((await checkout(shop(), id)).body.data.payment).toEqual({ type: 'none', instructions: null });
    });

    it('refuses a tampered, unsigned, wrongly signed or expired webhook with 400 and changes nothing', async () => {
      const config = await stockedConfiguration(shop(), 10, 24);
      const id = await readyCart(shop(), config.id, 1);
      const orderId = (await checkout(shop(), id)).body.data.order.id;
      const [payment] = await shop().database.db.select().from(payments).where(eq(payments.orderId, orderId));
      const intent = fake.succeedPaymentIntent(payment!.externalId!);
      const good = fake.signedEvent('payment_intent.succeeded', intent, { secret: WEBHOOK_SECRET });
      const tampered = good.payload.replace(`"${orderId}"`, `"${orderId + 1}"`).replace('"succeeded"', '"succeeded" ');
      const old = fake.signedEvent('payment_intent.succeeded', intent, { secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
      const wrong = fake.signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
      for (const [payload, header] of [[tampered, good.header], [good.payload, undefined], [wrong.payload, wrong.header], [old.payload, old.header]] as const) {
        const answer = await webhook(shop(), payload, header);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('invalid_signature');
      }
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(0);
      expect((await shop().database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)))[0]!.n).toBe(0);
    });

    it('express checkout (Apple Pay / Google Pay): the wallet fills contact and address, the answer is a client secret to confirm', async () => {
      const config = await stockedConfiguration(shop(), 10, 26);
      const added = await send(shop(), 'POST', `${API}/carts/items`, { configuration_id: config.sku });
      const id = added.body.data.unique_id;
      const express = await send(shop(), 'POST', `${API}/carts/checkout/express`, { cart_unique_id: id, express_type: 'apple_pay', contact_email: 'wallet@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
      expect(express.status).toBe(200);
      expect(express.body.data.payment.type).toBe('stripe_client_secret');
      expect(express.body.data.order).toMatchObject({ payment_method: 'apple_pay', payment_status: 0 });
      const order = await orderRow(shop(), express.body.data.order.id);
      expect(order).toMatchObject({ contactEmail: 'wallet@example.nl', shippingMethod: expect.objectContaining({ code: 'postnl-insured' }) });
    });

    it("cancelling an unpaid card order cancels its PaymentIntent first; one paid meanwhile is kept and recorded as paid", async () => {
      const customer = await signUp(shop());
      const orderFor = async (nth: number) => {
        const config = await stockedConfiguration(shop(), 10, nth);
        const id = await readyCart(shop(), config.id, 1);
        await call(shop(), 'PATCH', `/carts/${id}/start-checkout`, { cookie: customer.token });
        const placed = await checkout(shop(), id);
        const [payment] = await shop().database.db.select().from(payments).where(eq(payments.orderId, placed.body.data.order.id));
        return { orderId: placed.body.data.order.id as number, intentId: payment!.externalId! };
      };
      const open = await orderFor(27);
      const cancelled = await call(shop(), 'PATCH', `/orders/${open.orderId}`, { cookie: customer.token, body: { action: 'cancel' } });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.payment_status).toBe(4);
      expect(fake.state.paymentIntents.get(open.intentId)?.status).toBe('canceled');

      const paid = await orderFor(28);
      fake.succeedPaymentIntent(paid.intentId);
      const refused = await call(shop(), 'PATCH', `/orders/${paid.orderId}`, { cookie: customer.token, body: { action: 'cancel' } });
      expect(refused.status).toBe(409);
      expect((await orderRow(shop(), paid.orderId)).paymentStatus).toBe(1);
    });

    it('hosted Checkout: one session per order, its status read back, and a completed session marks the order paid', async () => {
      const config = await stockedConfiguration(shop(), 10, 25);
      const id = await readyCart(shop(), config.id, 1);
      const created = await send(shop(), 'POST', `${API}/carts/checkout/stripe/session`, { cart_unique_id: id });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ status: 'open', payment_status: 'unpaid' });
      expect(created.body.data.url).toContain('/pay/cs_');
      const again = await send(shop(), 'POST', `${API}/carts/checkout/stripe/session`, { cart_unique_id: id });
      expect(again.body.data.id).toBe(created.body.data.id);
      const open = await send(shop(), 'GET', `${API}/carts/checkout/stripe/session?cart_unique_id=${id}&session_id=${created.body.data.id}`);
      expect(open.body.data.status).toBe('open');
      fake.completeSession(created.body.data.id);
      const complete = await send(shop(), 'GET', `${API}/carts/checkout/stripe/session?cart_unique_id=${id}&session_id=${created.body.data.id}`);
      expect(complete.body.data).toMatchObject({ status: 'complete', order_id: created.body.data.order_id });
      expect((await orderRow(shop(), created.body.data.order_id)).paymentStatus).toBe(1);
      expect((await send(shop(), 'GET', `${API}/carts/checkout/stripe/session?cart_unique_id=${id}&session_id=cs_someone_elses`)).status).toBe(404);
    });
  },
  {
    deps: () => ({
      payments: {
        stripe: new StripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url }, { maxNetworkRetries: 3 }),
        paypal: null,
        affirm: false,
      },
    }),
  },
);
