import { asc, eq } from 'drizzle-orm';
import { NEWSLETTER_CSV_COLUMNS, type NewsletterSubscription } from '../../contract/customers-admin';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/marketing';

/*
 * The back office's side of the newsletter: the confirmed subscribers as CSV, and an address's
 * subscription for the customers' pages, data export and erasure (api/modules/accounts).
 */

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const toSubscription = (row: SubscriptionRow): NewsletterSubscription => ({
  status: row.status as NewsletterSubscription['status'],
  language: row.language,
  source: row.source,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
});

/** The address's subscription (any status), if it ever signed up. */
export async function subscriptionOf(db: Db, email: string): Promise<NewsletterSubscription | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ? toSubscription(row) : null;
}

/**
 * An erasure's part, in the caller's transaction: the subscription row is deleted, whatever its
 * status (keeping an unsubscribed address as a block list would keep the address itself).
 */
export async function eraseSubscriptionOf(tx: Db, email: string): Promise<number> {
  return (await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })).length;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, quote or line break; a leading `=`,
 * `+`, `-`, `@` or tab/CR gets a `'` first, so a spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The confirmed subscribers as CSV (header row, CRLF lines), in the order they confirmed; and how many. */
export async function confirmedSubscribersCsv(db: Db): Promise<{ csv: string; count: number }> {
  const rows = await db
    .select({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language, confirmedAt: newsletterSubscriptions.confirmedAt, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'))
    .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.id));
  const lines = [NEWSLETTER_CSV_COLUMNS.join(','), ...rows.map((row) => [row.email, row.language, (row.confirmedAt ?? row.createdAt).toISOString()].map(csvCell).join(','))];
  return { csv: `${lines.join('\r\n')}\r\n`, count: rows.length };
}
