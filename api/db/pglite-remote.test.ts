import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../lib/database-errors';
import { queryRows, type Database } from './client';
import { openDatabase } from './open';

/**
 * PGlite in a worker thread answers as PGlite in this thread does: the same values, errors,
 * transactions and notifications; and a worker that dies is started again on its folder.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'pglite-remote-'));
let inline: Database;
let remote: Database;

beforeAll(async () => {
  inline = await openDatabase({ pgliteDir: 'memory' });
  remote = await openDatabase({ pgliteDir: path.join(folder, 'data'), pgliteWorker: true });
  for (const database of [inline, remote]) await database.db.execute(sql`CREATE TABLE t (id int PRIMARY KEY, note text)`);
  // Two PGlite starts (one in a worker thread): over a minute in a full CI run on a slow day.
}, 180_000);

afterAll(async () => {
  await inline?.close();
  await remote?.close();
  rmSync(folder, { recursive: true, force: true });
});

const errorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

describe('PGlite in a worker thread', () => {
  it('reads every kind of value as the in-thread driver does', async () => {
    const query = sql`SELECT now()::timestamptz(0) - now()::timestamptz(0) AS interval, '2026-11-26'::date AS day, '2026-11-26 10:00:00+00'::timestamptz AS at,
      12.50::numeric(10,2) AS amount, 9007199254740993::int8 AS big, 42 AS whole, '{"a":[1,{"b":null}]}'::jsonb AS doc, ARRAY['x','y'] AS list,
      ARRAY[1.5, 2.25]::numeric[] AS amounts, '\\x0102ff'::bytea AS bytes, true AS yes, NULL::text AS nothing, 'ü€🙂' AS text`;
    const [fromWorker] = await queryRows(remote.db, query);
    const [inThread] = await queryRows(inline.db, query);
    expect(fromWorker).toEqual(inThread);
    expect(fromWorker).toMatchObject({ day: '2026-11-26', amount: '12.50', doc: { a: [1, { b: null }] }, text: 'ü€🙂' });
  });

  it('throws PostgreSQL errors with their code, inside and outside a transaction', async () => {
    await remote.db.execute(sql`INSERT INTO t VALUES (1, 'one')`);
    const outside = await remote.db.execute(sql`INSERT INTO t VALUES (1, 'again')`).catch((error: unknown) => error);
    expect(errorCode(outside)).toBe('23505');
    const inside = await remote.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (2, 'two')`);
        await tx.execute(sql`SELECT 1 / 0`);
      })
      .catch((error: unknown) => error);
    expect(errorCode(inside)).toBe('22012');
    expect(isConnectionLost(inside)).toBe(false);
    // The failed transaction left nothing behind.
    expect(await queryRows(remote.db, sql`SELECT id FROM t ORDER BY id`)).toEqual([{ id: 1 }]);
  });

  it('commits, rolls back and keeps savepoints', async () => {
    await remote.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (10, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t VALUES (11, 'undone')`);
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO t VALUES (12, 'kept too')`);
      });
    });
    await remote.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (13, 'rolled back')`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await queryRows(remote.db, sql`SELECT id FROM t WHERE id >= 10 ORDER BY id`)).toEqual([{ id: 10 }, { id: 12 }]);
  });

  it('runs a statement outside a transaction only after the open transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = remote.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (20, 'in transaction')`);
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = queryRows<{ n: number }>(remote.db, sql`SELECT count(*)::int AS n FROM t WHERE id = 20`).then((rows) => {
      order.push('read');
      return rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['commit', 'read']);
  });

  it('delivers notifications at commit, not before, and not after a rollback', async () => {
    const heard: string[] = [];
    const stop = await remote.listen('remote_test', (payload) => heard.push(payload));
    await remote.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('remote_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await remote.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('remote_test', 'committed')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['committed']);
    await stop();
  });

  it('starts a worker that died again on its folder: calls in flight fail as a lost connection, committed rows stay, listeners hear of the gap', async () => {
    const heard: string[] = [];
    let gaps = 0;
    const stop = await remote.listen(
      'remote_test',
      (payload) => heard.push(payload),
      () => gaps++,
    );
    await remote.db.execute(sql`INSERT INTO t VALUES (30, 'before the crash')`);
    // A long statement in flight when the worker is ended, as a WebAssembly abort ends it.
    const inFlight = remote.db.execute(sql`SELECT pg_sleep(2)`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const channel = (remote.db as unknown as { $client: { channel: { worker: { terminate(): Promise<number> } } } }).$client.channel;
    await channel.worker.terminate();
    expect(isConnectionLost(await inFlight)).toBe(true);

    await expect.poll(() => gaps, { timeout: 30_000 }).toBe(1);
    expect(await queryRows(remote.db, sql`SELECT note FROM t WHERE id = 30`)).toEqual([{ note: 'before the crash' }]);
    await remote.db.execute(sql`SELECT pg_notify('remote_test', 'after the restart')`);
    await expect.poll(() => heard).toEqual(['after the restart']);
    await stop();
  }, 60_000);

  it('copies its data folder for another PGlite to start from', async () => {
    const copy = await openDatabase({ pgliteSnapshot: await remote.snapshot!(), pgliteWorker: true });
    try {
      expect(await queryRows(copy.db, sql`SELECT id FROM t ORDER BY id`)).toEqual(await queryRows(remote.db, sql`SELECT id FROM t ORDER BY id`));
    } finally {
      await copy.close();
    }
    const closed = await copy.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    expect(isConnectionLost(closed)).toBe(true);
  });
});
