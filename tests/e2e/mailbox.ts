import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for the e2e runs: the shop under test sends its mail here (SMTP_URL in
 * playwright.config.ts), through the same nodemailer path a real shop uses, and the tests read
 * what arrived. Nothing leaves the machine.
 */
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2525);
export const MAILBOX_DIR = path.join(tmpdir(), `shop-e2e-mailbox-${MAIL_PORT}`);

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

/**
 * An SMTP server on 127.0.0.1:`port` (0: any free port; no TLS, no auth) that parses each message
 * and hands it to `onMail`. Also the API fault-injection tests' mail server (tests/api/fault-helpers.ts).
 */
export async function listenForMail(port: number, onMail: (mail: ParsedMail) => Promise<void> | void): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await onMail(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** Starts the server (Playwright globalSetup); returns the teardown. */
export async function startMailSink(): Promise<() => Promise<void>> {
  await rm(MAILBOX_DIR, { recursive: true, force: true });
  await mkdir(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = await listenForMail(MAIL_PORT, async (mail) => {
    const to = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address ?? '') ?? []).join(',');
    const record: ReceivedMail = { to, subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: Date.now() };
    await writeFile(path.join(MAILBOX_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(record));
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest mail to `to` whose subject matches, waiting up to `timeout` ms for it to arrive. */
export async function waitForMail(to: string, subject: RegExp, timeout = 10_000): Promise<ReceivedMail> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const files = (await readdir(MAILBOX_DIR).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(MAILBOX_DIR, file), 'utf8')) as ReceivedMail;
      if (mail.to.toLowerCase().split(',').includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeout} ms`);
}

/** The first shop link in a mail's text (absolute URL), e.g. the verification or recovery link. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[/]/g, '\\/')}\\S*`));
  if (!match) throw new Error(`no ${pathPart} link in: ${mail.text}`);
  return match[0];
}
