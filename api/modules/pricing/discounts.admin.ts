import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { DISCOUNT_TYPE, discountTypeName, normalizeCode } from '../../../domain/checkout/checkout-rules';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { ADMIN_DISCOUNT_CODES_PER_PAGE, type AdminDiscountCode, type AdminDiscountCodePage, type AdminDiscountCodeQuery, type DiscountCodeInput, type DiscountCodeRemoval } from '../../contract/pricing-admin';
import type { Db } from '../../db/client';
import { discountCodes } from '../../db/schema/pricing';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { containing } from '../../lib/like';

/*
 * The back office's discount codes (area `codes`, admins only). Every change and its audit entry
 * are one transaction; an edit names the lock version it started from. Checkout reads the same
 * rows (discounts.service.ts), so a change counts from the next cart call on.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CodeRow = typeof discountCodes.$inferSelect;
type FieldProblems = Record<string, string>;

const say = (lang: ValidationLanguage, nl: string, en: string) => (lang === 'nl' ? nl : en);
const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

function toAdmin(row: CodeRow): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    discount_type: discountTypeName(row.discountType) ?? 'percent',
    value: row.value,
    min_subtotal: row.minSubtotal,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
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

const codeTaken = (lang: ValidationLanguage) =>
  new AppError('conflict', 'discount_code_exists', { fields: { code: say(lang, 'Deze code bestaat al', 'This code already exists') } });

/**
 * Whether orders that still count name the code: placing an order counts a use and cancelling it
 * gives the use back by the code's text (orders keep the text, not the id), so `used_count > 0`
 * is exactly "an order may still give a use back to this row".
 */
const inUse = (row: CodeRow) => row.usedCount > 0;

/** The page of codes whose code contains `q` (any case, spaces ignored), newest first. */
export async function listAdminDiscountCodes(db: Db, query: AdminDiscountCodeQuery): Promise<AdminDiscountCodePage> {
  const q = query.q ? normalizeCode(query.q) : '';
  const where = q ? ilike(discountCodes.code, containing(q)) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(discountCodes).where(where);
  const rows = await db
    .select()
    .from(discountCodes)
    .where(where)
    .orderBy(desc(discountCodes.id))
    .limit(ADMIN_DISCOUNT_CODES_PER_PAGE)
    .offset((query.page - 1) * ADMIN_DISCOUNT_CODES_PER_PAGE);
  return { items: rows.map(toAdmin), total, page: query.page, pages: Math.max(1, Math.ceil(total / ADMIN_DISCOUNT_CODES_PER_PAGE)), per_page: ADMIN_DISCOUNT_CODES_PER_PAGE };
}

async function readRow(db: Db | Tx, id: number, lock = false): Promise<CodeRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function readAdminDiscountCode(db: Db, id: number): Promise<AdminDiscountCode> {
  const row = await readRow(db, id);
  if (!row) throw notFound();
  return toAdmin(row);
}

/** The input as stored, or 422 `validation_failed` naming every field that is wrong. */
function checkedCode(input: DiscountCodeInput, lang: ValidationLanguage, stored?: { row: CodeRow; used: boolean }) {
  const problems: FieldProblems = {};
  const code = normalizeCode(input.code);
  if (!CODE_PATTERN.test(code)) problems.code = say(lang, 'Gebruik 3 tot 40 letters, cijfers, - of _', 'Use 3 to 40 letters, digits, - or _');
  else if (stored?.used && code !== stored.row.code) problems.code = say(lang, 'Bestellingen gebruiken deze code; hij houdt zijn naam', 'Orders use this code; it keeps its name');
  if (input.discount_type === 'percent' && (input.value < 1 || input.value > 100)) problems.value = say(lang, 'Een percentage ligt tussen 1 en 100', 'A percentage is between 1 and 100');
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) problems.ends_at = say(lang, 'Het einde moet na het begin liggen', 'The end must be after the start');
  if (stored && input.usage_limit !== null && input.usage_limit < stored.row.usedCount) {
    problems.usage_limit = say(lang, `Niet minder dan het aantal keer dat de code al is gebruikt (${stored.row.usedCount})`, `Not less than the times the code has been used (${stored.row.usedCount})`);
  }
  if (Object.keys(problems).length > 0) throw new AppError('invalid_data', 'validation_failed', { fields: problems });
  return {
    code,
    discountType: DISCOUNT_TYPE[input.discount_type],
    value: input.value,
    minSubtotal: input.min_subtotal,
    usageLimit: input.usage_limit,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    active: input.active,
  };
}

async function refuseTaken(tx: Tx, code: string, id: number | null, lang: ValidationLanguage): Promise<void> {
  const [other] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(id === null ? eq(discountCodes.code, code) : and(eq(discountCodes.code, code), ne(discountCodes.id, id)));
  if (other) throw codeTaken(lang);
}

/** Two saves of one new code at once: the unique index refuses the second, answered as the same 409. */
async function asTaken<T>(lang: ValidationLanguage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(lang);
    throw error;
  }
}

export async function createDiscountCode(db: Db, input: DiscountCodeInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminDiscountCode> {
  const fields = checkedCode(input, lang);
  return asTaken(lang, () =>
    db.transaction(async (tx) => {
      await refuseTaken(tx, fields.code, null, lang);
      const [row] = await tx.insert(discountCodes).values(fields).returning();
      const after = toAdmin(row!);
      await recordAudit(tx, actor, { action: 'discount_code.create', entity: 'discount_code', entityId: row!.id, after });
      return after;
    }),
  );
}

/** Saves a code when `lockVersion` is the stored one (else 409 `edit_conflict`, nothing written). */
export async function updateDiscountCode(db: Db, id: number, lockVersion: number, input: DiscountCodeInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminDiscountCode> {
  return asTaken(lang, () =>
    db.transaction(async (tx) => {
      const row = await readRow(tx, id, true);
      if (!row) throw notFound();
      if (row.lockVersion !== lockVersion) throw new AppError('conflict', 'edit_conflict');
      const fields = checkedCode(input, lang, { row, used: inUse(row) });
      await refuseTaken(tx, fields.code, id, lang);
      const [saved] = await tx
        .update(discountCodes)
        .set({ ...fields, lockVersion: sql`${discountCodes.lockVersion} + 1`, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      const before = toAdmin(row);
      const after = toAdmin(saved!);
      await recordAudit(tx, actor, { action: 'discount_code.update', entity: 'discount_code', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * Removes a code no order counts on. One that is used is switched off instead: its orders keep its
 * text, and cancelling one gives the use back to the code by that text, so the row must stay (and
 * keep its name: a new code with the same text would get those uses back). Carts that hold a
 * removed code lose it (`carts.discount_code_id` is ON DELETE SET NULL).
 */
export async function removeDiscountCode(db: Db, id: number, actor: AuditActor): Promise<DiscountCodeRemoval> {
  return db.transaction(async (tx) => {
    const row = await readRow(tx, id, true);
    if (!row) throw notFound();
    const before = toAdmin(row);
    if (inUse(row)) {
      const [saved] = await tx
        .update(discountCodes)
        .set({ active: false, lockVersion: sql`${discountCodes.lockVersion} + 1`, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      const after = toAdmin(saved!);
      await recordAudit(tx, actor, { action: 'discount_code.deactivate', entity: 'discount_code', entityId: id, before, after });
      return { outcome: 'deactivated', code: after };
    }
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    await recordAudit(tx, actor, { action: 'discount_code.delete', entity: 'discount_code', entityId: id, before });
    return { outcome: 'deleted', code: null };
  });
}
