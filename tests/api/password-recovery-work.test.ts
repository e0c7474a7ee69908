import { and, count, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { accountTokens, mailOutbox, users } from '../../api/db/schema';
import { referenceCacheListens } from '../../api/lib/reference-cache';
import { statementKind } from '../../api/lib/safe-log';
import { call, latestMail, newEmail, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements (text only, parameters never reach the hook) one recovery request runs, in order. */
async function statementsOf(shop: TestShop, email: string): Promise<string[]> {
  const seen: string[] = [];
  const stop = shop.database.observeQueries((statement) => seen.push(statement));
  try {
    const answer = await call(shop, 'PATCH', '/users/recover-password', { body: { email } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ data: { accepted: true } });
  } finally {
    stop();
  }
  return seen;
}

describeOnEachDatabase('password recovery: the same work for a known and an unknown address', (shop) => {
  it('runs the same statements in the same order either way; only the known address gets a token and a mail', async () => {
    // The throttle now and then sweeps old counters first (1 in 100): not in these requests.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const customer = await signUp(shop());
    // The settings come from the reference cache once it listens for changes; on a busy machine
    // that can take longer than the sign-up, and before it every read goes to the database.
    expect(await referenceCacheListens(shop().database.db)).toBe(true);
    // Settings and other caches warm, so neither request is the first to fill them.
    await statementsOf(shop(), newEmail('warm-up'));

    const known = await statementsOf(shop(), customer.email);
    const nobody = newEmail('nobody');
    const unknown = await statementsOf(shop(), nobody);

    expect(unknown).toEqual(known);
    // Statement kinds, without BEGIN and COMMIT (PGlite's driver sends those itself, unseen).
    const steps = known.map(statementKind).filter((kind) => kind !== 'begin' && kind !== 'commit');
    expect(steps).toEqual([
      'select cache_version_system_settings', // maintenance: the settings are in memory while their cache version stands
      'insert auth_throttle', // the address asked for (a write either way: both commits flush)
      'insert auth_throttle', // the client
      'select users',
      'insert account_tokens', // INSERT … SELECT: a row for an account, none otherwise
      'select settings', // the shop's name for the mail
      'insert mail_outbox', // INSERT … SELECT … WHERE: a row for an account, none otherwise
    ]);

    // What differs is only what the statements wrote.
    expect(await latestMail(shop(), customer.email, 'recover_password')).toBeDefined();
    expect(await latestMail(shop(), nobody, 'recover_password')).toBeUndefined();
    const [tokens] = await shop()
      .database.db.select({ n: count() })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(users.email, customer.email.toLowerCase()), eq(accountTokens.purpose, 'recover_password')));
    expect(tokens!.n).toBe(1);
    const [mails] = await shop().database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, nobody.toLowerCase()));
    expect(mails!.n).toBe(0);
  });
});
