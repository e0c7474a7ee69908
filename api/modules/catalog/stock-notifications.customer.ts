import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockNotifications } from '../../db/schema/catalog';

/* An address's "mail me when it is back" sign-ups, for the back office's data export and erasure (api/modules/accounts). */

/** The address's sign-ups, oldest first. */
export async function stockNotificationsOf(db: Db, email: string) {
  const rows = await db.select().from(stockNotifications).where(eq(stockNotifications.email, email)).orderBy(asc(stockNotifications.id));
  return rows.map((row) => ({ product_id: row.productId, product_configuration_id: row.configurationId, created_at: row.createdAt.toISOString(), notified_at: row.notifiedAt ? row.notifiedAt.toISOString() : null }));
}

/** An erasure's part, in the caller's transaction: the sign-ups are deleted (they exist for that address only). */
export async function eraseStockNotificationsOf(tx: Db, email: string): Promise<number> {
  return (await tx.delete(stockNotifications).where(eq(stockNotifications.email, email)).returning({ id: stockNotifications.id })).length;
}
