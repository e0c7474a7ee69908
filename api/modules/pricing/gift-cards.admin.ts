import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import { DISCOUNT_TYPE, discountTypeName, normalizeCode } from '../../../domain/checkout/checkout-rules';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import {
  ADMIN_GIFT_CARD_USES_SHOWN,
  ADMIN_GIFT_CARDS_PER_PAGE,
  type AdminGiftCard,
  type AdminGiftCardDetail,
  type AdminGiftCardPage,
  type AdminGiftCardQuery,
  type GiftCardState,
  type GiftCardUpdate,
  type giftCardCreateSchema,
} from '../../contract/gift-cards-admin';
import { INT4_MAX } from '../../contract/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { giftCards, giftCardUses } from '../../db/schema/pricing';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { queueGiftCardMail } from './gift-card-mail';
import { randomGiftCardCode } from './gift-cards.issue';
import type { GiftCardRow } from './pricing.service';
import { containing } from '../../lib/like';

/*
 * The back office's gift cards (area `codes`, admins only). Every change and its audit entry are
 * one transaction; an edit names the lock version it started from. Checkout reads and spends the
 * same rows under row locks (discounts.service.ts), so a balance adjustment is added to what is
 * there now and never takes a card below zero: what orders spent stays spent.
 */

/** Order numbers by order id: the orders module's, handed in by the caller (orders build on pricing, not the other way round). */
export type OrderNumbers = (db: Db, ids: number[]) => Promise<Map<number, string>>;

type CreateInput = z.output<typeof giftCardCreateSchema>;
type FieldProblems = Record<string, string>;
interface Usage {
  spent: number;
  uses: number;
}

const say = (lang: ValidationLanguage, nl: string, en: string) => (lang === 'nl' ? nl : en);
const TYPED_CODE = /^[A-Z0-9_-]{8,40}$/;
const euros = (cents: number) => (cents / 100).toFixed(2);

// Qualified by hand: inside a subquery drizzle would write the bare column name.
const spentSql = sql<number>`(SELECT coalesce(sum(u.amount), 0)::int FROM gift_card_uses u WHERE u.gift_card_id = "gift_cards"."id")`;
const usesSql = sql<number>`(SELECT count(*)::int FROM gift_card_uses u WHERE u.gift_card_id = "gift_cards"."id")`;

function stateOf(row: GiftCardRow, now: Date): GiftCardState {
  if (!row.active) return 'blocked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.balance > 0 ? 'usable' : 'used_up';
}

function toAdmin(row: GiftCardRow, usage: Usage, numbers: Map<number, string>, now = new Date()): AdminGiftCard {
  return {
    id: row.id,
    code: row.code,
    gift_card_type: discountTypeName(row.giftCardType) ?? 'static',
    value: row.value,
    balance: row.balance,
    spent: Number(usage.spent),
    uses_count: Number(usage.uses),
    currency_code: row.currencyCode,
    expires_at: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    state: stateOf(row, now),
    recipient_email: row.recipientEmail,
    sold_with: row.orderId === null ? null : { order_id: row.orderId, po_number: numbers.get(row.orderId) ?? `#${row.orderId}` },
    lock_version: row.lockVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Whether a database error is a unique-index violation (both drivers; drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

const codeTaken = (lang: ValidationLanguage) => new AppError('conflict', 'gift_card_exists', { fields: { code: say(lang, 'Deze code bestaat al', 'This code already exists') } });
const invalid = (fields: FieldProblems) => new AppError('invalid_data', 'validation_failed', { fields });

async function usageOf(db: Db, id: number): Promise<Usage> {
  const [row] = await db.select({ spent: spentSql, uses: usesSql }).from(giftCards).where(eq(giftCards.id, id));
  return row ?? { spent: 0, uses: 0 };
}

/** The page of cards whose code contains `q` (any case, spaces ignored), newest first, with what orders spent of each. */
export async function listAdminGiftCards(db: Db, query: AdminGiftCardQuery, orderNumbers: OrderNumbers): Promise<AdminGiftCardPage> {
  const q = query.q ? normalizeCode(query.q) : '';
  const where = q ? ilike(giftCards.code, containing(q)) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(giftCards).where(where);
  const rows = await db
    .select({ card: giftCards, spent: spentSql, uses: usesSql })
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.id))
    .limit(ADMIN_GIFT_CARDS_PER_PAGE)
    .offset((query.page - 1) * ADMIN_GIFT_CARDS_PER_PAGE);
  const numbers = await orderNumbers(db, rows.flatMap((row) => (row.card.orderId === null ? [] : [row.card.orderId])));
  return {
    items: rows.map((row) => toAdmin(row.card, row, numbers)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_GIFT_CARDS_PER_PAGE)),
    per_page: ADMIN_GIFT_CARDS_PER_PAGE,
  };
}

