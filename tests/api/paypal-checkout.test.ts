import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, payments } from '../../api/db/schema';
import { PaypalGateway } from '../../api/modules/payments';
import { startPaypalFake, type PaypalFake } from '../fakes/paypal-fake';
import { readyCart, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase } from './harness';

const API = '/api/v1';
let fake: PaypalFake;

beforeAll(async () => {
  fake = await startPaypalFake();
});
afterAll(async () => {
  await fake?.close();
});

describeOnEachDatabase(
  'PayPal checkout (REST calls against a local fake)',
  (shop) => {
    it('offers PayPal, sends the shopper to approve, captures on return once, and marks the order paid', async () => {
      const methods = (await send(shop(), 'GET', `${API}/payment-methods`)).body.data.map((method: { id: string }) => method.id);
      expect(methods).toEqual(['paypal', 'bank_transfer']);
      const config = await stockedConfiguration(shop(), 10, 30);
      const id = await readyCart(shop(), config.id, 1);
      const before = fake.created.orders;
      const capturesBefore = fake.created.captures;
      const placed = await send(shop(), 'POST', `${API}/carts/checkout?lang=en`, { cart_unique_id: id, payment_method: 'paypal' });
      expect(placed.status).toBe(200);
      expect(placed.body.data.payment.type).toBe('redirect');
      const again = await send(shop(), 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'paypal' });
      expect(again.body.data.payment.url).toBe(placed.body.data.payment.url);
      expect(fake.created.orders - before).toBe(1);

      const early = await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: id });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('payment_not_completed');
      const [payment] = await shop().database.db.select().from(payments).where(eq(payments.orderId, placed.body.data.order.id));
      fake.approve(payment!.externalId!);
      const captured = await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: id });
      expect(captured.status).toBe(200);
      expect(captured.body.data).toMatchObject({ id: placed.body.data.order.id, payment_status: 1, payment_method: 'paypal' });
      const twice = await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: id });
      expect(twice.body.data.payment_status).toBe(1);
      expect(fake.created.captures - capturesBefore).toBe(1);
      const [order] = await shop().database.db.select().from(orders).where(eq(orders.id, placed.body.data.order.id));
      expect(order!.paymentStatus).toBe(1);
    });
  },
  { deps: () => ({ payments: { stripe: null, paypal: new PaypalGateway({ clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url }, { retryDelayMs: 10 }), affirm: false } }) },
);
