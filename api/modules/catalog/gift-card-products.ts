import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';

/** Which of these products are gift cards sold as products (`products.gift_card`): paying for one issues a card. */
export async function giftCardProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.giftCard, true)));
  return new Set(rows.map((row) => row.id));
}
