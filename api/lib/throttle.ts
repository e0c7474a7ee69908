import type { Context } from 'hono';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema/lib';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { AppError } from './errors';

/** The fixed window attempts are counted in. */
export const THROTTLE_WINDOW_MINUTES = 15;
/** Attempts per window: per account (e-mail address) and per client address. */
export const THROTTLE_LIMITS = { account: 5, address: 20 } as const;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** The throttle keys of one kind of attempt (`sign-in`, `recover`) by an e-mail address from a client address. */
export function throttleKeys(scope: string, email: string, address: string): { account: ThrottleKey; address: ThrottleKey } {
  return {
    account: { key: `${scope}:account:${email}`, limit: THROTTLE_LIMITS.account },
    address: { key: `${scope}:address:${address}`, limit: THROTTLE_LIMITS.address },
  };
}

/**
 * The client's address, as the server in front of the API settled it from the socket and the
 * trusted proxies (api/lib/client-address.ts): host/server/main.ts for the shop, api/server.ts for
 * the API alone. Without it (the API called some other way) every client is `unknown`, one shared
 * allowance: a forged `X-Forwarded-For` can never buy a fresh one.
 */
export function clientAddress(c: Context): string {
  return c.req.header(CLIENT_ADDRESS_HEADER)?.slice(0, 64) || 'unknown';
}

const windowLength = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);
const windowOver = sql`${sql.identifier('auth_throttle')}.${sql.identifier('window_started_at')} <= now() - ${windowLength}`;

/** Counts one attempt on a key (upsert; a window that has passed starts again at 1). */
async function count(db: Db, key: string): Promise<{ attempts: number; windowStartedAt: Date }> {
  const [row] = await db
    .insert(authThrottle)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        attempts: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${sql.identifier('auth_throttle')}.${sql.identifier('attempts')} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowOver} THEN now() ELSE ${sql.identifier('auth_throttle')}.${sql.identifier('window_started_at')} END`,
      },
    })
    .returning({ attempts: authThrottle.attempts, windowStartedAt: authThrottle.windowStartedAt });
  return row!;
}

/**
 * Counts an attempt against every key before the attempt is checked (so parallel guesses cannot
 * slip past the limit) and refuses with 429 `too_many_attempts` and Retry-After when a key is over
 * its limit. The counters live in the database, so every process shares them.
 */
export async function countAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  if (Math.random() < 0.01) await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, sql`now() - ${windowLength}`));
  let retryAfter = 0;
  for (const { key, limit } of keys) {
    const { attempts, windowStartedAt } = await count(db, key);
    if (attempts > limit) {
      const ends = windowStartedAt.getTime() + THROTTLE_WINDOW_MINUTES * 60_000;
      retryAfter = Math.max(retryAfter, Math.ceil((ends - Date.now()) / 1000), 1);
    }
  }
  if (retryAfter > 0) throw new AppError('too_many_requests', 'too_many_attempts', { headers: { 'Retry-After': String(retryAfter) } });
}

/** Forgets a key's attempts (a successful sign-in resets the account's counter). */
export async function resetAttempts(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key.key));
}

/** Takes back one counted attempt (a successful sign-in is no failed attempt of its address). */
export async function refundAttempt(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .update(authThrottle)
    .set({ attempts: sql`greatest(${authThrottle.attempts} - 1, 0)` })
    .where(eq(authThrottle.key, key.key));
}
