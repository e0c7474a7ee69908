import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { preparedStatement } from '../../api/db/prepared';
import { settings } from '../../api/db/schema/settings';
import { describeOnEachDatabase } from './harness';

let builds = 0;
const settingByKey = preparedStatement('test-setting-by-key', (db) => {
  builds += 1;
  return db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.key, sql.placeholder('key')));
});
const settingsByKeys = preparedStatement('test-settings-by-keys', (db) =>
  db
    .select({ key: settings.key })
    .from(settings)
    .where(sql`${settings.key} = ANY(${sql.placeholder('keys')})`)
    .orderBy(settings.key),
);

it('refuses a second statement under a name already taken', () => {
  expect(() => preparedStatement('test-setting-by-key', (db) => db.select().from(settings))).toThrow(/already taken/);
});

describeOnEachDatabase('prepared statements', (shop) => {
  it('are built once per database handle and answer each call with its own values', async () => {
    const { db } = shop().database;
    const before = builds;
    const [currency] = await settingByKey(db, { key: 'min_payment_amounts' });
    const [missing] = await settingByKey(db, { key: 'no_such_setting' });
    const [again] = await settingByKey(db, { key: 'min_payment_amounts' });
    expect(currency?.key).toBe('min_payment_amounts');
    expect(missing).toBeUndefined();
    expect(again).toEqual(currency);
    expect(builds - before).toBeLessThanOrEqual(1);
    expect((await settingsByKeys(db, { keys: ['site', 'no_such_setting', 'maintenance'] })).map((row) => row.key)).toEqual(['maintenance', 'site']);
  });

  it('run inside a transaction on its connection: they see its writes before the commit, and nothing after a rollback', async () => {
    const { db } = shop().database;
    const key = `test_prepared_${Date.now()}`;
    await db
      .transaction(async (tx) => {
        await tx.insert(settings).values({ key, value: { note: 'in the transaction' } });
        expect((await settingByKey(tx, { key })).map((row) => row.value)).toEqual([{ note: 'in the transaction' }]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    expect(await settingByKey(db, { key })).toEqual([]);
  });
});
