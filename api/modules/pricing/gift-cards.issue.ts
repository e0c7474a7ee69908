import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DISCOUNT_TYPE } from '../../../domain/checkout/checkout-rules';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema/pricing';
import { recordAudit, SYSTEM_ACTOR } from '../staff';
import { queueGiftCardMail } from './gift-card-mail';
import type { GiftCardRow } from './pricing.service';

/*
 * New gift cards: their random codes, and the cards a paid order bought as a product. Issuing runs
 * in the transaction that marks the order paid; each card names its order line and unit, and the
 * unique index on them makes a second paid-mark (a replayed webhook) issue nothing.
 */

/** 32 letters and digits without 0/O and 1/I, so a code read aloud or typed over is not misread. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A random code like `K7QX-2M9F-RT4W-8HCN`: 16 characters of 32 = 80 bits, too many to guess. */
export function randomGiftCardCode(): string {
  // 32 divides 256, so `byte & 31` picks every character equally often.
  const chars = [...randomBytes(16)].map((byte) => CODE_ALPHABET[byte & 31]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** How long a bought card lasts: two years, as Dutch shops commonly give (and courts find reasonable). */
export const SOLD_GIFT_CARD_VALID_MONTHS = 24;

/** The end of a bought card's validity, counted from `from`. */
export function soldGiftCardExpiry(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + SOLD_GIFT_CARD_VALID_MONTHS);
  return end;
}

/** One unit of an order line that is a gift card, worth `value` cents (what the unit cost). */
export interface SoldGiftCardUnit {
  orderProductId: number;
  /** Which unit of the line, from 1. */
  unit: number;
  value: number;
}

/**
 * Issues a static card per unit of a paid order's gift card lines and queues one mail with the new
 * codes to the buyer (in the order's language), all in `tx`. A unit that already has its card gets
 * none (the unique index on line and unit decides), so calling it again issues and mails nothing.
 * Answers the cards this call issued.
 */
export async function issueSoldGiftCards(
  tx: Db,
  order: { id: number; poNumber: string; contactEmail: string; language: string; currencyCode: string },
  units: readonly SoldGiftCardUnit[],
  now: Date = new Date(),
): Promise<GiftCardRow[]> {
  const worth = units.filter((unit) => unit.value > 0);
  if (!worth.length) return [];
  const expiresAt = soldGiftCardExpiry(now);
  const issued = await tx
    .insert(giftCards)
    .values(
      worth.map((unit) => ({
        code: randomGiftCardCode(),
        giftCardType: DISCOUNT_TYPE.static,
        value: unit.value,
        balance: unit.value,
        currencyCode: order.currencyCode,
        expiresAt,
        orderId: order.id,
        orderProductId: unit.orderProductId,
        unit: unit.unit,
      })),
    )
    .onConflictDoNothing({ target: [giftCards.orderProductId, giftCards.unit] })
    .returning();
  if (!issued.length) return [];
  issued.sort((a, b) => a.id - b.id);
  for (const card of issued) {
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: card.id,
      after: { order_id: order.id, order_product_id: card.orderProductId, unit: card.unit, value: card.value, expires_at: expiresAt.toISOString() },
    });
  }
  await queueGiftCardMail(tx, { to: order.contactEmail, language: order.language, cards: issued, poNumber: order.poNumber });
  return issued;
}

/**
 * An order that bought gift cards was refunded in full: its cards stop working (blocked, as staff
 * block a card), so the money is not both given back and still spendable. Answers how many.
 * Runs in the refund's transaction. A partial refund leaves them be: staff block a card by hand
 * when the refund was for it.
 */
export async function blockSoldGiftCards(tx: Db, orderId: number): Promise<number> {
  const blocked = await tx
    .update(giftCards)
    .set({ active: false, updatedAt: new Date(), lockVersion: sql`${giftCards.lockVersion} + 1` })
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.active, true)))
    .returning({ id: giftCards.id });
  return blocked.length;
}