/** One card with its uses (order number, amount, when), newest first. */
export async function readAdminGiftCard(db: Db, id: number, orderNumbers: OrderNumbers): Promise<AdminGiftCardDetail> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw notFound();
  const usage = await usageOf(db, id);
  const uses = await db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, id)).orderBy(desc(giftCardUses.createdAt), desc(giftCardUses.id)).limit(ADMIN_GIFT_CARD_USES_SHOWN);
  const numbers = await orderNumbers(db, [...uses.map((use) => use.orderId), ...(row.orderId === null ? [] : [row.orderId])]);
  return {
    ...toAdmin(row, usage, numbers),
    uses: uses.map((use) => ({ order_id: use.orderId, po_number: numbers.get(use.orderId) ?? null, amount: use.amount, created_at: use.createdAt.toISOString() })),
    uses_total: Number(usage.uses),
  };
}

/** The new card's fields, or 422 `validation_failed` naming every field that is wrong. */
function checkedNewCard(input: CreateInput, lang: ValidationLanguage, now: Date) {
  const problems: FieldProblems = {};
  const typed = input.code ? normalizeCode(input.code) : '';
  if (typed && !TYPED_CODE.test(typed)) problems.code = say(lang, 'Gebruik 8 tot 40 letters, cijfers, - of _ (of laat het veld leeg voor een willekeurige code)', 'Use 8 to 40 letters, digits, - or _ (or leave it empty for a random code)');
  if (input.gift_card_type === 'percent' && input.value > 100) problems.value = say(lang, 'Een percentage ligt tussen 1 en 100', 'A percentage is between 1 and 100');
  if (input.expires_at && Date.parse(input.expires_at) <= now.getTime()) problems.expires_at = say(lang, 'De vervaldatum moet in de toekomst liggen', 'The expiry date must be in the future');
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const percent = input.gift_card_type === 'percent';
  return {
    typed: typed || null,
    fields: {
      giftCardType: DISCOUNT_TYPE[input.gift_card_type],
      value: input.value,
      // A percent card is unused (1) until one order takes it (0).
      balance: percent ? 1 : input.value,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      recipientEmail: input.recipient_email ?? null,
    },
  };
}

async function codeIsTaken(tx: Db, code: string): Promise<boolean> {
  const [other] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.code, code));
  return other !== undefined;
}

/** A random code no card has (80 random bits: a clash is all but impossible, but checked). */
async function freeRandomCode(tx: Db): Promise<string> {
  for (;;) {
    const code = randomGiftCardCode();
    if (!(await codeIsTaken(tx, code))) return code;
  }
}

