import { createHash } from 'node:crypto';
import type { Db } from './client';

/** Placeholder values by name (`sql.placeholder(name)` in the statement). */
export type PlaceholderValues = Record<string, unknown>;

/** What a Drizzle query builder answers to `.prepare(name)`. */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: PlaceholderValues): Promise<Result> };
  toSQL(): { sql: string };
}

/** Names taken in this module instance: two statements under one name would fail on PostgreSQL. */
const taken = new Set<string>();

/**
 * A hot statement whose SQL is built once per database handle instead of on every call:
 * Drizzle's prepared statement, run with the values of its placeholders. Under add-to-cart load
 * building the selects' SQL was a fifth of the server's thread (`is()`, `sqlToQuery` over the same
 * column lists at every call).
 *
 * On PostgreSQL the statement is also named: each pooled connection parses it once and then only
 * binds it. The name ends in a digest of the text, so a connection that has it (from another
 * bundle of this module, or from an earlier transaction) reuses it, and a changed text (code
 * reloaded in development) is a new statement, never a clash. A transaction is a handle of its own
 * (the statement must run on its connection): built at its first use in it.
 */
export function preparedStatement<Result>(name: string, build: (db: Db) => Preparable<Result>): (db: Db, values: PlaceholderValues) => Promise<Result> {
  if (taken.has(name)) throw new Error(`preparedStatement: the name ${name} is already taken`);
  taken.add(name);
  const built = new WeakMap<Db, ReturnType<Preparable<Result>['prepare']>>();
  // Every handle builds the same text (one dialect): its digest is taken once.
  let named: string | undefined;
  return (db, values) => {
    let statement = built.get(db);
    if (!statement) {
      const query = build(db);
      named ??= `${name}-${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 10)}`;
      statement = query.prepare(named);
      built.set(db, statement);
    }
    return statement.execute(values);
  };
}
