import { and, isNotNull, lte, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repeatEvery } from '../../lib/repeat';
import { products } from '../../db/schema/catalog';
import { recordAudit, SYSTEM_ACTOR } from '../staff';

/*
 * Time-limited sales end on their own: every instance switches off, every SALE_SCHEDULE_INTERVAL_MS,
 * the sales whose `sale_ends_at` has passed. The product rows' triggers announce the change, so
 * listings, product pages and the page cache drop the sale price; carts never charge it past the
 * date meanwhile (domain/pricing/price.ts `saleRunning`). The end date stays on the row.
 */

/** How often every instance looks for ended sales. */
export const SALE_SCHEDULE_INTERVAL_MS = 15_000;

/** Switches off the sales that have ended by `now`, each audited as the system's change; answers their product ids. */
export async function endEndedSales(db: Db, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(products)
      .set({ sale: false })
      .where(and(eq(products.sale, true), isNotNull(products.saleEndsAt), lte(products.saleEndsAt, now)))
      .returning({ id: products.id, saleValue: products.saleValue, saleEndsAt: products.saleEndsAt });
    for (const row of ended) {
      await recordAudit(tx, SYSTEM_ACTOR, { action: 'product.sale_ended', entity: 'product', entityId: row.id, before: { sale: true, sale_value: row.saleValue, sale_ends_at: row.saleEndsAt?.toISOString() ?? null }, after: { sale: false } });
    }
    return ended.map((row) => row.id);
  });
}

/** Runs `endEndedSales` every SALE_SCHEDULE_INTERVAL_MS (each instance; one UPDATE decides, so two instances never end a sale twice). */
export function startSaleScheduler(db: Db, log: Pick<Console, 'warn'> = console): { stop: () => void } {
  return repeatEvery(SALE_SCHEDULE_INTERVAL_MS, () => endEndedSales(db), (error) => log.warn(`[catalogue] ending sales failed: ${error instanceof Error ? error.name : 'error'}`));
}
