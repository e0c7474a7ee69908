import { eq, sql } from 'drizzle-orm';
import type { SignInRequest, SignUpRequest } from '../../contract/accounts';
import type { Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { countAttempt, refundAttempt, resetAttempts, throttleKeys } from '../../lib/throttle';
import type { LinkBuilder } from '../../lib/origin';
import { queueVerificationMail } from './account-mails';
import type { TrustedDevice } from './trusted-devices.service';
import { emailTaken, findUserByEmail, isUniqueViolation, type Tx, type UserRow } from './users.service';

/**
 * Makes an account (unverified, in the request's language) and mails the verification link.
 * An address that has an account already is 422 on `email`.
 */
export async function signUp(db: Db, body: SignUpRequest, locale: Locale, lang: ValidationLanguage, link: LinkBuilder): Promise<UserRow> {
  if (await findUserByEmail(db, body.email)) throw emailTaken(lang);
  const passwordHash = await hashPassword(body.password);
  try {
    // The account and its verification mail commit together.
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone ?? null,
          language: locale,
          newsletter: body.newsletter,
        })
        .returning();
      await queueVerificationMail(tx, user!, link);
      return user!;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(lang);
    throw error;
  }
}

/**
 * Checks an e-mail address and password. Unknown address and wrong password answer the same
 * 401 `invalid_credentials` after the same argon2 work. Throttled per client address and, as
 * OWASP's device cookies have it, per account for browsers the account has not signed in with,
 * but per browser for one it has (`device`, api/modules/accounts/trusted-devices.service.ts):
 * guesses from elsewhere use up the account's shared allowance, never the owner's own. A success
 * resets the allowance it used.
 */
export async function signIn(db: Db, body: SignInRequest, address: string, device: TrustedDevice | null): Promise<UserRow> {
  const keys = throttleKeys('sign-in', body.email, address);
  const own = device && device.email.toLowerCase() === body.email.toLowerCase() ? { key: `sign-in:device:${device.id}`, limit: keys.account.limit } : null;
  const allowance = own ?? keys.account;
  await countAttempt(db, [allowance, keys.address]);
  const user = await findUserByEmail(db, body.email);
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !valid) throw new AppError('unauthorized', 'invalid_credentials');
  await resetAttempts(db, allowance);
  await refundAttempt(db, keys.address);
  return user;
}

/** Marks a user's address verified (kept when it already was). */
export async function markEmailVerified(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
