import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productConfigurations, products } from '../../db/schema/catalog';
import type { LineStock } from '../../../domain/cart/cart-rules';

/** Units of some lines per configuration, in configuration id order (the order rows are locked in). */
function unitsByConfiguration(lines: { productConfigurationId: number | null; quantity: number }[]): [number, number][] {
  const byConfiguration = new Map<number, number>();
  for (const line of lines) {
    if (line.productConfigurationId === null) continue;
    byConfiguration.set(line.productConfigurationId, (byConfiguration.get(line.productConfigurationId) ?? 0) + line.quantity);
  }
  return [...byConfiguration].sort(([a], [b]) => a - b);
}

/**
 * Locks configurations (ids ascending, so concurrent checkouts lock in one order) for the rest of
 * the transaction, and answers what their lines' availability depends on, as locked.
 */
export async function lockConfigurations(tx: Db, ids: number[]): Promise<Map<number, LineStock>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: productConfigurations.id, active: products.active, cost: productConfigurations.cost, trackInventory: productConfigurations.trackInventory, stockQty: productConfigurations.stockQty })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(inArray(productConfigurations.id, ids))
    .orderBy(asc(productConfigurations.id))
    .for('update', { of: productConfigurations });
  return new Map(rows.map(({ id, ...stock }) => [id, stock]));
}

/**
 * Takes ordered units from stock (lines of configurations that track inventory), configuration by
 * configuration in id order; the WHERE keeps stock at zero or above. Answers false at the first
 * configuration with too few units: the caller's transaction must then roll back.
 */
export async function takeStock(tx: Db, lines: { productConfigurationId: number; quantity: number }[]): Promise<boolean> {
  for (const [id, quantity] of unitsByConfiguration(lines)) {
    const taken = await tx
      .update(productConfigurations)
      .set({ stockQty: sql`${productConfigurations.stockQty} - ${quantity}` })
      .where(and(eq(productConfigurations.id, id), sql`${productConfigurations.stockQty} >= ${quantity}`))
      .returning({ id: productConfigurations.id });
    if (!taken.length) return false;
  }
  return true;
}

/**
 * Gives reserved units back to their configurations (a cancelled order). Configurations that do
 * not track inventory, or no longer exist, are left alone. Run inside the caller's transaction;
 * configurations are updated in id order, so concurrent callers lock them in the same order.
 */
export async function releaseStock(db: Db, lines: { productConfigurationId: number | null; quantity: number }[]): Promise<void> {
  for (const [id, quantity] of unitsByConfiguration(lines)) {
    await db
      .update(productConfigurations)
      .set({ stockQty: sql`${productConfigurations.stockQty} + ${quantity}` })
      .where(and(eq(productConfigurations.id, id), eq(productConfigurations.trackInventory, true)));
  }
}