/** Makes a card; its code is mailed to the recipient, when there is one, in the same transaction. */
export async function createGiftCard(db: Db, input: CreateInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminGiftCard> {
  const now = new Date();
  const { typed, fields } = checkedNewCard(input, lang, now);
  try {
    return await db.transaction(async (tx) => {
      if (typed && (await codeIsTaken(tx, typed))) throw codeTaken(lang);
      const [row] = await tx
        .insert(giftCards)
        .values({ ...fields, code: typed ?? (await freeRandomCode(tx)) })
        .returning();
      const after = toAdmin(row!, { spent: 0, uses: 0 }, new Map(), now);
      await recordAudit(tx, actor, { action: 'gift_card.create', entity: 'gift_card', entityId: row!.id, after });
      if (row!.recipientEmail) await queueGiftCardMail(tx, { to: row!.recipientEmail, language: input.language, cards: [row!], poNumber: null });
      return after;
    });
  } catch (error) {
    // Two saves of one typed code at once: the unique index refuses the second, answered as the same 409.
    if (isUniqueViolation(error)) throw codeTaken(lang);
    throw error;
  }
}

/** The adjusted balance, or the problem with the adjustment. */
function adjustedBalance(row: GiftCardRow, adjustment: NonNullable<GiftCardUpdate['adjustment']>, lang: ValidationLanguage): { balance: number } | { problem: string } {
  if (row.giftCardType === DISCOUNT_TYPE.percent) return { problem: say(lang, 'Een kaart met een percentage heeft geen saldo om aan te passen', 'A percentage card has no balance to adjust') };
  if (adjustment.amount === 0) return { problem: say(lang, 'Geef een bedrag anders dan 0', 'Give an amount other than 0') };
  const balance = row.balance + adjustment.amount;
  if (balance < 0) {
    return {
      problem: say(
        lang,
        `Er staat nog € ${euros(row.balance)} op de kaart; meer kan er niet af (wat bestellingen hebben besteed, blijft besteed)`,
        `The card holds € ${euros(row.balance)}; no more can be taken off (what orders spent stays spent)`,
      ),
    };
  }
  if (balance > INT4_MAX) return { problem: say(lang, 'Dat saldo is te hoog', 'That balance is too high') };
  return { balance };
}

/**
 * Saves a card's expiry, on/blocked and recipient, and adds a balance adjustment, when `lock_version`
 * is the stored one (else 409 `edit_conflict`, nothing written). The row is locked, so an order
 * spending the card at the same moment waits and then sees the new balance.
 */
export async function updateGiftCard(db: Db, id: number, input: GiftCardUpdate, actor: AuditActor, lang: ValidationLanguage, orderNumbers: OrderNumbers): Promise<AdminGiftCardDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!row) throw notFound();
    if (row.lockVersion !== input.lock_version) throw new AppError('conflict', 'edit_conflict');
    const adjusted = input.adjustment ? adjustedBalance(row, input.adjustment, lang) : null;
    if (adjusted && 'problem' in adjusted) throw invalid({ 'adjustment.amount': adjusted.problem });
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    const changed = (expiresAt?.getTime() ?? null) !== (row.expiresAt?.getTime() ?? null) || input.active !== row.active || input.recipient_email !== row.recipientEmail;
    if (!changed && !adjusted) return;
    const [saved] = await tx
      .update(giftCards)
      .set({
        expiresAt,
        active: input.active,
        recipientEmail: input.recipient_email,
        ...(adjusted ? { balance: adjusted.balance } : {}),
        lockVersion: sql`${giftCards.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(giftCards.id, id))
      .returning();
    const usage = await usageOf(tx, id);
    const before = toAdmin(row, usage, new Map());
    const after = toAdmin(saved!, usage, new Map());
    if (changed) await recordAudit(tx, actor, { action: 'gift_card.update', entity: 'gift_card', entityId: id, before, after });
    if (adjusted && input.adjustment) {
      await recordAudit(tx, actor, {
        action: 'gift_card.adjust_balance',
        entity: 'gift_card',
        entityId: id,
        before: { balance: row.balance },
        after: { balance: saved!.balance, amount: input.adjustment.amount, reason: input.adjustment.reason },
      });
    }
  });
  return readAdminGiftCard(db, id, orderNumbers);
}
