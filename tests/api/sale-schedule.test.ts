import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, products } from '../../api/db/schema';
import { endEndedSales } from '../../api/modules/catalog';
import { salePrice } from '../../domain/pricing/price';
import { cartThroughApi, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase } from './harness';

describeOnEachDatabase('time-limited sales end at their end date', (shop) => {
  it('charges the sale price until the end date, the full price after it, and the scheduler switches the sale off once', async () => {
    const config = await stockedConfiguration(shop(), 10, 60);
    const db = shop().database.db;
    const [product] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, config.productId));
    const later = new Date(Date.now() + 3_600_000);
    await db.update(products).set({ sale: true, saleValue: 20, saleEndsAt: later }).where(eq(products.id, config.productId));
    const running = await cartThroughApi(shop(), config.sku, 1);
    const priced = await send(shop(), 'GET', `/api/v1/carts?cart_unique_id=${running}`);
    expect(priced.body.data.items[0].final_cost).toBe(salePrice(config.cost, 20));

    // The end date passes before the scheduler has run: carts already charge the full price.
    await db.update(products).set({ saleEndsAt: new Date(Date.now() - 1_000) }).where(eq(products.id, config.productId));
    const ended = await cartThroughApi(shop(), config.sku, 1);
    expect((await send(shop(), 'GET', `/api/v1/carts?cart_unique_id=${ended}`)).body.data.items[0].final_cost).toBe(config.cost);
    expect((await shop().get(`/api/v1/products/${product!.slug}`)).body.data.sale).toBe(false);

    expect(await endEndedSales(db)).toContain(config.productId);
    expect(await endEndedSales(db)).not.toContain(config.productId);
    const [row] = await db.select().from(products).where(eq(products.id, config.productId));
    expect(row).toMatchObject({ sale: false, saleValue: 20 });
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(config.productId)), eq(auditLog.action, 'product.sale_ended')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffEmail).toBe('system');
  });
});
