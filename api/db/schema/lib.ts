import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Tables of the cross-cutting pieces in api/lib, which no module reads directly: sign-in sessions
 * (lib/auth.ts), attempt throttling (lib/throttle.ts) and the mail outbox (lib/mailer.ts).
 */

/**
 * A sign-in: the browser holds the random token (cookie `access_token_v1` or a bearer header),
 * the database only its SHA-256. Deleted on sign-out; useless after `expired_at`.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

/**
 * Attempts per throttle key in a fixed window (sign-in and recovery, per account and per client
 * address). A row per key; the window restarts when it has passed.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail the shop sends: the transactional outbox (api/lib/mailer.ts). A message is written in the
 * transaction of the change that causes it; the worker (api/lib/mail-worker.ts) sends those that
 * are due. `next_attempt_at`: when the worker may (next) try it, pushed ahead while one holds it
 * and after a failure (backoff); null when it is not to be sent (queued without SMTP: recorded
 * here only, read with `npm run mail:outbox`; or given up). `sent_at`: handed to the SMTP server.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What it is (verify_email, recover_password, order_confirmation …), for tests and support. */
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failed attempt's reason. */
    error: text('error'),
    /** Attempts started (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The worker's claim: unsent messages that are due, oldest first.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.nextAttemptAt} IS NOT NULL`),
  ],
);
