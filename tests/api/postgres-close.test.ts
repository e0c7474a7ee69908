import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../../api/db/setup';
import { adminQuery, PG_SERVER, postgresReachable } from './postgres-server';

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
  const name = `shop_close_${randomBytes(6).toString('hex')}`;

  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('ends the pool and every LISTEN connection, so nothing stays connected (or reconnects) after close', async () => {
    const template = inject('postgresTemplate');
    if (template) await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    const database = await prepareDatabase({ url: url.toString() }, { seed: false });
    await database.listen('close_test_a', () => undefined);
    await database.listen('close_test_b', () => undefined);
    await database.db.execute('SELECT 1');
    expect(await sessionsOn(name)).toBeGreaterThanOrEqual(3);

    await database.close();
    // A lost LISTEN connection is made again after 500 ms: wait past that as well.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await sessionsOn(name)).toBe(0);
  });
});
