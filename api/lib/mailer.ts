import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { env } from './env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is: verify_email, recover_password, … */
  kind: string;
  language: string;
}

/**
 * The one way the shop sends mail: a transactional outbox. Call it with the transaction of the
 * change the mail belongs to (the order with its confirmation, the token with its link), so both
 * commit or neither does; nothing is sent during the request. The worker (api/lib/mail-worker.ts)
 * sends what is due and retries failures.
 *
 * With `SMTP_URL` set the message is due at once. Without it the message is recorded only
 * (`next_attempt_at` null): `npm run mail:outbox` and the tests read it, and no worker sends it
 * later — "sent" means handed to an SMTP server, which a shop without one never does.
 *
 * `when` false runs the same statement and writes nothing: password recovery does the same work
 * for an unknown address as for a known one. Answers the new row's id (undefined when not written).
 */
export async function queueMail(tx: Db, message: MailMessage, when = true): Promise<number | undefined> {
  const due = env().SMTP_URL ? sql`now()` : sql`NULL::timestamptz`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO mail_outbox ("to", subject, text, html, kind, language, next_attempt_at)
        SELECT ${message.to}::text, ${message.subject}::text, ${message.text}::text, ${message.html}::text, ${message.kind}::text, ${message.language}::text, ${due}
        WHERE ${when}::boolean
        RETURNING id`,
  );
  return row?.id;
}
