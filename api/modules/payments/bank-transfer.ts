import { asc, eq } from 'drizzle-orm';
import type { AdminPayment } from '../../contract/orders-admin';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { setOrderPaid, type OrderRow } from '../orders';
import type { OrderPaidHook } from './payments.service';

/**
 * A bank transfer staff saw arrive, recorded the way a provider's payment is (markOrderPaid): the
 * order's conditional paid update decides, so it happens once; the payment's row (one per order
 * and method) and the paid hook (checkout's confirmation mail) run in the same transaction, and
 * only when this call marked it paid. Answers whether it did.
 */
export async function recordBankTransfer(db: Db, order: Pick<OrderRow, 'id' | 'currencyCode'>, amount: number, reference: string | null, onPaid?: OrderPaidHook): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setOrderPaid(tx, order.id))) return false;
    // In data, not external_id: a reference is typed by hand and need not be unique across orders.
    const data = reference ? { reference } : {};
    await tx
      .insert(payments)
      .values({ orderId: order.id, provider: 'bank_transfer', method: 'bank_transfer', status: 'succeeded', amount, currencyCode: order.currencyCode, data })
      .onConflictDoUpdate({ target: [payments.orderId, payments.method], set: { status: 'succeeded', amount, data, updatedAt: new Date() } });
    await onPaid?.(tx, order.id);
    return true;
  });
}

/** An order's payments, oldest first, as the back office shows them. */
export async function readOrderPayments(db: Db, orderId: number): Promise<AdminPayment[]> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency_code: row.currencyCode,
    reference: typeof row.data.reference === 'string' ? row.data.reference : null,
    created_at: row.createdAt.toISOString(),
  }));
}
