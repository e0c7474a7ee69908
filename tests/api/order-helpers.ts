import { and, asc, eq } from 'drizzle-orm';
import type { PaymentStatus, FulfillmentStatus } from '../../domain/orders/order-rules';
import { orderProducts, orders, productConfigurations, products } from '../../api/db/schema';
import { placeOrder, type PlaceOrderLine } from '../../api/modules/orders';
import { testAddress } from '../fixtures/address';
import type { TestShop } from './harness';

const DAY = 86_400_000;

export { testAddress };

/** A line of a real seeded configuration (physical by default, or the gift card). */
export async function catalogueLine(shop: TestShop, options: { digital?: boolean; offset?: number } = {}): Promise<Omit<PlaceOrderLine, 'quantity'>> {
  const rows = await shop.database.db
    .select({ product: products, config: productConfigurations })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.digital, options.digital ?? false), eq(products.active, true)))
    .orderBy(asc(productConfigurations.id))
    .limit(1)
    .offset(options.offset ?? 0);
  const { product, config } = rows[0]!;
  return {
    productId: product.id,
    productConfigurationId: config.id,
    sku: config.sku,
    title: `Test ${product.slug}`,
    imageUrl: null,
    materialTitle: null,
    size: config.size,
    options: {},
    baseCost: config.cost,
    finalCost: config.cost,
    digital: product.digital,
  };
}

export interface TestOrderOptions {
  /** Quantities of physical lines (one line each), then digital ones. */
  quantities?: number[];
  digitalQuantities?: number[];
  paymentStatus?: PaymentStatus;
  fulfillment?: FulfillmentStatus;
  placedDaysAgo?: number;
  deliveredDaysAgo?: number | null;
  /** Sets every line's return window. */
  returnDays?: number;
  stockReserved?: boolean;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** An order of the customer, placed with `placeOrder` (the checkout's own function) and put in the asked state. */
export async function createOrder(shop: TestShop, userId: number, options: TestOrderOptions = {}) {
  const db = shop.database.db;
  const physical = await Promise.all((options.quantities ?? [1]).map(async (quantity, i) => ({ ...(await catalogueLine(shop, { offset: i })), quantity, stockReserved: options.stockReserved })));
  const digital = await Promise.all((options.digitalQuantities ?? []).map(async (quantity, i) => ({ ...(await catalogueLine(shop, { digital: true, offset: i })), quantity })));
  const placedAt = new Date(Date.now() - (options.placedDaysAgo ?? 10) * DAY);
  const {
    order: { id, poNumber },
  } = await placeOrder(db, {
    userId,
    contactEmail: 'anna@example.com',
    language: 'nl',
    lines: [...physical, ...digital],
    shippingMethod: { name: 'PostNL', amount: 495 },
    shippingAddress: testAddress,
    billingAddress: testAddress,
    paymentMethod: 'bank_transfer',
    placedAt,
  });
  const delivered = options.deliveredDaysAgo === undefined ? 5 : options.deliveredDaysAgo;
  await db
    .update(orders)
    .set({
      paymentStatus: options.paymentStatus ?? 1,
      fulfillmentStatus: options.fulfillment ?? (delivered === null ? 'processing' : 'delivered'),
      deliveredAt: delivered === null ? null : new Date(Date.now() - delivered * DAY),
      carrier: options.carrier ?? null,
      trackingNumber: options.trackingNumber ?? null,
    })
    .where(eq(orders.id, id));
  if (options.returnDays !== undefined) await db.update(orderProducts).set({ returnDays: options.returnDays }).where(eq(orderProducts.orderId, id));
  const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderId, id)).orderBy(asc(orderProducts.id));
  return { id, poNumber, lines };
}
