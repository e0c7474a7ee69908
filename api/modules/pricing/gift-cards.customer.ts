import { asc, eq } from 'drizzle-orm';
import { DISCOUNT_TYPE } from '../../../domain/checkout/checkout-rules';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema/pricing';

/* Gift cards made out to an address, for the back office's data export and erasure of a customer (api/modules/accounts). */

/** The cards mailed to the address, oldest first. The code is left out: it spends the card, and an export file travels. */
export async function giftCardsFor(db: Db, email: string) {
  const rows = await db.select().from(giftCards).where(eq(giftCards.recipientEmail, email)).orderBy(asc(giftCards.id));
  return rows.map((row) => ({
    type: row.giftCardType === DISCOUNT_TYPE.percent ? ('percent' as const) : ('static' as const),
    value: row.value,
    balance: row.balance,
    currency_code: row.currencyCode,
    active: row.active,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * An erasure's part, in the caller's transaction: the cards stay (their balance is money someone
 * may still spend, by the code) without the address they were mailed to.
 */
export async function forgetGiftCardRecipient(tx: Db, email: string): Promise<number> {
  return (await tx.update(giftCards).set({ recipientEmail: null, updatedAt: new Date() }).where(eq(giftCards.recipientEmail, email)).returning({ id: giftCards.id })).length;
}
