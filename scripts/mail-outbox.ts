/**
 * `npm run mail:outbox`: the latest 10 mails of the shop's outbox (to, kind, subject, when, and the
 * plain text with its links), from DATABASE_URL or the PGlite folder (PGLITE_DIR, else ./data/pglite).
 *
 * One PGlite folder belongs to one process, and the running shop keeps its folder open: this script
 * reads a copy of the folder, so it never touches the shop's files.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { queryRows, targetFromEnv, type Database } from '../api/db/client';
import { openDatabase } from '../api/db/open';
import { mailOutbox } from '../api/db/schema';

const LIMIT = 10;
const target = targetFromEnv();
let copy: string | undefined;
let database: Database | undefined;

async function open(): Promise<Database> {
  if (target.url) return openDatabase(target);
  const folder = path.resolve(target.pgliteDir ?? 'data/pglite');
  if (!existsSync(folder)) {
    console.error(`There is no PGlite folder at ${folder} yet: start the shop once, or set DATABASE_URL.`);
    process.exit(1);
  }
  copy = mkdtempSync(path.join(tmpdir(), 'mail-outbox-'));
  cpSync(folder, path.join(copy, 'pglite'), { recursive: true });
  const shown = path.relative(process.cwd(), folder);
  console.log(`Reading a copy of ${shown && !shown.startsWith('..') ? shown : folder} (the running shop keeps the folder itself open).`);
  return openDatabase({ pgliteDir: path.join(copy, 'pglite') });
}

try {
  try {
    database = await open();
  } catch (error) {
    const where = target.url ? 'the database at DATABASE_URL' : `the PGlite folder ${target.pgliteDir}`;
    console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    if (!target.url) console.error('The running shop may hold it open mid-write: try again, stop the shop, or run the shop on PostgreSQL (DATABASE_URL).');
    process.exitCode = 1;
  }
  const [table] = database ? await queryRows<{ name: string | null }>(database.db, sql`SELECT to_regclass('public.mail_outbox')::text AS name`) : [];
  if (database && !table?.name) {
    console.error('This database has no mail outbox yet: run `npm run db:migrate` (or start the shop) first.');
    process.exitCode = 1;
  } else if (database) {
    const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(LIMIT);
    console.log(rows.length === 0 ? 'The outbox is empty.' : `The latest ${rows.length} mails, newest last:\n`);
    for (const row of rows.reverse()) {
      const status = row.sentAt
        ? `sent ${row.sentAt.toISOString()}`
        : !row.nextAttemptAt
          ? row.error
            ? `given up after ${row.attempts} attempts: ${row.error}`
            : 'recorded only (written without SMTP_URL: never sent)'
          : row.error
            ? `attempt ${row.attempts} failed: ${row.error}; next attempt ${row.nextAttemptAt.toISOString()}`
            : `waiting for the mail worker (due ${row.nextAttemptAt.toISOString()})`;
      console.log(`#${row.id}  ${row.createdAt.toISOString()}  ${row.kind} (${row.language})  ${status}`);
      console.log(`To:      ${row.to}`);
      console.log(`Subject: ${row.subject}\n`);
      console.log(row.text.trimEnd().replace(/^(?=.)/gm, '    '));
      console.log(`\n${'-'.repeat(72)}`);
    }
  }
} catch (error) {
  console.error(`Reading the outbox failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database?.close().catch(() => undefined);
  if (copy) rmSync(copy, { recursive: true, force: true });
}
