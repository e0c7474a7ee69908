import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffCreateRequest, StaffMember, StaffUpdateRequest, StaffWithPassword } from '../../contract/staff';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema/staff';
import { AppError } from '../../lib/errors';
import { lastSignIns, recordAudit, type AuditActor, type Tx } from './audit';
import { closeAllStaffSessions } from './sessions';
import { createStaff, generateStaffPassword, setStaffPassword, toStaff, type StaffRow } from './staff.service';

/*
 * The staff screen (admins only): every member of staff, made, changed, disabled, given a new
 * password or a fresh start with two-step verification. Each change is audited in its transaction,
 * and the shop always keeps an enabled admin.
 */

type Actor = AuditActor & { id: number };

function toMember(row: StaffRow, lastSignIn: Date | undefined): StaffMember {
  return { ...toStaff(row), disabled: row.disabledAt !== null, created_at: row.createdAt.toISOString(), last_sign_in_at: lastSignIn?.toISOString() ?? null };
}

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
const audited = (row: StaffRow) => ({ ...toStaff(row), disabled: row.disabledAt !== null });

async function memberOf(db: Db, row: StaffRow): Promise<StaffMember> {
  return toMember(row, (await lastSignIns(db, row.id)).get(row.id));
}

/** Every member of staff, oldest account first, with their last sign-in when the log has one. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const [rows, signIns] = await Promise.all([db.select().from(staffUsers).orderBy(asc(staffUsers.id)), lastSignIns(db)]);
  return rows.map((row) => toMember(row, signIns.get(row.id)));
}

/** Makes an account; without a password the server makes one and answers it this once. */
export async function addStaffMember(db: Db, actor: Actor, body: StaffCreateRequest): Promise<StaffWithPassword> {
  const password = body.password ?? generateStaffPassword();
  const row = await createStaff(db, { email: body.email, name: body.name, role: body.role, language: body.language, password }, actor);
  return { staff: toMember(row, undefined), password: body.password === undefined ? password : null };
}

/** Gives a member of staff a new password (given, or made and answered once); their sign-ins end. */
export async function replaceStaffPassword(db: Db, actor: Actor, id: number, given: string | undefined): Promise<StaffWithPassword> {
  const password = given ?? generateStaffPassword();
  const row = await setStaffPassword(db, { id }, password, actor);
  return { staff: await memberOf(db, row), password: given === undefined ? password : null };
}

/** The account, locked for the change (404 `staff_not_found`). */
async function lockMember(tx: Tx, id: number): Promise<StaffRow> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'staff_not_found');
  return row;
}

/**
 * Refuses a change that would leave no enabled admin (409 `last_admin`). The enabled admins are
 * locked first, so two admins demoting each other at once cannot both pass.
 */
async function keepAnAdmin(tx: Tx, row: StaffRow, change: StaffUpdateRequest): Promise<void> {
  const losesAdmin = (change.role !== undefined && change.role !== 'admin') || change.disabled === true;
  if (row.role !== 'admin' || row.disabledAt !== null || !losesAdmin) return;
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .for('update');
  if (admins.filter((admin) => admin.id !== row.id).length === 0) throw new AppError('conflict', 'last_admin');
}

/**
 * Changes a member of staff's role and whether they are disabled. An admin cannot disable
 * themselves (409 `staff_cannot_disable_self`) and the last enabled admin stays one (409
 * `last_admin`); disabling ends every sign-in of the account.
 */
export async function updateStaffMember(db: Db, actor: Actor, id: number, change: StaffUpdateRequest): Promise<StaffMember> {
  const row = await db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    if (change.disabled === true && id === actor.id) throw new AppError('conflict', 'staff_cannot_disable_self');
    await keepAnAdmin(tx, before, change);
    const disabledAt = change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? new Date()) : null;
    const [after] = await tx
      .update(staffUsers)
      .set({ role: change.role ?? before.role, disabledAt })
      .where(eq(staffUsers.id, id))
      .returning();
    if (change.disabled === true) await closeAllStaffSessions(tx, id);
    await recordAudit(tx, actor, { action: 'staff.update', entity: 'staff', entityId: id, before: audited(before), after: audited(after!) });
    return after!;
  });
  return memberOf(db, row);
}

/**
 * Turns a member of staff's two-step verification off without a code (their authenticator is
 * lost), so they can sign in with their password and set it up again. 409 `totp_not_enabled`.
 */
export async function resetStaffTotp(db: Db, actor: Actor, id: number): Promise<StaffMember> {
  const row = await db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    if (!before.totpEnabledAt) throw new AppError('conflict', 'totp_not_enabled');
    const [after] = await tx.update(staffUsers).set({ totpEnabledAt: null, totpSecret: null, totpLastStep: null }).where(eq(staffUsers.id, id)).returning();
    await recordAudit(tx, actor, { action: 'staff.totp_reset', entity: 'staff', entityId: id, before: audited(before), after: audited(after!) });
    return after!;
  });
  return memberOf(db, row);
}
