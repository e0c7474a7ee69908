import { z } from 'zod';
import { centsSchema, INT4_MAX, textSchema, wholeNumberParam } from './common';

/*
 * The back office's discount codes (`/admin/discount-codes*`, area `codes`: admins only). Fields as
 * `discount_codes` stores them; money is integer cents, a percent is 1–100. The code is stored the
 * way checkout compares it (spaces removed, upper case).
 */

/** Codes on one page of the back office's list. */
export const ADMIN_DISCOUNT_CODES_PER_PAGE = 25;

/** Spec section 3: percent = 1, static (an amount in cents) = 2. */
export const discountCodeTypeSchema = z.enum(['percent', 'static']);
export type DiscountCodeType = z.infer<typeof discountCodeTypeSchema>;

const momentSchema = z.iso.datetime({ offset: true }).nullable();

/** GET /admin/discount-codes: search by code (any part, any case), page. */
export const adminDiscountCodeQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  q: textSchema.trim().max(64).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminDiscountCodeQuery = z.infer<typeof adminDiscountCodeQuerySchema>;

export const discountCodeInputSchema = z.object({
  /** Letters, digits, `-` and `_` once spaces are removed; stored upper-case (422 otherwise; a taken one is 409 `discount_code_exists`). */
  code: textSchema.max(64),
  discount_type: discountCodeTypeSchema,
  /** A percentage (1–100) or an amount in cents (> 0): 422 on `value` otherwise. */
  value: z.number().int().min(1).max(INT4_MAX),
  /** The goods' value (after sale prices) an order needs, cents; 0 for none. */
  min_subtotal: z.number().int().min(0).max(INT4_MAX),
  /** How many orders may use it; null for no limit (not below the uses so far: 422 on `usage_limit`). */
  usage_limit: z.number().int().min(1).max(INT4_MAX).nullable(),
  /** Optional period; the end after the start (422 on `ends_at`). */
  starts_at: momentSchema,
  ends_at: momentSchema,
  active: z.boolean(),
});
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

/** What an edit names: the version it started from (another one is 409 `edit_conflict`). */
export const discountCodeUpdateSchema = discountCodeInputSchema.extend({ lock_version: z.number().int().min(1).max(INT4_MAX) });

export const adminDiscountCodeSchema = discountCodeInputSchema.extend({
  id: z.number().int(),
  min_subtotal: centsSchema,
  /** Orders that use it now (counted when an order is placed, given back when an unpaid order is cancelled). */
  used_count: z.number().int(),
  lock_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const adminDiscountCodePageSchema = z.object({
  items: z.array(adminDiscountCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});
export type AdminDiscountCodePage = z.infer<typeof adminDiscountCodePageSchema>;

/** DELETE: a code no order has used is removed; one that orders name is switched off instead (they keep naming it). */
export const discountCodeRemovalSchema = z.object({ outcome: z.enum(['deleted', 'deactivated']), code: adminDiscountCodeSchema.nullable() });
export type DiscountCodeRemoval = z.infer<typeof discountCodeRemovalSchema>;
