import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, TOTP_DIGITS, TOTP_PERIOD_SECONDS, type StaffRole } from '../../../domain/staff/staff-rules';
import type { Staff, StaffSignInRequest, TotpSetup } from '../../contract/staff';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema/staff';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import { AppError, invalidField } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { countAttempt, refundAttempt, resetAttempts, type ThrottleKey } from '../../lib/throttle';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from './audit';
import { closeAllStaffSessions } from './sessions';

export type StaffRow = typeof staffUsers.$inferSelect;

export function toStaff(row: StaffRow): Staff {
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, language: row.language === 'en' ? 'en' : 'nl', totp_enabled: row.totpEnabledAt !== null };
}

/** A staff password's problem, or null when it will do. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return `at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** A strong password the server makes when none is given (CLI and staff screen): 144 random bits. */
export function generateStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

function checkStaffPassword(password: string): void {
  const problem = staffPasswordProblem(password);
  if (problem) throw new AppError('invalid_data', 'validation_failed', { fields: { password: problem } });
}

/**
 * Makes a staff account (the CLI `npm run staff -- create`, the staff screen, the demo seed). The
 * e-mail address is stored lower-cased; an address that has an account is refused (409
 * `staff_exists`, also when two requests race: the unique index decides). `name` defaults to the
 * address's local part.
 */
export async function createStaff(
  db: Db,
  input: { email: string; name?: string; role: StaffRole; password: string; language?: 'nl' | 'en' },
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<StaffRow> {
  checkStaffPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name?.trim() || email.split('@')[0]!, role: input.role, passwordHash, language: input.language ?? 'nl' })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning();
    if (!row) throw new AppError('conflict', 'staff_exists');
    await recordAudit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: row.id, after: toStaff(row) });
    return row;
  });
}

/**
 * Sets a new password (the CLI by e-mail address, the staff screen by id); every sign-in of the
 * account ends with it, in one transaction with the audit entry (which never holds the password).
 */
export async function setStaffPassword(db: Db, target: { email: string } | { id: number }, password: string, actor: AuditActor = SYSTEM_ACTOR): Promise<StaffRow> {
  checkStaffPassword(password);
  const passwordHash = await hashPassword(password);
  const where = 'id' in target ? eq(staffUsers.id, target.id) : eq(staffUsers.email, target.email.trim().toLowerCase());
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffUsers).set({ passwordHash }).where(where).returning();
    if (!row) throw new AppError('not_found', 'staff_not_found');
    const sessions = await closeAllStaffSessions(tx, row.id);
    await recordAudit(tx, actor, { action: 'staff.password', entity: 'staff', entityId: row.id, after: { sessions_closed: sessions } });
    return row;
  });
}

