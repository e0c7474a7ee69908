import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Whether `db` is a transaction (one connection) rather than the pool. */
export const isTransaction = (db: Db): boolean => is(db, PgTransaction);

/**
 * Runs `fn` in a transaction: `db` itself when it already is one (its caller's, which commits or
 * rolls back everything together), else a new one. Drizzle would open a savepoint inside a
 * transaction: two more statements, of no use when any failure aborts the caller's whole work.
 */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? fn(db) : db.transaction(fn);
}
