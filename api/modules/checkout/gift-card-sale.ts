import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { giftCardProductIds } from '../catalog';
import type { OrderProductRow, OrderRow } from '../orders';
import { issueSoldGiftCards, type SoldGiftCardUnit } from '../pricing';

/**
 * A paid order's gift cards: one card per unit of each line whose product is a gift card, worth
 * what the unit cost (`final_cost`), mailed to the buyer in the order's language. Runs in the
 * transaction that marks the order paid (the payments' paid hook, or placing an order that needs no
 * payment); a unit that has its card already gets none, so a second run issues and mails nothing.
 */
export async function issueOrderGiftCards(tx: Db, order: OrderRow, lines: readonly OrderProductRow[]): Promise<void> {
  if (order.paymentStatus !== PAYMENT_STATUS.paid) return;
  const giftCardProducts = await giftCardProductIds(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const units: SoldGiftCardUnit[] = lines
    .filter((line) => line.productId !== null && giftCardProducts.has(line.productId))
    .flatMap((line) => Array.from({ length: line.quantity }, (_, index) => ({ orderProductId: line.id, unit: index + 1, value: line.finalCost })));
  if (units.length) await issueSoldGiftCards(tx, order, units);
}
