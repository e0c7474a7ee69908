import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq, lte } from 'drizzle-orm';
import { roleMayUse, STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE, STAFF_SESSION_HOURS, type StaffArea, type StaffRole } from '../../../domain/staff/staff-rules';
import type { Db } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema/staff';
import { hashToken, isTokenShaped, newToken, requireOwnOriginForChanges } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { ApiEnv } from '../../lib/openapi';
import { isHttps } from '../../lib/origin';
import type { Tx } from './audit';

/** The member of staff a request is made by. */
export interface StaffActor {
  id: number;
  email: string;
  role: StaffRole;
  sessionId: number;
}

declare module '../../lib/openapi' {
  interface ApiVariables {
    /** The signed-in member of staff on `/admin/*` (null when signed out). */
    staff: StaffActor | null;
  }
}

/** Starts a staff sign-in: a random token for the cookie, its hash in the database. */
export async function openStaffSession(db: Db, staffId: number): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000);
  const [row] = await db.insert(staffSessions).values({ staffId, tokenHash: hash, expiresAt }).returning({ id: staffSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export async function closeStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every sign-in of a member of staff (sign out everywhere; a password change; a disabled account). */
export async function closeAllStaffSessions(db: Db | Tx, staffId: number): Promise<number> {
  const closed = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ id: staffSessions.id });
  return closed.length;
}

async function findActor(db: Db, token: string): Promise<StaffActor | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, expiresAt: staffSessions.expiresAt, id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, disabledAt: staffUsers.disabledAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, hashToken(token)));
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(staffSessions).where(and(eq(staffSessions.id, row.sessionId), lte(staffSessions.expiresAt, new Date())));
    return null;
  }
  if (row.disabledAt) return null;
  return { id: row.id, email: row.email, role: row.role as StaffRole, sessionId: row.sessionId };
}

/**
 * Resolves the member of staff from the `staff_session_v1` cookie (the customer's cookie and bearer
 * tokens never count here). Every change must come from the shop's own origin (`Origin`, else
 * `Referer`), signed in or not: otherwise 403 `cross_origin`. Answers are private and not indexed.
 */
export const authenticateStaff: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireOwnOriginForChanges(c);
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  c.set('staff', token ? await findActor(c.var.db, token) : null);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  await next();
};

/**
 * The signed-in member of staff allowed in `area`: 401 `unauthenticated` when signed out, 403
 * `role_not_allowed` when their role may not use it.
 */
export function requireStaff(c: Context<ApiEnv>, area?: StaffArea): StaffActor {
  const actor = c.get('staff');
  if (!actor) throw new AppError('unauthorized', 'unauthenticated');
  if (area && !roleMayUse(actor.role, area)) throw new AppError('not_allowed', 'role_not_allowed');
  return actor;
}

/**
 * The session cookie: HttpOnly, SameSite=Strict, Secure over https, for the sign-in's lifetime, and
 * scoped to the back office (`Path=/admin`: its screens, and its API as the host mounts it at
 * `/admin/api/*`), so the storefront's pages and calls never carry it.
 */
export function setStaffCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, STAFF_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: STAFF_COOKIE_PATH, secure: isHttps(c), expires: expiresAt });
}

export function clearStaffCookie(c: Context): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, { httpOnly: true, sameSite: 'Strict', path: STAFF_COOKIE_PATH, secure: isHttps(c) });
}
