import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../api/db/setup';
import { PG_SERVER, postgresReachable, testDatabase } from './postgres-server';

/** The sessions open on one database, seen from the server. */
async function sessionsOn(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    const result = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    return result.rows[0]!.n;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!(await postgresReachable()))('closing a PostgreSQL database', () => {
  const own = testDatabase('shop_close');

  afterAll(async () => {
    await own.drop();
  });

  it('ends the pool and every LISTEN connection, so nothing stays connected (or reconnects) after close', async () => {
    await own.create();
    const database = await prepareDatabase({ url: own.url() }, { seed: false });
    await database.listen('close_test_a', () => undefined);
    await database.listen('close_test_b', () => undefined);
    await database.db.execute('SELECT 1');
    expect(await sessionsOn(own.name)).toBeGreaterThanOrEqual(3);

    await database.close();
    // A lost LISTEN connection is made again after 500 ms: wait past that as well.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await sessionsOn(own.name)).toBe(0);
  });
});
