import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, giftCards, orderEvents, orders, payments, productConfigurations } from '../../api/db/schema';
import { expireUnpaidOrders, UNPAID_ORDER_WINDOW_MS } from '../../api/modules/checkout';
import { PaypalGateway, StripeGateway, type PaymentGateways } from '../../api/modules/payments';
import { startPaypalFake, type PaypalFake } from '../fakes/paypal-fake';
import { startStripeFake, type StripeFake } from '../fakes/stripe-fake';
import { latestMail } from './account-helpers';
import { readyCart, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const API = '/api/v1';
let stripeFake: StripeFake;
let paypalFake: PaypalFake;
let gateways: PaymentGateways;

beforeAll(async () => {
  [stripeFake, paypalFake] = await Promise.all([startStripeFake(), startPaypalFake()]);
  gateways = {
    stripe: new StripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: 'whsec_test', apiBase: stripeFake.url }, { maxNetworkRetries: 0 }),
    paypal: new PaypalGateway({ clientId: paypalFake.clientId, clientSecret: paypalFake.clientSecret, apiBase: paypalFake.url, webhookId: paypalFake.webhookId }, { retryDelayMs: 10, maxRetries: 0 }),
    affirm: false,
  };
});
afterAll(async () => {
  await Promise.all([stripeFake?.close(), paypalFake?.close()]);
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const afterWindow = () => new Date(Date.now() + UNPAID_ORDER_WINDOW_MS + 60_000);
const orderRow = async (shop: TestShop, id: number) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (shop: TestShop, id: number) => (await shop.database.db.select({ n: productConfigurations.stockQty }).from(productConfigurations).where(eq(productConfigurations.id, id)))[0]!.n;
const eventsOf = async (shop: TestShop, id: number, status: string) => (await shop.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, status)))).length;
const paymentOf = async (shop: TestShop, id: number) => (await shop.database.db.select().from(payments).where(eq(payments.orderId, id)))[0]!;

/** An order for 2 units of the nth configuration (10 in stock), paid `method`, with part paid by a gift card of 10 euro when `card` is given. */
async function placeOrder(shop: TestShop, nth: number, method: string, card?: string, email = 'wacht@example.nl') {
  const config = await stockedConfiguration(shop, 10, nth);
  const id = await readyCart(shop, config.id, 2, email);
  if (card) {
    await shop.database.db.insert(giftCards).values({ code: card, giftCardType: 2, value: 1000, balance: 1000 });
    expect((await send(shop, 'POST', `${API}/carts/bind-gift-card`, { cart_unique_id: id, gift_card_code: card })).status).toBe(200);
  }
  const placed = await send(shop, 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: method });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { orderId: placed.body.data.order.id as number, configId: config.id, cartId: id };
}

