import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AdminDashboard } from '../../api/contract/dashboard-admin';
import { queryRows } from '../../api/db/client';
import { orders, productConfigurations, products, returnRequests } from '../../api/db/schema';
import type { FulfillmentStatus, PaymentStatus } from '../../domain/orders/order-rules';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A day as the shop counts them: the calendar day in Amsterdam. */
const amsterdamDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * DAY).toISOString().slice(0, 10);

async function dashboard(shop: TestShop, token: string): Promise<AdminDashboard> {
  const answer = await staffCall(shop, 'GET', '/admin/dashboard?lang=en', { staff: token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

interface OrderSpec {
  at: Date;
  final: number;
  giftCard?: number;
  payment: PaymentStatus;
  fulfillment?: FulfillmentStatus;
}

/** An order row as checkout would leave it, placed at `at` (only what the dashboard reads matters). */
async function insertOrder(shop: TestShop, spec: OrderSpec): Promise<number> {
  const [row] = await shop.database.db
    .insert(orders)
    .values({
      poNumber: `AU-2099-${randomBytes(5).toString('hex')}`,
      contactEmail: `dashboard.${randomBytes(3).toString('hex')}@example.nl`,
      subtotalAmount: spec.final + (spec.giftCard ?? 0),
      giftCardAmount: spec.giftCard ?? 0,
      taxAmount: 0,
      finalAmount: spec.final,
      paymentStatus: spec.payment,
      paymentMethod: 'bank_transfer',
      fulfillmentStatus: spec.fulfillment ?? 'processing',
      createdAt: spec.at,
      updatedAt: spec.at,
    })
    .returning({ id: orders.id });
  return row!.id;
}

const dayOf = (figures: AdminDashboard, day: string) => figures.days.find((entry) => entry.day === day)!;

describeOnEachDatabase('back office: dashboard', (shop) => {
  it('is for fulfilment and admins: a merchandiser is refused, a signed-out browser too', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const refused = await staffCall(shop(), 'GET', '/admin/dashboard', { staff: merchandiser.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('role_not_allowed');
    expect((await staffCall(shop(), 'GET', '/admin/dashboard')).status).toBe(401);
    const admin = await newStaff(shop(), 'admin');
    expect((await staffCall(shop(), 'GET', '/admin/dashboard', { staff: admin.token })).status).toBe(200);
  });

  it('has 30 Amsterdam days ending today, every day present, today the last', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const figures = await dashboard(shop(), staff.token);
    const today = amsterdamDay(new Date());
    expect(figures.days).toHaveLength(30);
    expect(figures.days.map((entry) => entry.day)).toEqual(Array.from({ length: 30 }, (_, index) => dayBefore(today, 29 - index)));
    expect(figures.today).toEqual(figures.days[29]);
    expect(figures.currency_code).toBe('EUR');
    for (const entry of figures.days) {
      expect(entry.average_order).toBe(entry.paid_orders ? Math.round(entry.revenue / entry.paid_orders) : 0);
      expect(entry.paid_orders).toBeLessThanOrEqual(entry.orders);
    }
  });

  it('counts the orders, revenue and average it is given, by the day placed in Amsterdam; voided and unpaid orders are no revenue', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const before = await dashboard(shop(), staff.token);
    const now = new Date();
    const today = amsterdamDay(now);
    const threeDaysAgo = new Date(now.getTime() - 3 * DAY);
    // Amsterdam's midnight today, as the database computes it (one or two hours before UTC's).
    const [midnight] = await queryRows<{ at: string | Date }>(shop().database.db, sql`SELECT date_trunc('day', now() AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam' AS at`);
    const startOfToday = new Date(midnight!.at);

    await insertOrder(shop(), { at: now, final: 10_000, giftCard: 2_500, payment: 1 });
    await insertOrder(shop(), { at: now, final: 5_000, payment: 0 });
    await insertOrder(shop(), { at: now, final: 7_000, payment: 4, fulfillment: 'cancelled' });
    await insertOrder(shop(), { at: now, final: 3_000, payment: 2, fulfillment: 'delivered' });
    await insertOrder(shop(), { at: threeDaysAgo, final: 4_000, payment: 1, fulfillment: 'shipped' });
    // Either side of Amsterdam's midnight: both on the same UTC day, on two Amsterdam days.
    await insertOrder(shop(), { at: new Date(startOfToday.getTime() + MINUTE), final: 1_100, payment: 3, fulfillment: 'delivered' });
    await insertOrder(shop(), { at: new Date(startOfToday.getTime() - MINUTE), final: 900, payment: 1, fulfillment: 'delivered' });
    // Before the 30 days: counted nowhere in the chart.
    await insertOrder(shop(), { at: new Date(now.getTime() - 40 * DAY), final: 99_000, payment: 1, fulfillment: 'delivered' });

    const after = await dashboard(shop(), staff.token);
    expect(after.today.day).toBe(today);
    const todayBefore = dayOf(before, today);
    // Paid (12 500 with its gift card), unpaid (no revenue), voided (not counted), refunded and partially refunded (gross revenue).
    expect(after.today.orders - todayBefore.orders).toBe(4);
    expect(after.today.paid_orders - todayBefore.paid_orders).toBe(3);
    expect(after.today.revenue - todayBefore.revenue).toBe(12_500 + 3_000 + 1_100);
    expect(after.today.average_order).toBe(Math.round(after.today.revenue / after.today.paid_orders));

    const yesterday = dayBefore(today, 1);
    expect(dayOf(after, yesterday).revenue - dayOf(before, yesterday).revenue).toBe(900);
    expect(dayOf(after, yesterday).orders - dayOf(before, yesterday).orders).toBe(1);
    const third = amsterdamDay(threeDaysAgo);
    expect(dayOf(after, third).revenue - dayOf(before, third).revenue).toBe(4_000);
    expect(dayOf(after, third).paid_orders - dayOf(before, third).paid_orders).toBe(1);

    const total = (figures: AdminDashboard) => figures.days.reduce((sum, entry) => sum + entry.orders, 0);
    expect(total(after) - total(before)).toBe(6);
    // The unpaid one waits for payment; the paid one still processing waits for shipping.
    expect(after.awaiting_payment - before.awaiting_payment).toBe(1);
    expect(after.awaiting_shipment - before.awaiting_shipment).toBe(1);
  });

  it('counts requested, approved and received returns as open', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const before = await dashboard(shop(), staff.token);
    const orderId = await insertOrder(shop(), { at: new Date(Date.now() - 20 * DAY), final: 2_000, payment: 1, fulfillment: 'delivered' });
    for (const status of ['requested', 'approved', 'received', 'rejected', 'completed']) {
      await shop().database.db.insert(returnRequests).values({ orderId, type: 1, reason: 'other', items: [], status, ...(status === 'completed' ? { resolution: 'refunded' } : {}) });
    }
    const after = await dashboard(shop(), staff.token);
    expect(after.open_returns - before.open_returns).toBe(3);
  });

  it("lists low stock: tracked variants of active products at 3 or fewer, lowest first, with the product's title", async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const db = shop().database.db;
    const [plenty] = await db
      .select({ id: productConfigurations.id, productId: productConfigurations.productId, stock: productConfigurations.stockQty })
      .from(productConfigurations)
      .innerJoin(products, eq(products.id, productConfigurations.productId))
      .where(and(eq(products.active, true), eq(productConfigurations.trackInventory, true), gt(productConfigurations.stockQty, 3)))
      .orderBy(asc(productConfigurations.id))
      .limit(1);
    const setConfig = (values: Partial<typeof productConfigurations.$inferInsert>) => db.update(productConfigurations).set(values).where(eq(productConfigurations.id, plenty!.id));

    const before = await dashboard(shop(), staff.token);
    expect(before.low_stock.threshold).toBe(3);
    expect(before.low_stock.items.length).toBeLessThanOrEqual(10);
    expect(before.low_stock.items.length).toBe(Math.min(10, before.low_stock.count));
    const stocks = before.low_stock.items.map((item) => item.stock_qty);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= 3)).toBe(true);
    expect(before.low_stock.items.every((item) => item.title.length > 0 && item.sku.length > 0)).toBe(true);

    await setConfig({ stockQty: 3 });
    expect((await dashboard(shop(), staff.token)).low_stock.count).toBe(before.low_stock.count + 1);
    // Stock not kept (a gift card's), or a product taken off the shop: not low stock.
    await setConfig({ trackInventory: false });
    expect((await dashboard(shop(), staff.token)).low_stock.count).toBe(before.low_stock.count);
    await setConfig({ trackInventory: true });
    const [product] = await db.update(products).set({ active: false }).where(eq(products.id, plenty!.productId)).returning({ id: products.id });
    const inactive = await dashboard(shop(), staff.token);
    expect(inactive.low_stock.count).toBeLessThanOrEqual(before.low_stock.count);
    expect(inactive.low_stock.items.some((item) => item.product_id === product!.id)).toBe(false);
    await db.update(products).set({ active: true }).where(eq(products.id, plenty!.productId));
    await setConfig({ stockQty: plenty!.stock });
  });
});