/** A member of staff's e-mail address (for "last changed by"), or null when the account is gone. */
export async function staffEmail(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.email ?? null;
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/**
 * The throttle of staff sign-ins. Failed attempts count per account from one client address (5),
 * per client address (20) and per account from anywhere (100) in 15 minutes: a guesser is stopped
 * after 5 tries, and the owner signing in from their own address is not locked out by guesses from
 * elsewhere until a wide, distributed attack (and TOTP is the defence against that).
 */
function staffThrottleKeys(email: string, address: string): ThrottleKey[] {
  return [
    { key: `staff-sign-in:account-address:${email}:${address}`, limit: 5 },
    { key: `staff-sign-in:address:${address}`, limit: 20 },
    { key: `staff-sign-in:account:${email}`, limit: 100 },
  ];
}

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: 'Juwelier back office', label: email, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/**
 * Uses up a code's time step: stored only when it is later than the last step used, in the same
 * statement that checks it, so two requests with one code cannot both pass. False: a replay.
 */
async function claimStep(db: Db, staffId: number, step: number, set: Partial<typeof staffUsers.$inferInsert> = {}): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set({ ...set, totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning();
  return row;
}

/** The time step a code belongs to (±1 step for clock drift), or null when it is wrong or used before. */
function acceptedStep(row: StaffRow, code: string, now = Date.now()): number | null {
  if (!row.totpSecret) return null;
  const delta = totpFor(row.totpSecret, row.email).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  // A code is good once: a step at or before the last one used is a replay.
  if (row.totpLastStep !== null && step <= row.totpLastStep) return null;
  return step;
}

/**
 * Checks e-mail, password and (when the account has it on) the TOTP code. A wrong address,
 * password or code is the same 401 `invalid_credentials`; a right password without the code the
 * account needs is 401 `totp_required`. A disabled account cannot sign in.
 */
export async function signInStaff(db: Db, body: StaffSignInRequest, address: string): Promise<StaffRow> {
  const keys = staffThrottleKeys(body.email, address);
  await countAttempt(db, keys);
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, body.email));
  const valid = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !valid || row.disabledAt) throw new AppError('unauthorized', 'invalid_credentials');
  if (row.totpEnabledAt) {
    if (!body.code) {
      // Not a failed guess: the password was right.
      await refundAttempt(db, keys[0]!);
      throw new AppError('unauthorized', 'totp_required');
    }
    const step = acceptedStep(row, body.code);
    if (step === null || !(await claimStep(db, row.id, step))) throw new AppError('unauthorized', 'invalid_credentials');
  }
  await resetAttempts(db, keys[0]!);
  await refundAttempt(db, keys[1]!);
  await refundAttempt(db, keys[2]!);
  return row;
}

const wrongCode = (lang: ValidationLanguage) => invalidField('code', formatMessage(validationMessages[lang].invalid, { field: 'Code' }));

/** Starts setting up the second factor: a new secret (not yet in force) and its otpauth:// URI to scan. */
export async function startTotpSetup(db: Db, actor: AuditActor & { id: number }): Promise<TotpSetup> {
  const row = await findStaff(db, actor.id);
  if (!row) throw new AppError('unauthorized', 'unauthenticated');
  if (row.totpEnabledAt) throw new AppError('conflict', 'totp_already_enabled');
  const secret = new Secret({ size: 20 }).base32;
  await db.update(staffUsers).set({ totpSecret: secret, totpLastStep: null }).where(eq(staffUsers.id, row.id));
  const uri = totpFor(secret, row.email).toString();
  // SVG paths only (no script, no style attribute): fine under the back office's CSP as an image.
  return { secret, uri, qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M' }) };
}

/** Puts the second factor in force once a code from the app proves the secret was scanned. */
export async function confirmTotp(db: Db, actor: AuditActor & { id: number }, code: string, lang: ValidationLanguage): Promise<StaffRow> {
  const row = await findStaff(db, actor.id);
  if (!row?.totpSecret) throw new AppError('conflict', 'totp_not_started');
  if (row.totpEnabledAt) throw new AppError('conflict', 'totp_already_enabled');
  const step = acceptedStep(row, code);
  const updated = step === null ? undefined : await claimStep(db, row.id, step, { totpEnabledAt: new Date() });
  if (!updated) throw wrongCode(lang);
  await recordAudit(db, actor, { action: 'staff.totp_enable', entity: 'staff', entityId: row.id });
  return updated;
}

/** Turns the second factor off, with a current code. */
export async function disableTotp(db: Db, actor: AuditActor & { id: number }, code: string, lang: ValidationLanguage): Promise<StaffRow> {
  const row = await findStaff(db, actor.id);
  if (!row?.totpEnabledAt) throw new AppError('conflict', 'totp_not_enabled');
  if (acceptedStep(row, code) === null) throw wrongCode(lang);
  const [updated] = await db.update(staffUsers).set({ totpEnabledAt: null, totpSecret: null, totpLastStep: null }).where(eq(staffUsers.id, row.id)).returning();
  await recordAudit(db, actor, { action: 'staff.totp_disable', entity: 'staff', entityId: row.id });
  return updated!;
}
