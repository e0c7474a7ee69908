import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_TOKEN_TTL_MINUTES, VERIFICATION_TOKEN_TTL_HOURS } from '../../../domain/accounts/account-rules';
import { queryRows, type Db } from '../../db/client';
import { accountTokens, users } from '../../db/schema/accounts';
import { hashToken, newToken } from '../../lib/auth';
import { queueMail } from '../../lib/mailer';
import type { LinkBuilder } from '../../lib/origin';
import { shopInfo } from '../settings';
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

/**
 * A new link token for the account of an address, if there is one: one statement (INSERT … SELECT
 * from users by address) that writes a row or none, so an unknown address runs the same work as a
 * known one. `issued` says whether it wrote.
 */
export async function issueAccountTokenFor(tx: Tx, email: string, purpose: AccountMailKind): Promise<{ token: string; issued: boolean }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + lifetimes[purpose]);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${accountTokens} (user_id, purpose, token_hash, expires_at)
        SELECT ${users.id}, ${purpose}::text, ${hash}::text, ${expiresAt.toISOString()}::timestamptz FROM ${users} WHERE ${users.email} = ${email.trim().toLowerCase()}
        RETURNING id`,
  );
  return { token, issued: rows.length > 0 };
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

async function shopName(db: Db): Promise<string> {
  return (await shopInfo(db)).name;
}

/**
 * Queues a mail with a token's link (verification or recovery) in the user's language, in the
 * transaction that issued the token. `when` false renders and runs the same insert, writing nothing.
 */
export async function queueAccountMail(
  tx: Tx,
  user: Pick<UserRow, 'email' | 'firstName' | 'language'>,
  kind: AccountMailKind,
  token: string,
  link: LinkBuilder,
  when = true,
): Promise<void> {
  const language = userLanguage(user);
  const content = accountMail(kind, language, {
    firstName: user.firstName,
    link: link(language, `${pages[kind]}/${token}`),
    shopName: await shopName(tx),
  });
  await queueMail(tx, { to: user.email, kind, language, ...content }, when);
}

/** Issues a verification token and queues its link, together (a savepoint when `db` is a transaction already). */
export async function queueVerificationMail(db: Db | Tx, user: UserRow, link: LinkBuilder): Promise<void> {
  await db.transaction(async (tx) => queueAccountMail(tx, user, 'verify_email', await issueAccountToken(tx, user.id, 'verify_email'), link));
}
