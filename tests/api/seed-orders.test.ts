import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { salePrice } from '../../domain/pricing/price';
import { orderEvents, orderProducts, orders, productConfigurations, products, returnRequests, shippingAddresses, users } from '../../api/db/schema';
import { DEMO_CUSTOMER } from '../../api/seed/demo-customer';
import { call } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

async function demoOrders(shop: TestShop) {
  const db = shop.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  const rows = await db.select().from(orders).where(eq(orders.userId, user!.id)).orderBy(asc(orders.createdAt));
  const lines = await db.select().from(orderProducts).where(inArray(orderProducts.orderId, rows.map((row) => row.id))).orderBy(asc(orderProducts.id));
  return { user: user!, rows, lines };
}

describeOnEachDatabase('seed: the demo customer and their orders', (shop) => {
  it('signs the demo customer in with the password README.md documents', async () => {
    const signedIn = await call(shop(), 'POST', '/authorizations', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, delivery: 'body' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email: 'klant@juwelier-aurum.nl', language: 'nl', email_verified: true });
    const { user } = await demoOrders(shop());
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const addresses = await shop().database.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
    expect(addresses.map((a) => [a.city, a.country, a.isDefault])).toEqual([['Amsterdam', 'NL', true]]);
  });

  it('seeds orders in every payment state whose lines add up to their amounts', async () => {
    const { rows, lines } = await demoOrders(shop());
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.paymentStatus))).toEqual(new Set([0, 1, 2, 3, 4, 6]));
    for (const order of rows) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(own.length, order.poNumber).toBeGreaterThan(0);
      for (const line of own) {
        expect(line.totalAmount).toBe(line.finalCost * line.quantity);
        expect(line.discountAmount).toBe(line.baseCost - line.finalCost);
      }
      const linesTotal = own.reduce((sum, line) => sum + line.totalAmount, 0);
      expect(order.subtotalAmount).toBe(own.reduce((sum, line) => sum + line.baseCost * line.quantity, 0));
      expect(order.discountAmount).toBe(order.subtotalAmount - linesTotal);
      expect(order.finalAmount).toBe(linesTotal + order.shippingAmount);
      expect(order.shippingAmount).toBe(order.shippingMethod?.amount ?? 0);
      expect(order.taxAmount).toBe(Math.round((order.finalAmount * 21) / 121));
      expect(order.poNumber).toMatch(/^AU-\d{4}-\d{6}$/);
      if (order.deliveredAt) expect(order.deliveredAt.getTime()).toBeLessThan(Date.now());
    }
    // Numbers follow the order in which they were placed.
    expect([...rows].sort((a, b) => a.poNumber.slice(-6).localeCompare(b.poNumber.slice(-6))).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('orders real seeded products at their sale price with the return window of their product page', async () => {
    const { lines } = await demoOrders(shop());
    const db = shop().database.db;
    const configs = await db
      .select({ config: productConfigurations, product: products })
      .from(productConfigurations)
      .innerJoin(products, eq(products.id, productConfigurations.productId))
      .where(inArray(productConfigurations.id, lines.map((line) => line.productConfigurationId!)));
    expect(lines.some((line) => line.discountAmount > 0)).toBe(true);
    expect(lines.some((line) => line.digital)).toBe(true);
    expect(new Set(lines.map((line) => line.returnDays)).size).toBeGreaterThan(1);
    for (const line of lines) {
      const match = configs.find((row) => row.config.id === line.productConfigurationId)!;
      expect(line.sku).toBe(match.config.sku);
      expect(line.productId).toBe(match.product.id);
      expect(line.baseCost).toBe(match.config.cost);
      expect(line.finalCost).toBe(match.product.sale ? salePrice(match.config.cost, match.product.saleValue) : match.config.cost);
      const page = await shop().get(`/api/v1/products/${line.productId}`);
      expect(line.returnDays, line.title).toBe(page.body.data.return_days);
      expect(line.title).toBe(page.body.data.mixedTranslation.title);
    }
  });

  it('shows the demo orders in the customer area as the spec states them', async () => {
    const signedIn = await call(shop(), 'POST', '/authorizations', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, delivery: 'body' } });
    const bearer = signedIn.body.data.access_token.token as string;
    const list = await call(shop(), 'GET', '/orders?count=50', { bearer });
    const summaries = list.body.data as { id: number; payment_status: number; fulfillment_status: string }[];
    expect(summaries.map((o) => o.payment_status)).toEqual([0, 1, 1, 6, 4, 2, 3]);
    const detail = async (status: number, fulfillment?: string) => {
      const id = summaries.find((o) => o.payment_status === status && (!fulfillment || o.fulfillment_status === fulfillment))!.id;
      return (await call(shop(), 'GET', `/orders/${id}`, { bearer })).body.data;
    };
    expect((await detail(0)).can_cancel).toBe(true);
    const delivered = await detail(1, 'delivered');
    expect(delivered.can_return).toBe(true);
    expect(delivered.order_products.every((line: { can_return: boolean }) => line.can_return)).toBe(true);
    expect(delivered.order_products.some((line: { options: { engraving?: string } }) => line.options.engraving)).toBe(true);
    const underway = await detail(1, 'shipped');
    expect(underway.tracking_url).toMatch(/^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3S\w+-NL-1016DZ$/);
    expect(underway.can_return).toBe(false);
    const tracking = await call(shop(), 'GET', `/tracking?order_id=${underway.id}`, { bearer });
    expect(tracking.body.data.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'paid', 'processing', 'shipped', 'in_transit']);
    const asked = await detail(6);
    expect(asked.return_requests).toMatchObject([{ type: 1, reason: 'size', status: 'requested' }]);
    const db = shop().database.db;
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, asked.id))).toHaveLength(1);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, asked.id));
    expect(events.map((e) => e.status)).toContain('return_requested');
    expect((await detail(4)).fulfillment_status).toBe('cancelled');
  });
});
