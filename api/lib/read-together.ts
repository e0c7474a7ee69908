import type { Db } from '../db/client';
import { isTransaction } from './in-transaction';

/**
 * Runs independent reads side by side on the pool, and one after the other inside a transaction:
 * a transaction is one connection, where node-postgres queues overlapping queries today and
 * refuses them from pg 9 on ("Calling client.query() when the client is already executing a query").
 */
export async function readTogether<T extends readonly unknown[]>(db: Db, calls: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(calls.map((call) => call()))) as unknown as T;
  const results: unknown[] = [];
  for (const call of calls) results.push(await call());
  return results as unknown as T;
}
