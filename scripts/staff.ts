/**
 * Staff accounts of the back office (README.md "The back office"):
 *
 *   npm run staff -- create --email ann@shop.nl --role merchandiser [--name "Ann de Vries"]
 *   npm run staff -- password --email ann@shop.nl
 *   npm run staff -- list
 *
 * The password comes from STAFF_PASSWORD, else it is asked for (not echoed), else (no terminal) one
 * is generated and printed once. Roles: admin, merchandiser, fulfilment. Uses DATABASE_URL when set,
 * else the embedded PGlite in ./data/pglite (stop the shop first: one PGlite folder, one process).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { staffRoles, type StaffRole } from '../domain/staff/staff-rules';
import { targetFromEnv } from '../api/db/client';
import { openDatabase } from '../api/db/open';
import { migrateDatabase } from '../api/db/setup';
import { staffUsers } from '../api/db/schema';
import { AppError } from '../api/lib/errors';
import { createStaff, generateStaffPassword, setStaffPassword, staffPasswordProblem } from '../api/modules/staff';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const usage = 'usage: npm run staff -- create --email <address> --role <admin|merchandiser|fulfilment> [--name <name>] | password --email <address> | list';

function fail(message: string): never {
  console.error(`[staff] ${message}`);
  process.exit(1);
}

/** Asks for a password without echoing it. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function password(): Promise<{ value: string; generated: boolean }> {
  if (process.env.STAFF_PASSWORD) return { value: process.env.STAFF_PASSWORD, generated: false };
  if (process.stdin.isTTY) {
    const first = await ask('Password (at least 12 characters): ');
    const problem = staffPasswordProblem(first);
    if (problem) fail(`the password needs ${problem}`);
    if ((await ask('Again: ')) !== first) fail('the passwords differ');
    return { value: first, generated: false };
  }
  return { value: generateStaffPassword(), generated: true };
}

if (!command || !['create', 'password', 'list'].includes(command)) fail(usage);
const database = await openDatabase(targetFromEnv());
try {
  await migrateDatabase(database);
  if (command === 'list') {
    const rows = await database.db.select().from(staffUsers).orderBy(asc(staffUsers.id));
    for (const row of rows) console.log(`${row.id}\t${row.role}\t${row.email}\t${row.name}${row.totpEnabledAt ? '\tTOTP' : ''}${row.disabledAt ? '\tdisabled' : ''}`);
    if (rows.length === 0) console.log('[staff] no staff accounts yet');
  } else {
    const email = option('email');
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail(`--email takes an e-mail address\n${usage}`);
    if (command === 'create') {
      const role = option('role');
      if (!role || !(staffRoles as readonly string[]).includes(role)) fail(`--role takes one of ${staffRoles.join(', ')}\n${usage}`);
      const secret = await password();
      const row = await createStaff(database.db, { email, name: option('name'), role: role as StaffRole, password: secret.value });
      console.log(`[staff] made ${row.role} ${row.email} (id ${row.id}); sign in at /admin`);
      if (secret.generated) console.log(`[staff] password (shown once): ${secret.value}`);
    } else {
      const secret = await password();
      const row = await setStaffPassword(database.db, { email }, secret.value);
      console.log(`[staff] new password for ${row.email}`);
      if (secret.generated) console.log(`[staff] password (shown once): ${secret.value}`);
    }
  }
} catch (error) {
  if (error instanceof AppError) fail(error.fields ? `${error.code}: ${Object.entries(error.fields).map(([field, text]) => `${field} ${text}`).join('; ')}` : error.code);
  throw error;
} finally {
  await database.close();
}
