import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderEvents, orderProducts, orders, returnRequests } from '../../api/db/schema';
import { call, signUp, type Customer } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { createOrder } from './order-helpers';

type Item = { order_product_id: number; quantity: number };
const ask = (shop: TestShop, customer: Customer, orderId: number, items: Item[], extra: Record<string, unknown> = {}) =>
  call(shop, 'POST', '/returns/request', { cookie: customer.token, body: { order_id: orderId, type: 1, reason: 'size', items, ...extra } });

describeOnEachDatabase('orders API: return requests', (shop) => {
  it('accepts a refund request inside the window, marks the order returnRequested and records it', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { quantities: [2, 1], deliveredDaysAgo: 5, returnDays: 30 });
    const [first, second] = order.lines;
    const made = await ask(shop(), ann, order.id, [{ order_product_id: first!.id, quantity: 1 }], { comment: '  Te klein  ' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ order_id: order.id, type: 1, reason: 'size', comment: 'Te klein', status: 'requested', items: [{ order_product_id: first!.id, quantity: 1 }] });

    const detail = (await call(shop(), 'GET', `/orders/${order.id}`, { cookie: ann.token })).body.data;
    expect(detail.payment_status).toBe(6);
    expect(detail.order_products.map((l: { requested_quantity: number; returnable_quantity: number }) => [l.requested_quantity, l.returnable_quantity])).toEqual([
      [1, 1],
      [0, 1],
    ]);
    expect(detail.return_requests).toHaveLength(1);
    // A second request on an order that already has one is still a paid order's request.
    expect((await ask(shop(), ann, order.id, [{ order_product_id: second!.id, quantity: 1 }])).status).toBe(201);
    const events = await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toEqual(['placed', 'return_requested', 'return_requested']);
  });

  it('accepts a repair request without touching the payment status', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id);
    const made = await ask(shop(), ann, order.id, [{ order_product_id: order.lines[0]!.id, quantity: 1 }], { type: 2, reason: 'damaged' });
    expect(made.status).toBe(201);
    const [row] = await shop().database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe(1);
    const events = await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toContain('repair_requested');
  });

  it('refuses orders that are not paid or not delivered, on order_id', async () => {
    const ann = await signUp(shop());
    for (const paymentStatus of [0, 2, 3, 4, 5] as const) {
      const order = await createOrder(shop(), ann.id, { paymentStatus });
      const refused = await ask(shop(), ann, order.id, [{ order_product_id: order.lines[0]!.id, quantity: 1 }]);
      expect(refused.status, `payment status ${paymentStatus}`).toBe(422);
      expect(refused.body.error.code).toBe('order_not_paid');
      expect(Object.keys(refused.body.error.fields)).toEqual(['order_id']);
    }
    const underway = await createOrder(shop(), ann.id, { deliveredDaysAgo: null, fulfillment: 'shipped', digitalQuantities: [1] });
    const refused = await ask(shop(), ann, underway.id, [{ order_product_id: underway.lines[0]!.id, quantity: 1 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'order_not_delivered', fields: { order_id: 'Deze bestelling is nog niet bezorgd' } });
    // A digital line counts as delivered when the order was placed.
    const digital = underway.lines.find((line) => line.digital)!;
    expect((await ask(shop(), ann, underway.id, [{ order_product_id: digital.id, quantity: 1 }])).status).toBe(201);
  });

  it("refuses a line whose window has closed, and one of another order, on the item's path", async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { quantities: [1, 1], deliveredDaysAgo: 20, returnDays: 30 });
    const other = await createOrder(shop(), ann.id);
    const db = shop().database.db;
    await db.update(orderProducts).set({ returnDays: 14 }).where(eq(orderProducts.id, order.lines[1]!.id));
    const refused = await call(shop(), 'POST', '/returns/request?lang=en', {
      cookie: ann.token,
      body: { order_id: order.id, type: 1, reason: 'size', items: [{ order_product_id: order.lines[0]!.id, quantity: 1 }, { order_product_id: order.lines[1]!.id, quantity: 1 }, { order_product_id: other.lines[0]!.id, quantity: 1 }] },
      headers: { lang: 'en' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('return_window_closed');
    expect(refused.body.error.fields).toEqual({
      'items.1.order_product_id': expect.stringMatching(/^The return period of this item ended on \d{4}-\d{2}-\d{2}$/),
      'items.2.order_product_id': 'This item is not part of the order',
    });
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
    // The 30-day line alone is fine.
    expect((await ask(shop(), ann, order.id, [{ order_product_id: order.lines[0]!.id, quantity: 1 }])).status).toBe(201);
  });

  it('never lets requests hold more units than were ordered', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { quantities: [2] });
    const line = order.lines[0]!.id;
    const tooMany = await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 3 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatchObject({ code: 'return_quantity_exceeded', fields: { 'items.0.quantity': 'Van dit artikel kunnen er nog hoogstens 2 worden geretourneerd' } });
    expect((await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 1 }])).status).toBe(201);
    const rest = await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 2 }]);
    expect(rest.body.error.fields).toEqual({ 'items.0.quantity': 'Van dit artikel kunnen er nog hoogstens 1 worden geretourneerd' });
    // A rejected request gives its units back.
    await shop().database.db.update(returnRequests).set({ status: 'rejected' }).where(eq(returnRequests.orderId, order.id));
    expect((await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 2 }])).status).toBe(201);
  });

  it('grants the last unit to exactly one of several parallel requests', async () => {
    const ann = await signUp(shop());
    for (const type of [1, 2]) {
      const order = await createOrder(shop(), ann.id, { quantities: [1] });
      const line = order.lines[0]!.id;
      const answers = await Promise.all(Array.from({ length: 6 }, () => ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 1 }], { type })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      expect(answers.filter((a) => a.status === 422).every((a) => a.body.error.code === 'return_quantity_exceeded')).toBe(true);
      const stored = await shop().database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
      expect(stored).toHaveLength(1);
    }
  });

  it('validates the request: a known reason, items, no line twice', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { quantities: [2] });
    const line = order.lines[0]!.id;
    const reason = await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 1 }], { reason: 'bored' });
    expect(reason.status).toBe(422);
    expect(Object.keys(reason.body.error.fields)).toEqual(['reason']);
    const empty = await ask(shop(), ann, order.id, []);
    expect(Object.keys(empty.body.error.fields)).toEqual(['items']);
    const twice = await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 1 }, { order_product_id: line, quantity: 1 }]);
    expect(Object.keys(twice.body.error.fields)).toEqual(['items.1.order_product_id']);
    const badType = await ask(shop(), ann, order.id, [{ order_product_id: line, quantity: 0 }], { type: 3 });
    expect(Object.keys(badType.body.error.fields).sort()).toEqual(['items.0.quantity', 'type']);
    expect(await shop().database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
  });
});
