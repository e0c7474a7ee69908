import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/lib';
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

const transports = new Map<string, Promise<Transporter>>();

/** One SMTP transport per `SMTP_URL` (nodemailer, loaded only when SMTP is configured). */
function transport(url: string): Promise<Transporter> {
  let pending = transports.get(url);
  if (!pending) {
    pending = import('nodemailer').then(({ createTransport }) => createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
    transports.set(url, pending);
  }
  return pending;
}

/** Sends one outbox row over SMTP and records `sent_at` or `error` on it; never throws. */
async function deliver(db: Db, id: number, message: MailMessage, url: string): Promise<void> {
  try {
    const from = env().MAIL_FROM;
    const smtp = await transport(url);
    await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[mail] sending ${message.kind} #${id} failed: ${reason}`);
    await db
      .update(mailOutbox)
      .set({ error: reason.slice(0, 1000) })
      .where(eq(mailOutbox.id, id))
      .catch(() => undefined);
  }
}

/**
 * The one way the shop sends mail. Every message is written to `mail_outbox` (read it with
 * `npm run mail:outbox`); with `SMTP_URL` set it also goes out over SMTP after the answer, so a slow
 * or failing mail server neither delays nor fails the request. `delivered` settles when that is done.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<{ id: number; delivered: Promise<void> }> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  const id = row!.id;
  const url = env().SMTP_URL;
  return { id, delivered: url ? deliver(db, id, message, url) : Promise.resolve() };
}
