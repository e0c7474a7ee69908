import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productConfigurations } from '../../db/schema';

/**
 * Gives reserved units back to their configurations (a cancelled order). Configurations that do
 * not track inventory, or no longer exist, are left alone. Run inside the caller's transaction;
 * configurations are updated in id order, so concurrent callers lock them in the same order.
 */
export async function releaseStock(db: Db, lines: { productConfigurationId: number | null; quantity: number }[]): Promise<void> {
  const byConfiguration = new Map<number, number>();
  for (const line of lines) {
    if (line.productConfigurationId === null) continue;
    byConfiguration.set(line.productConfigurationId, (byConfiguration.get(line.productConfigurationId) ?? 0) + line.quantity);
  }
  for (const [id, quantity] of [...byConfiguration].sort(([a], [b]) => a - b)) {
    await db
      .update(productConfigurations)
      .set({ stockQty: sql`${productConfigurations.stockQty} + ${quantity}` })
      .where(and(eq(productConfigurations.id, id), eq(productConfigurations.trackInventory, true)));
  }
}
