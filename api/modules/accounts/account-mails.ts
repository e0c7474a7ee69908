import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_TOKEN_TTL_MINUTES, VERIFICATION_TOKEN_TTL_HOURS } from '../../../domain/accounts/account-rules';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema/accounts';
import { hashToken, newToken } from '../../lib/auth';
import { sendMail } from '../../lib/mailer';
import type { LinkBuilder } from '../../lib/origin';
import { readSettings } from '../settings';
import { accountMail, type AccountMailKind } from './mail-templates';
import { userLanguage, type Tx, type UserRow } from './users.service';

const lifetimes: Record<AccountMailKind, number> = {
  verify_email: VERIFICATION_TOKEN_TTL_HOURS * 3_600_000,
  recover_password: RECOVERY_TOKEN_TTL_MINUTES * 60_000,
};

/** The storefront page each link opens (/verify/{token}, /recover-password/{token}). */
const pages: Record<AccountMailKind, string> = {
  verify_email: '/verify',
  recover_password: '/recover-password',
};

/** A new single-use link token for a user (only its hash is stored). */
export async function issueAccountToken(db: Db | Tx, userId: number, purpose: AccountMailKind): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(accountTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimes[purpose]) });
  return token;
}

const usable = (token: string, purpose: AccountMailKind) =>
  and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** Whether a link token would work now (a cheap look before costly work; using it decides). */
export async function isUsableAccountToken(db: Db, token: string, purpose: AccountMailKind): Promise<boolean> {
  const [row] = await db.select({ id: accountTokens.id }).from(accountTokens).where(usable(token, purpose));
  return Boolean(row);
}

/**
 * Uses a link token: marks it used and answers its user, or undefined when it is unknown, of
 * another purpose, used or expired. One conditional update, so a token works once even when two
 * requests race.
 */
export async function consumeAccountToken(tx: Tx, token: string, purpose: AccountMailKind): Promise<number | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Retires a user's other open tokens of a purpose (a verified address needs no second link). */
export async function retireAccountTokens(tx: Tx, userId: number, purpose: AccountMailKind): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

async function shopName(db: Db, locale: Locale): Promise<string> {
  const name = (await readSettings(db, locale)).get('company_name');
  return typeof name === 'string' && name ? name : 'Juwelier Aurum';
}

/** Mails a user a link with a token (verification or recovery), in the user's language. */
export async function sendAccountMail(db: Db, user: UserRow, kind: AccountMailKind, token: string, link: LinkBuilder): Promise<void> {
  const language = userLanguage(user);
  const content = accountMail(kind, language, {
    firstName: user.firstName,
    link: link(language, `${pages[kind]}/${token}`),
    shopName: await shopName(db, language),
  });
  await sendMail(db, { to: user.email, kind, language, ...content });
}

/** Issues a verification token and mails its link. */
export async function sendVerificationMail(db: Db, user: UserRow, link: LinkBuilder): Promise<void> {
  await sendAccountMail(db, user, 'verify_email', await issueAccountToken(db, user.id, 'verify_email'), link);
}
