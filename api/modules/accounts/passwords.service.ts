import { eq } from 'drizzle-orm';
import { accountFieldMessages } from '../../../domain/messages/account-messages';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { revokeUserTokens } from '../../lib/auth';
import { invalidField } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { countAttempt, throttleKeys, type ThrottleKey } from '../../lib/throttle';
import type { LinkBuilder } from '../../lib/origin';
import { consumeAccountToken, isUsableAccountToken, issueAccountTokenFor, queueAccountMail, queueVerificationMail, retireAccountTokens } from './account-mails';
import { markEmailVerified } from './auth.service';
import { findUserByEmail, sessionUser } from './users.service';

function tokenInvalid(lang: ValidationLanguage) {
  return invalidField('token', accountFieldMessages[lang].tokenInvalid);
}

/**
 * Queues a recovery link when the address has an account; the caller answers the same either way.
 * Throttled per address and per client like sign-in. Both ways do the same work in one
 * transaction — count the attempt, look the account up, issue a token, render the mail, queue it —
 * and differ only in whether the token and mail statements write their row; the counters' writes
 * make both commits flush the WAL. How long the answer takes does not tell whether the address
 * has an account. Nothing is sent during the request (the outbox worker does that). A refused
 * attempt is not counted (its transaction rolls back): the window's count is over the limit already.
 */
export async function requestRecovery(db: Db, email: string, address: string, link: LinkBuilder): Promise<void> {
  const keys = throttleKeys('recover', email, address);
  await db.transaction(async (tx) => {
    await countAttempt(tx, [keys.account, keys.address]);
    const user = await findUserByEmail(tx, email);
    const { token, issued } = await issueAccountTokenFor(tx, email, 'recover_password');
    const recipient = user ?? { email, firstName: '', language: 'nl' };
    await queueAccountMail(tx, recipient, 'recover_password', token, link, issued && user !== undefined);
  });
}

/**
 * Sets a new password with a recovery token (single use, RECOVERY_TOKEN_TTL_MINUTES) and ends every
 * sign-in of the account. The link proves the mailbox, so the address counts as verified.
 */
export async function completeRecovery(db: Db, token: string, password: string, lang: ValidationLanguage): Promise<void> {
  // No argon2 work for a token that cannot work.
  if (!(await isUsableAccountToken(db, token, 'recover_password'))) throw tokenInvalid(lang);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'recover_password');
    if (userId === undefined) throw tokenInvalid(lang);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await markEmailVerified(tx, userId);
    await revokeUserTokens(tx, userId);
  });
}

/** Changes the password of the signed-in customer: the current one must match (422 on `current_password`); other sign-ins end. */
export async function changePassword(db: Db, userId: number, tokenId: number, current: string, password: string, lang: ValidationLanguage): Promise<void> {
  const user = await sessionUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, current))) throw invalidField('current_password', accountFieldMessages[lang].currentPasswordWrong);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserTokens(tx, userId, tokenId);
  });
}

/** Verifies the address with a link's token (single use, VERIFICATION_TOKEN_TTL_HOURS). */
export async function verifyEmail(db: Db, token: string, lang: ValidationLanguage): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'verify_email');
    if (userId === undefined) throw tokenInvalid(lang);
    await markEmailVerified(tx, userId);
    await retireAccountTokens(tx, userId, 'verify_email');
  });
}

/** Resends of the verification mail a customer may ask for per throttle window. */
const RESEND_KEY = (userId: number): ThrottleKey => ({ key: `verify:account:${userId}`, limit: 5 });

/** Mails a new verification link to the signed-in customer, unless the address is verified already. */
export async function resendVerification(db: Db, userId: number, link: LinkBuilder): Promise<void> {
  const user = await sessionUser(db, userId);
  if (user.emailVerifiedAt) return;
  await countAttempt(db, [RESEND_KEY(userId)]);
  await queueVerificationMail(db, user, link);
}
