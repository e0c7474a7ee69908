import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database, type Db } from '../../api/db/client';
import { mailOutbox } from '../../api/db/schema';
import { prepareDatabase } from '../../api/db/setup';
import { queueMail, type MailMessage } from '../../api/lib/mailer';
import { createMailWorker, retryDelay, type MailTransport, type OutboxMail } from '../../api/lib/mail-worker';
import { describeOnEachDatabase } from './harness';
import { postgresReachable, testDatabase } from './postgres-server';

const savedSmtp = process.env.SMTP_URL;
afterEach(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
});

let serial = 0;
const message = (tag: string): MailMessage => ({ to: `${tag}.${++serial}.${randomBytes(3).toString('hex')}@example.nl`, subject: `Test ${tag}`, text: 'Hallo', html: '<p>Hallo</p>', kind: 'test_mail', language: 'nl' });
const rowOf = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
/** Queues a message that is due now, as with SMTP configured (without setting SMTP_URL, which the suite's own worker would act on). */
async function queueDue(db: Db, tag: string): Promise<number> {
  const id = (await queueMail(db, message(tag)))!;
  await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
  return id;
}
/** A transport that records what it was handed, or fails. */
function recorder(fail = false) {
  const sent: { id: number; messageId: string }[] = [];
  const transport: MailTransport = async (mail: OutboxMail, messageId: string) => {
    if (fail) throw Object.assign(new Error(`550 mailbox unavailable: <${mail.to}>`), { code: 'EENVELOPE', responseCode: 550 });
    sent.push({ id: mail.id, messageId });
  };
  return { sent, transport };
}
const quiet = { warn: () => undefined, log: () => undefined };

describeOnEachDatabase('mail outbox and its worker', (shop) => {
  it('writes a mail with the transaction it belongs to: a rolled-back change leaves no mail', async () => {
    const db = shop().database.db;
    const kept = message('kept');
    const dropped = message('dropped');
    await db.transaction(async (tx) => {
      await queueMail(tx, kept);
    });
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, dropped);
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const rows = await queryRows<{ to: string }>(db, sql`SELECT "to" FROM mail_outbox WHERE "to" IN (${kept.to}, ${dropped.to})`);
    expect(rows.map((row) => row.to)).toEqual([kept.to]);
  });

  it('makes a mail due only when SMTP is configured; without, it is recorded and never sent', async () => {
    const db = shop().database.db;
    // Read inside a transaction that is rolled back, so no worker sees the due row.
    await db
      .transaction(async (tx) => {
        process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
        const row = await rowOf(tx, (await queueMail(tx, message('due')))!);
        expect(row).toMatchObject({ attempts: 0, sentAt: null, error: null });
        expect(row.nextAttemptAt).toBeInstanceOf(Date);
        tx.rollback();
      })
      .catch(() => undefined);
    delete process.env.SMTP_URL;
    const recorded = (await queueMail(db, message('recorded')))!;
    expect(await rowOf(db, recorded)).toMatchObject({ nextAttemptAt: null, sentAt: null, attempts: 0 });
    const { sent, transport } = recorder();
    const worker = createMailWorker(db, { transport, log: quiet });
    await worker.runOnce();
    expect(sent.map((mail) => mail.id)).not.toContain(recorded);
  });

  it('sends a due mail once with a stable Message-ID, marks it sent, and never sends it again', async () => {
    const db = shop().database.db;
    const id = await queueDue(db, 'once');
    const { sent, transport } = recorder();
    // Passes of its own (the suite's worker has nothing due without SMTP_URL).
    const worker = createMailWorker(db, { transport, log: quiet });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(sent.filter((mail) => mail.id === id)).toEqual([{ id, messageId: `<outbox-${id}-${row.createdAt.getTime()}@localhost>` }]);
    // Marked sent: never claimed again, even when its next attempt is set by hand.
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
    await worker.runOnce();
    expect(sent.filter((mail) => mail.id === id)).toHaveLength(1);
  });

  it('retries a failed mail with exponential backoff, keeps the reason, and gives up after the last attempt', async () => {
    const db = shop().database.db;
    const id = await queueDue(db, 'failing');
    const { transport } = recorder(true);
    const warnings: string[] = [];
    const worker = createMailWorker(db, { transport, maxAttempts: 3, log: { warn: (line: string) => warnings.push(line), log: () => undefined } });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await worker.runOnce();
      const row = await rowOf(db, id);
      expect(row.attempts).toBe(attempt);
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/550 mailbox unavailable/);
      if (attempt < 3) {
        delays.push(row.nextAttemptAt!.getTime() - before);
        await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
      } else expect(row.nextAttemptAt).toBeNull();
    }
    // 30 s, then 60 s (±20 %).
    expect(delays[0]).toBeGreaterThan(23_000);
    expect(delays[0]).toBeLessThan(37_000);
    expect(delays[1]).toBeGreaterThan(47_000);
    expect(delays[1]).toBeLessThan(73_000);
    // The log names the mail and the failure's kind, not the address.
    expect(warnings.filter((line) => line.includes(`#${id}`))).toHaveLength(3);
    expect(warnings.join('\n')).not.toContain('@example.nl');
  });

  it('backs off from 30 seconds to at most 6 hours', () => {
    expect(retryDelay(1)).toBeGreaterThanOrEqual(24_000);
    expect(retryDelay(1)).toBeLessThanOrEqual(36_000);
    expect(retryDelay(4)).toBeGreaterThanOrEqual(192_000);
    expect(retryDelay(30)).toBeLessThanOrEqual(6 * 3_600_000 * 1.2);
  });
});

describe.skipIf(!(await postgresReachable()))('mail outbox: workers in several processes', () => {
  const own = testDatabase('shop_outbox');
  const databases: Database[] = [];

  beforeAll(async () => {
    await own.create();
    // Three pools on one database: three shop instances.
    for (let i = 0; i < 3; i++) databases.push(await prepareDatabase({ url: own.url() }));
  });

  afterAll(async () => {
    for (const database of databases) await database.close();
    await own.drop();
  });

  it('claims each due mail once across workers (FOR UPDATE SKIP LOCKED): every mail sent exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await queueDue(databases[0]!.db, 'parallel'));
    const recorders = databases.map(() => recorder());
    const workers = databases.map((database, i) => createMailWorker(database.db, { transport: recorders[i]!.transport, batch: 4, log: quiet }));
    // Each worker passes as fast as it can until nothing is due.
    await Promise.all(
      workers.map(async (worker) => {
        while ((await worker.runOnce()) > 0) {
          // on to the next batch
        }
      }),
    );
    const sent = recorders.flatMap((r) => r.sent.map((mail) => mail.id)).filter((id) => ids.includes(id));
    expect(sent.sort((a, b) => a - b)).toEqual(ids);
    expect(recorders.filter((r) => r.sent.length > 0).length).toBeGreaterThan(1);
    const [unsent] = await queryRows<{ n: number }>(databases[0]!.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'test_mail' AND sent_at IS NULL`);
    expect(unsent!.n).toBe(0);
  });
});
