import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';

/** Orders' numbers (`po_number`) by id; ids that name no order are left out. */
export async function orderNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: orders.id, poNumber: orders.poNumber }).from(orders).where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.poNumber]));
}
