import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderEvents, orders, productConfigurations } from '../../api/db/schema';
import { call, signUp } from './account-helpers';
import { describeOnEachDatabase } from './harness';
import { createOrder } from './order-helpers';

const MISSING = 2_147_483_000;

describeOnEachDatabase('orders API: the customer area', (shop) => {
  it('needs a signed-in customer for every order call', async () => {
    expect((await call(shop(), 'GET', '/orders')).status).toBe(401);
    expect((await call(shop(), 'GET', '/orders/1')).status).toBe(401);
    expect((await call(shop(), 'PATCH', '/orders/1', { body: { action: 'cancel' } })).status).toBe(401);
    expect((await call(shop(), 'GET', '/tracking?order_id=1')).status).toBe(401);
    const refused = await call(shop(), 'POST', '/returns/request', { body: { order_id: 1, type: 1, reason: 'size', items: [{ order_product_id: 1, quantity: 1 }] } });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthenticated');
  });

  it('lists only the customer\'s own orders, newest first, a page at a time', async () => {
    const ann = await signUp(shop());
    const bob = await signUp(shop());
    const made = [];
    for (const days of [30, 20, 10, 5, 1]) made.push(await createOrder(shop(), ann.id, { placedDaysAgo: days, quantities: [2, 1] }));
    await createOrder(shop(), bob.id);
    const first = await call(shop(), 'GET', '/orders?count=2', { cookie: ann.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, total: 5 });
    expect(first.body.data.map((o: { id: number }) => o.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(first.body.data[0]).toEqual({
      id: made[4]!.id,
      po_number: made[4]!.poNumber,
      created_at: expect.any(String),
      final_amount: expect.any(Number),
      currency_code: 'EUR',
      payment_status: 1,
      fulfillment_status: 'delivered',
      items_count: 3,
    });
    expect(first.body.data[0].po_number).toMatch(/^AU-\d{4}-\d{6}$/);
    const last = await call(shop(), 'GET', '/orders?count=2&page=3', { cookie: ann.token });
    expect(last.body.data.map((o: { id: number }) => o.id)).toEqual([made[0]!.id]);
    expect((await call(shop(), 'GET', '/orders?page=9', { cookie: ann.token })).body.data).toEqual([]);
    expect((await call(shop(), 'GET', '/orders?count=500', { cookie: ann.token })).status).toBe(422);
    const fresh = await signUp(shop());
    expect((await call(shop(), 'GET', '/orders', { cookie: fresh.token })).body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  });

  it('shows an order with its amounts, customer information and return state', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { quantities: [2], digitalQuantities: [1], deliveredDaysAgo: 3, returnDays: 30, carrier: 'postnl', trackingNumber: '3SABCD1234567' });
    const { status, body } = await call(shop(), 'GET', `/orders/${order.id}?lang=en`, { cookie: ann.token });
    expect(status).toBe(200);
    const data = body.data;
    const lines = order.lines;
    const linesTotal = lines.reduce((sum, line) => sum + line.totalAmount, 0);
    expect(data).toMatchObject({
      id: order.id,
      po_number: order.poNumber,
      subtotal_amount: lines.reduce((sum, line) => sum + line.baseCost * line.quantity, 0),
      shipping_amount: 495,
      final_amount: linesTotal + 495,
      tax_amount: Math.round(((linesTotal + 495) * 21) / 121),
      payment_status: 1,
      contact_email: 'anna@example.com',
      shipping_address: { city: 'Amsterdam', zip: '1012 NX', country: 'NL' },
      shipping_method: { name: 'PostNL', amount: 495 },
      tracking_url: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1012NX',
      can_cancel: false,
      can_return: true,
      items_count: 3,
      return_requests: [],
    });
    expect(data.order_products).toHaveLength(2);
    expect(data.order_products[0]).toMatchObject({ id: lines[0]!.id, quantity: 2, digital: false, return_days: 30, requested_quantity: 0, returnable_quantity: 2, can_return: true });
    const until = new Date(data.order_products[0].return_until).getTime();
    expect(Math.abs(until - (new Date(data.delivered_at).getTime() + 30 * 86_400_000))).toBeLessThan(1000);
  });

  it("answers another customer's order exactly like a missing one, on every call", async () => {
    const ann = await signUp(shop());
    const bob = await signUp(shop());
    const bobs = await createOrder(shop(), bob.id, { paymentStatus: 0, deliveredDaysAgo: null });
    const pairs: [string, string, unknown?][] = [
      ['GET', '/orders/{id}'],
      ['PATCH', '/orders/{id}', { action: 'cancel' }],
      ['GET', '/tracking?order_id={id}'],
      ['POST', '/returns/request', { order_id: '{id}', type: 1, reason: 'size', items: [{ order_product_id: bobs.lines[0]!.id, quantity: 1 }] }],
    ];
    for (const [method, path, body] of pairs) {
      const fill = (id: number) => ({
        path: path.replace('{id}', String(id)),
        body: body && JSON.parse(JSON.stringify(body).replace('"{id}"', String(id))),
      });
      const foreign = await call(shop(), method, fill(bobs.id).path, { cookie: ann.token, body: fill(bobs.id).body });
      const missing = await call(shop(), method, fill(MISSING).path, { cookie: ann.token, body: fill(MISSING).body });
      expect(foreign.status, `${method} ${path}`).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body.error.code).toBe('order_not_found');
    }
    const [row] = await shop().database.db.select().from(orders).where(eq(orders.id, bobs.id));
    expect(row).toMatchObject({ paymentStatus: 0, fulfillmentStatus: 'processing' });
    expect((await call(shop(), 'GET', `/orders/${bobs.id}`, { cookie: bob.token })).status).toBe(200);
  });

  it('cancels an unpaid order that has not shipped, once, and gives its reserved stock back', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { paymentStatus: 0, deliveredDaysAgo: null, quantities: [2], stockReserved: true });
    const configId = order.lines[0]!.productConfigurationId!;
    const stock = async () => (await shop().database.db.select().from(productConfigurations).where(eq(productConfigurations.id, configId)))[0]!.stockQty;
    const before = await stock();
    const detail = await call(shop(), 'GET', `/orders/${order.id}`, { cookie: ann.token });
    expect(detail.body.data.can_cancel).toBe(true);

    const cancelled = await call(shop(), 'PATCH', `/orders/${order.id}`, { cookie: ann.token, body: { action: 'cancel' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ payment_status: 4, fulfillment_status: 'cancelled', can_cancel: false });
    expect(await stock()).toBe(before + 2);
    const again = await call(shop(), 'PATCH', `/orders/${order.id}`, { cookie: ann.token, body: { action: 'cancel' } });
    expect(again.status).toBe(200);
    expect(await stock()).toBe(before + 2);
    const events = await shop().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toEqual(['placed', 'cancelled']);
    const tracking = await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: ann.token });
    expect(tracking.body.data.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'cancelled']);
  });

  it('refuses to cancel a paid or shipped order (409) and a change from another site (403)', async () => {
    const ann = await signUp(shop());
    const paid = await createOrder(shop(), ann.id, { paymentStatus: 1, deliveredDaysAgo: null });
    const shipped = await createOrder(shop(), ann.id, { paymentStatus: 0, deliveredDaysAgo: null, fulfillment: 'shipped' });
    for (const order of [paid, shipped]) {
      const refused = await call(shop(), 'PATCH', `/orders/${order.id}?lang=en`, { cookie: ann.token, body: { action: 'cancel' } });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'order_not_cancellable', message: 'This order can no longer be cancelled' });
    }
    const unpaid = await createOrder(shop(), ann.id, { paymentStatus: 0, deliveredDaysAgo: null });
    expect((await call(shop(), 'PATCH', `/orders/${unpaid.id}`, { cookie: ann.token, origin: 'https://evil.example', body: { action: 'cancel' } })).status).toBe(403);
    expect((await call(shop(), 'PATCH', `/orders/${unpaid.id}`, { cookie: ann.token, body: { action: 'delete' } })).status).toBe(422);
    const [row] = await shop().database.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(row!.paymentStatus).toBe(0);
  });

  it('tracks an order: carrier, link and history oldest first', async () => {
    const ann = await signUp(shop());
    const order = await createOrder(shop(), ann.id, { deliveredDaysAgo: null, fulfillment: 'shipped', carrier: 'dhl', trackingNumber: 'JD0001' });
    const db = shop().database.db;
    await db.insert(orderEvents).values([
      { orderId: order.id, status: 'in_transit', location: 'Utrecht', occurredAt: new Date(Date.now() - 3_600_000) },
      { orderId: order.id, status: 'shipped', occurredAt: new Date(Date.now() - 7_200_000) },
    ]);
    const { status, body } = await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: ann.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ order_id: order.id, po_number: order.poNumber, carrier: 'dhl', tracking_number: 'JD0001', fulfillment_status: 'shipped' });
    expect(body.data.tracking_url).toContain('tracking-id=JD0001');
    expect(body.data.events.map((e: { status: string; location: string | null }) => [e.status, e.location])).toEqual([
      ['placed', null],
      ['shipped', null],
      ['in_transit', 'Utrecht'],
    ]);
    expect((await call(shop(), 'GET', '/tracking', { cookie: ann.token })).status).toBe(422);
  });

  it('lists the order calls in the OpenAPI document', async () => {
    const { body } = await shop().get('/api/v1/openapi.json');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/v1/orders', '/api/v1/orders/{id}', '/api/v1/tracking', '/api/v1/returns/request']));
    expect(Object.keys(body.paths['/api/v1/orders/{id}'])).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(Object.keys(body.paths['/api/v1/orders/{id}'].patch.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
  });
});
