import { asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, authThrottle, mailOutbox } from '../db/schema/lib';
import { escapeLike } from './like';

/*
 * What api/lib keeps about a customer beyond the modules' tables: the mail outbox (every mail the
 * shop sent or queued to the address), sign-in throttle counters keyed by it, and the sign-ins
 * (access tokens). For the back office's data export and erasure of a customer
 * (api/modules/accounts/customers.admin.ts).
 */

/** The mails to the address, oldest first: what and when, never the text (links in it carry tokens). */
export async function mailsTo(db: Db, email: string) {
  const rows = await db
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, language: mailOutbox.language, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({ kind: row.kind, subject: row.subject, language: row.language, created_at: row.createdAt.toISOString(), sent_at: row.sentAt ? row.sentAt.toISOString() : null }));
}

/**
 * An erasure's part, in the caller's transaction: the outbox's messages to the address go (sent
 * ones hold names, addresses and orders; unsent ones would go to nobody who still has an account),
 * and so do throttle counters named by it (`<scope>:account:<email>`, lib/throttle.ts). Answers
 * how many messages were deleted.
 */
export async function forgetAddress(tx: Db, email: string): Promise<number> {
  const mails = await tx.delete(mailOutbox).where(eq(mailOutbox.to, email)).returning({ id: mailOutbox.id });
  await tx.delete(authThrottle).where(like(authThrottle.key, `%:account:${escapeLike(email)}`));
  return mails.length;
}

/** Ends every sign-in of the user, in the caller's transaction; answers how many there were. */
export async function endSessionsOf(tx: Db, userId: number): Promise<number> {
  return (await tx.delete(accessTokens).where(eq(accessTokens.userId, userId)).returning({ id: accessTokens.id })).length;
}
