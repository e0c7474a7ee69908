import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_DAYS, TRUSTED_DEVICES_PER_ACCOUNT } from '../../../domain/accounts/account-rules';
import type { Db } from '../../db/client';
import { trustedDevices, users } from '../../db/schema/accounts';
import { hashToken, newToken } from '../../lib/auth';
import { isHttps } from '../../lib/origin';

/** 256 random bits as 43 base64url characters: anything else in the cookie is no device token. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A browser the account has signed in with before, as its cookie names it. */
export interface TrustedDevice {
  id: number;
  userId: number;
  email: string;
}

/** The browser's device token from its cookie, when it is one. */
export function deviceToken(c: Context): string | undefined {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && DEVICE_TOKEN.test(token) ? token : undefined;
}

/** The trusted browser a token stands for (not expired), with its account's address; else null. */
export async function findTrustedDevice(db: Db, token: string | undefined): Promise<TrustedDevice | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: trustedDevices.id, userId: trustedDevices.userId, email: users.email })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), gt(trustedDevices.expiresAt, sql`now()`)));
  return row ?? null;
}

/**
 * After a successful sign-in: the browser is (still) trusted for the account. A known device gets
 * a later expiry; another gets a new token in the cookie, and the account forgets its longest
 * unused browsers beyond TRUSTED_DEVICES_PER_ACCOUNT.
 */
export async function trustDevice(c: Context, db: Db, userId: number, known: TrustedDevice | null): Promise<void> {
  const expiresAt = new Date(Date.now() + DEVICE_COOKIE_TTL_DAYS * 86_400_000);
  const options = { httpOnly: true, sameSite: 'Lax' as const, path: '/', secure: isHttps(c), expires: expiresAt };
  if (known && known.userId === userId) {
    await db.update(trustedDevices).set({ expiresAt, lastUsedAt: new Date() }).where(eq(trustedDevices.id, known.id));
    setCookie(c, DEVICE_COOKIE, deviceToken(c)!, options);
    return;
  }
  const { token, hash } = newToken();
  await db.insert(trustedDevices).values({ userId, tokenHash: hash, expiresAt });
  const kept = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id))
    .limit(TRUSTED_DEVICES_PER_ACCOUNT);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), sql`${trustedDevices.id} NOT IN (${kept})`));
  setCookie(c, DEVICE_COOKIE, token, options);
}
