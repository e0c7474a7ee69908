import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { queryRows, type Db } from '../db/client';
import { env } from './env';
import type { MailMessage } from './mailer';
import { describeError } from './safe-log';
import { loadNodemailer } from './server-packages';

/** An outbox row the worker holds. */
export interface OutboxMail extends MailMessage {
  id: number;
  attempts: number;
  created_at: Date;
}

/** Hands one message to a mail server; throws when it is refused or cannot be reached. */
export type MailTransport = (mail: OutboxMail, messageId: string) => Promise<void>;

export interface MailWorkerOptions {
  /** Milliseconds between looks at the outbox while there is nothing to do (1000). */
  interval?: number;
  /** Messages claimed and sent at once (5). */
  batch?: number;
  /**
   * Milliseconds a claim keeps a message from the other workers (2 minutes: longer than one
   * SMTP attempt may take, so a message is never sent by two at once). A worker that dies holding
   * one leaves it due again after this.
   */
  lease?: number;
  /** After this many failed attempts a message is given up (its error stays). */
  maxAttempts?: number;
  /** Sends one message; SMTP on `SMTP_URL` by default. */
  transport?: MailTransport;
  log?: Pick<Console, 'warn' | 'log'>;
}

export interface MailWorker {
  /** One pass now: claims the due messages and sends them; answers how many it claimed. */
  runOnce(): Promise<number>;
  /** Ends the loop after the pass under way. */
  stop(): Promise<void>;
}

const SEND_TIMEOUT_MS = 60_000;

/** Exponential backoff from 30 s, at most 6 hours, with ±20 % jitter so workers spread out. */
export function retryDelay(attempts: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const transports = new Map<string, Promise<Transporter>>();

/** One nodemailer transport per `SMTP_URL` (nodemailer is loaded only when SMTP is configured). */
function smtp(url: string): Promise<Transporter> {
  let pending = transports.get(url);
  if (!pending) {
    pending = Promise.resolve().then(() => loadNodemailer().createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
    transports.set(url, pending);
  }
  return pending;
}

/** SMTP on `SMTP_URL`, from `MAIL_FROM`, with a Message-ID stable per outbox row (a receiver can drop a repeat). */
const smtpTransport: MailTransport = async (mail, messageId) => {
  const { SMTP_URL: url, MAIL_FROM: from } = env();
  if (!url) throw new Error('SMTP_URL is not set');
  await (await smtp(url)).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
};

function messageIdOf(mail: OutboxMail): string {
  const domain = /@([\w.-]+)/.exec(env().MAIL_FROM)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${new Date(mail.created_at).getTime()}@${domain}>`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const millis = (ms: number) => sql`${Math.round(ms)}::int * interval '1 millisecond'`;

/**
 * Claims due messages: one statement that moves their next attempt past the lease and counts the
 * attempt. `FOR UPDATE SKIP LOCKED` lets workers in several processes claim side by side without
 * waiting on or taking each other's rows; a row another worker just claimed is no longer due.
 */
function claim(db: Db, batch: number, lease: number): Promise<OutboxMail[]> {
  return queryRows<OutboxMail>(
    db,
    sql`UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + ${millis(lease)}
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${batch}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, kind, language, attempts, created_at`,
  );
}

/** Marks a message sent; the condition keeps a message marked once. */
async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE mail_outbox SET sent_at = now(), error = NULL, next_attempt_at = NULL WHERE id = ${id} AND sent_at IS NULL`);
}

/** Records a failed attempt: due again after the backoff, or given up after `maxAttempts`. */
async function recordFailure(db: Db, mail: OutboxMail, reason: string, maxAttempts: number): Promise<void> {
  const next = mail.attempts >= maxAttempts ? sql`NULL::timestamptz` : sql`now() + ${millis(retryDelay(mail.attempts))}`;
  await db.execute(sql`UPDATE mail_outbox SET error = ${reason.slice(0, 1000)}, next_attempt_at = ${next} WHERE id = ${mail.id} AND sent_at IS NULL`);
}

/**
 * The outbox worker's pass, without a loop: claims the due messages, sends them, marks them sent
 * or records the failure. Delivery is at least once: a message goes out again only when the
 * process dies between the mail server's acceptance and the mark (the Message-ID stays the same);
 * once marked sent it is never sent again. While the database is away the ids sent but not yet
 * marked are kept, and marked first when it is back (before the lease lets another claim them).
 */
export function createMailWorker(db: Db, options: MailWorkerOptions = {}): Pick<MailWorker, 'runOnce'> {
  const { batch = 5, lease = 120_000, maxAttempts = 10, transport = smtpTransport, log = console } = options;
  const sentNotMarked = new Set<number>();

  async function deliver(mail: OutboxMail): Promise<void> {
    if (!sentNotMarked.has(mail.id)) {
      try {
        await withTimeout(transport(mail, messageIdOf(mail)), Math.min(SEND_TIMEOUT_MS, lease / 2));
      } catch (error) {
        log.warn(`[mail] ${mail.kind} #${mail.id}, attempt ${mail.attempts}, failed: ${describeError(error)}`);
        await recordFailure(db, mail, error instanceof Error ? error.message : String(error), maxAttempts);
        return;
      }
      sentNotMarked.add(mail.id);
    }
    await markSent(db, mail.id);
    sentNotMarked.delete(mail.id);
  }

  return {
    async runOnce() {
      for (const id of [...sentNotMarked]) {
        await markSent(db, id);
        sentNotMarked.delete(id);
      }
      // Without SMTP nothing is due: messages are recorded only (api/lib/mailer.ts).
      if (!options.transport && !env().SMTP_URL) return 0;
      const claimed = await claim(db, batch, lease);
      const results = await Promise.allSettled(claimed.map(deliver));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return claimed.length;
    },
  };
}

/**
 * Starts the outbox worker's loop (the server starts one per process: api/server.ts,
 * host/instrumentation.ts): a pass every `interval` while there is nothing to do, at once while
 * there is. Every instance of the shop runs one; they share the outbox through the claim.
 */
export function startMailWorker(db: Db, options: MailWorkerOptions = {}): MailWorker {
  const { interval = 1000, batch = 5, log = console } = options;
  const worker = createMailWorker(db, options);
  let failing = false;

  /** One pass, logging the first failure of a run of them and the recovery (a database away fails every pass). */
  async function guardedPass(): Promise<number> {
    try {
      const claimed = await worker.runOnce();
      if (failing) log.log('[mail] outbox worker running again');
      failing = false;
      return claimed;
    } catch (error) {
      if (!failing) log.warn(`[mail] outbox worker pass failed, retrying every ${interval} ms: ${describeError(error)}`);
      failing = true;
      return 0;
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      const claimed = await guardedPass();
      if (claimed === batch || stopped) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, interval);
        timer.unref();
      });
    }
  })();

  return {
    runOnce: worker.runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
