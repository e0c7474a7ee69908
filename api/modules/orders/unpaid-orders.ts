import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { OrderRow } from './orders.queries';

export interface OverdueClaim {
  /** Payment methods whose orders are looked at (those paid through a provider). */
  methods: readonly string[];
  /** Orders unchanged since before this (placed, or their method last switched) are overdue. */
  placedBefore: Date;
  /** An order looked at after this is left alone (another instance holds it, or it was re-read lately). */
  checkedBefore: Date;
  now: Date;
  limit: number;
}

/**
 * Claims unpaid, unshipped orders paid through a provider that have waited past the window: marks
 * them looked at (`payment_checked_at`, a lease) and answers them. Rows another transaction holds
 * are skipped (SKIP LOCKED), and a claimed order is not claimed again until the lease is over, so
 * instances running this at the same moment each get other orders.
 */
export async function claimOverdueUnpaidOrders(db: Db, claim: OverdueClaim): Promise<OrderRow[]> {
  if (!claim.methods.length) return [];
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, PAYMENT_STATUS.unpaid),
        eq(orders.fulfillmentStatus, 'processing'),
        inArray(orders.paymentMethod, [...claim.methods]),
        lte(orders.updatedAt, claim.placedBefore),
        or(isNull(orders.paymentCheckedAt), lte(orders.paymentCheckedAt, claim.checkedBefore)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db.update(orders).set({ paymentCheckedAt: claim.now }).where(inArray(orders.id, due)).returning();
}