describeOnEachDatabase(
  'unpaid card and PayPal orders expire (Stripe and PayPal fakes)',
  (shop) => {
    it('a card order is kept within the window; after it the PaymentIntent is cancelled first, then stock and gift card come back, once', async () => {
      const { orderId, configId } = await placeOrder(shop(), 40, 'stripe_payment_element', 'EXPIRY-CARD-0001');
      expect(await stockOf(shop(), configId)).toBe(8);
      const card = async () => (await shop().database.db.select().from(giftCards).where(eq(giftCards.code, 'EXPIRY-CARD-0001')))[0]!;
      expect((await card()).balance).toBe(0);

      const early = await expireUnpaidOrders(shop().database.db, gateways, minutes(59));
      expect(early.cancelled).not.toContain(orderId);
      expect((await orderRow(shop(), orderId)).paymentStatus).toBe(0);

      const run = await expireUnpaidOrders(shop().database.db, gateways, afterWindow());
      expect(run.cancelled).toContain(orderId);
      const order = await orderRow(shop(), orderId);
      expect(order).toMatchObject({ paymentStatus: 4, fulfillmentStatus: 'cancelled' });
      expect(stripeFake.state.paymentIntents.get((await paymentOf(shop(), orderId)).externalId!)?.status).toBe('canceled');
      expect(await stockOf(shop(), configId)).toBe(10);
      expect((await card()).balance).toBe(1000);
      expect(await eventsOf(shop(), orderId, 'cancelled')).toBe(1);
      const audit = await shop().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
      expect(audit).toEqual([expect.objectContaining({ action: 'order.cancelled', staffEmail: 'system', after: expect.objectContaining({ reason: 'payment_expired' }) })]);

      // Twice is once: later runs (also past the recheck time) give nothing back again.
      for (const at of [afterWindow(), minutes(24 * 60)]) {
        const again = await expireUnpaidOrders(shop().database.db, gateways, at);
        expect(again.cancelled).not.toContain(orderId);
      }
      expect(await stockOf(shop(), configId)).toBe(10);
      expect((await card()).balance).toBe(1000);
      expect(await eventsOf(shop(), orderId, 'cancelled')).toBe(1);
    });

    it('a card order paid at Stripe meanwhile is recorded as paid (with its mail), not cancelled', async () => {
      const { orderId, configId } = await placeOrder(shop(), 41, 'stripe_payment_element', undefined, 'laat@example.nl');
      stripeFake.succeedPaymentIntent((await paymentOf(shop(), orderId)).externalId!);
      const run = await expireUnpaidOrders(shop().database.db, gateways, afterWindow());
      expect(run.paid).toContain(orderId);
      expect(await orderRow(shop(), orderId)).toMatchObject({ paymentStatus: 1, fulfillmentStatus: 'processing' });
      expect(await stockOf(shop(), configId)).toBe(8);
      expect(await eventsOf(shop(), orderId, 'paid')).toBe(1);
      expect(await latestMail(shop(), 'laat@example.nl', 'order_confirmation')).toBeTruthy();
    });

    it('two instances running at once cancel an order once', async () => {
      const { orderId, configId } = await placeOrder(shop(), 42, 'stripe_payment_element');
      const at = afterWindow();
      const runs = await Promise.all([1, 2, 3].map(() => expireUnpaidOrders(shop().database.db, gateways, at)));
      expect(runs.flatMap((run) => run.cancelled).filter((id) => id === orderId)).toHaveLength(1);
      expect(await stockOf(shop(), configId)).toBe(10);
      expect(await eventsOf(shop(), orderId, 'cancelled')).toBe(1);
    });

    it('leaves bank transfers alone', async () => {
      const config = await stockedConfiguration(shop(), 10, 43);
      const id = await readyCart(shop(), config.id, 1);
      const placed = await send(shop(), 'POST', `${API}/carts/checkout/finish-immediately`, { cart_unique_id: id, type: 'bank_transfer' });
      const run = await expireUnpaidOrders(shop().database.db, gateways, minutes(3 * 24 * 60));
      expect(run.cancelled).not.toContain(placed.body.data.order.id);
      expect((await orderRow(shop(), placed.body.data.order.id)).paymentStatus).toBe(0);
    });

    it('a PayPal order never approved is given up; one whose capture PayPal holds PENDING is read again instead, and paid once PayPal completes it', async () => {
      const open = await placeOrder(shop(), 44, 'paypal');
      const held = await placeOrder(shop(), 45, 'paypal', undefined, 'paypal-wacht@example.nl');
      const heldPayment = await paymentOf(shop(), held.orderId);
      paypalFake.approve(heldPayment.externalId!);
      paypalFake.state.captureStatus = 'PENDING';
      try {
        const captured = await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: held.cartId });
        expect(captured.status).toBe(200);
        expect(captured.body.data.payment_status).toBe(0);
      } finally {
        paypalFake.state.captureStatus = 'COMPLETED';
      }
      const captureId = (await paymentOf(shop(), held.orderId)).data.capture_id as string;
      expect(captureId).toBeTruthy();

      const first = await expireUnpaidOrders(shop().database.db, gateways, afterWindow());
      expect(first.cancelled).toContain(open.orderId);
      expect(first.pending).toContain(held.orderId);
      expect(await orderRow(shop(), open.orderId)).toMatchObject({ paymentStatus: 4, fulfillmentStatus: 'cancelled' });
      expect((await paymentOf(shop(), open.orderId)).status).toBe('expired');
      expect(await stockOf(shop(), open.configId)).toBe(10);
      expect((await orderRow(shop(), held.orderId)).paymentStatus).toBe(0);
      expect(await stockOf(shop(), held.configId)).toBe(8);

      // Approving the given-up order at PayPal afterwards takes no money: the shop no longer captures it.
      paypalFake.approve((await paymentOf(shop(), open.orderId)).externalId!);
      const late = await send(shop(), 'POST', `${API}/checkout/paypal/capture`, { cart_unique_id: open.cartId });
      expect(late.body.data.payment_status).toBe(4);

      paypalFake.settleCapture(captureId, 'COMPLETED');
      // Within the recheck time the held order is not read again; after it, it is, and it is paid.
      expect((await expireUnpaidOrders(shop().database.db, gateways, new Date(afterWindow().getTime() + 60_000))).paid).not.toContain(held.orderId);
      const later = await expireUnpaidOrders(shop().database.db, gateways, new Date(afterWindow().getTime() + 16 * 60_000));
      expect(later.paid).toContain(held.orderId);
      expect((await orderRow(shop(), held.orderId)).paymentStatus).toBe(1);
      expect(await latestMail(shop(), 'paypal-wacht@example.nl', 'order_confirmation')).toBeTruthy();
    });
  },
  { deps: () => ({ payments: gateways }) },
);
