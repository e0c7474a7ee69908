import { z } from 'zod';
import { emailSchema } from './accounts';
import { centsSchema, INT4_MAX, textSchema, wholeNumberParam } from './common';

/*
 * The back office's gift cards (`/admin/gift-cards*`, area `codes`: admins only). Fields as
 * `gift_cards` stores them: a static card holds a balance in cents that orders spend down; a
 * percent card takes `value` % off one order and is then used up. Codes are stored the way
 * checkout compares them (spaces removed, upper case).
 */

/** Cards on one page of the back office's list. */
export const ADMIN_GIFT_CARDS_PER_PAGE = 25;
/** The newest uses a card's page shows (`uses_total` counts them all). */
export const ADMIN_GIFT_CARD_USES_SHOWN = 100;

/** Spec section 3: percent = 1, static (an amount in cents) = 2. */
export const giftCardTypeSchema = z.enum(['static', 'percent']);
export type GiftCardType = z.infer<typeof giftCardTypeSchema>;

/** Whether a card can pay now: `blocked` (switched off), `expired`, `used_up` (nothing left) or `usable`. */
export const giftCardStateSchema = z.enum(['usable', 'blocked', 'expired', 'used_up']);
export type GiftCardState = z.infer<typeof giftCardStateSchema>;

const momentSchema = z.iso.datetime({ offset: true }).nullable();

/** GET /admin/gift-cards: search by code (any part, any case, spaces ignored), page. */
export const adminGiftCardQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  q: textSchema.trim().max(64).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminGiftCardQuery = z.infer<typeof adminGiftCardQuerySchema>;

export const giftCardCreateSchema = z.object({
  /** Typed (8–40 letters, digits, `-`, `_` once spaces are removed; stored upper-case), or empty/null for a random one. */
  code: textSchema.max(64).nullish(),
  gift_card_type: giftCardTypeSchema,
  /** An amount in cents (> 0) or a percentage (1–100): 422 on `value` otherwise. */
  value: z.number().int().min(1).max(INT4_MAX),
  /** When it stops working; null for never. In the future (422 on `expires_at`). */
  expires_at: momentSchema,
  /** Who it is for: the code is mailed there (in `language`) in the same transaction. */
  recipient_email: emailSchema.nullish(),
  language: z.enum(['nl', 'en']).default('nl'),
});
export type GiftCardCreate = z.input<typeof giftCardCreateSchema>;

/** A change of a static card's balance: signed cents, never below zero (what orders spent stays spent), with the reason the audit log keeps. */
export const giftCardAdjustmentSchema = z.object({
  amount: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  reason: textSchema.trim().min(1).max(500),
});
export type GiftCardAdjustment = z.infer<typeof giftCardAdjustmentSchema>;

/** PUT: expiry, on or blocked, the recipient's address, and optionally a balance adjustment; names the version it started from (409 `edit_conflict` otherwise). */
export const giftCardUpdateSchema = z.object({
  lock_version: z.number().int().min(1).max(INT4_MAX),
  expires_at: momentSchema,
  active: z.boolean(),
  recipient_email: emailSchema.nullable(),
  adjustment: giftCardAdjustmentSchema.nullable(),
});
export type GiftCardUpdate = z.infer<typeof giftCardUpdateSchema>;

export const adminGiftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  gift_card_type: giftCardTypeSchema,
  /** Face value in cents (static) or the percentage (percent). */
  value: z.number().int(),
  /** What is left, cents (percent cards: 1 unused, 0 used). */
  balance: centsSchema,
  /** What orders have taken from it so far, cents. */
  spent: centsSchema,
  uses_count: z.number().int(),
  currency_code: z.string(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  state: giftCardStateSchema,
  recipient_email: z.string().nullable(),
  /** The order that bought it, for a card sold as a product. */
  sold_with: z.object({ order_id: z.number().int(), po_number: z.string() }).nullable(),
  lock_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** One order's use of a card. */
export const adminGiftCardUseSchema = z.object({
  order_id: z.number().int(),
  po_number: z.string().nullable(),
  amount: centsSchema,
  created_at: z.string(),
});
export type AdminGiftCardUse = z.infer<typeof adminGiftCardUseSchema>;

/** GET /admin/gift-cards/{id}: the card with its uses, newest first. */
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({ uses: z.array(adminGiftCardUseSchema), uses_total: z.number().int() });
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

export const adminGiftCardPageSchema = z.object({
  items: z.array(adminGiftCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});
export type AdminGiftCardPage = z.infer<typeof adminGiftCardPageSchema>;
