import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DISCOUNT_TYPE, normalizeCode } from '../../../domain/checkout/checkout-rules';
import type { Db } from '../../db/client';
import { cartGiftCards, discountCodes, giftCards, giftCardUses } from '../../db/schema/pricing';
import type { DiscountCodeRow, GiftCardRow } from './pricing.service';

/*
 * Discount codes and gift cards as checkout uses them. Functions that take `tx` run inside the
 * caller's transaction: the order's checkout locks the code, then the gift cards by id, and spends
 * them under those locks.
 */

/** A discount code by what the shopper typed (any case). */
export async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normalizeCode(code)));
  return row;
}

/** Locks a discount code's row until the transaction ends (its use is counted under the lock). */
export async function lockDiscountCode(tx: Db, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

/** Counts one use of a code; false when that would pass its usage limit. */
export async function countDiscountCodeUse(tx: Db, id: number): Promise<boolean> {
  const counted = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(and(eq(discountCodes.id, id), sql`(${discountCodes.usageLimit} IS NULL OR ${discountCodes.usedCount} < ${discountCodes.usageLimit})`))
    .returning({ id: discountCodes.id });
  return counted.length > 0;
}

/** A gift card by what the shopper typed (any case). */
export async function findGiftCard(db: Db, code: string): Promise<GiftCardRow | undefined> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, normalizeCode(code)));
  return card;
}

/** Binds a gift card to a cart; binding it twice changes nothing. */
export async function bindGiftCard(tx: Db, cartId: number, giftCardId: number): Promise<void> {
  await tx.insert(cartGiftCards).values({ cartId, giftCardId }).onConflictDoNothing();
}

/** Unbinds a gift card, by its id or code, from a cart; one that is not bound changes nothing. */
export async function unbindGiftCard(tx: Db, cartId: number, which: { id?: number; code?: string }): Promise<void> {
  const [card] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(which.id !== undefined ? eq(giftCards.id, which.id) : eq(giftCards.code, normalizeCode(which.code ?? '')));
  if (card) await tx.delete(cartGiftCards).where(and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.giftCardId, card.id)));
}

/** Locks gift cards' rows in id order until the transaction ends (their balances are spent under the locks). */
export async function lockGiftCards(tx: Db, ids: number[]): Promise<GiftCardRow[]> {
  return ids.length ? await tx.select().from(giftCards).where(inArray(giftCards.id, ids)).orderBy(asc(giftCards.id)).for('update') : [];
}

/**
 * Spends `amount` of a gift card on an order and records the use: a static card's balance never
 * goes below zero, a percent card is used up. False when the card no longer covers it.
 */
export async function spendGiftCard(tx: Db, card: GiftCardRow, amount: number, orderId: number): Promise<boolean> {
  const percent = card.giftCardType === DISCOUNT_TYPE.percent;
  const spent = await tx
    .update(giftCards)
    .set({ balance: percent ? 0 : sql`${giftCards.balance} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(giftCards.id, card.id), percent ? sql`${giftCards.balance} > 0` : sql`${giftCards.balance} >= ${amount}`))
    .returning({ id: giftCards.id });
  if (!spent.length) return false;
  await tx.insert(giftCardUses).values({ giftCardId: card.id, orderId, amount });
  return true;
}

/**
 * Gives back what a voided order took from gift cards and its discount code's use. Run inside the
 * caller's transaction (cancelling an unpaid order), once: the uses are deleted as they are returned.
 */
export async function releaseOrderDiscounts(tx: Db, order: { id: number; discountCode: string | null }): Promise<void> {
  const uses = await tx.delete(giftCardUses).where(eq(giftCardUses.orderId, order.id)).returning();
  for (const use of uses.sort((a, b) => a.giftCardId - b.giftCardId)) {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, use.giftCardId)).for('update');
    if (!card) continue;
    await tx
      .update(giftCards)
      .set({ balance: card.giftCardType === DISCOUNT_TYPE.percent ? 1 : card.balance + use.amount, updatedAt: new Date() })
      .where(eq(giftCards.id, card.id));
  }
  if (order.discountCode) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.code, order.discountCode));
  }
}
