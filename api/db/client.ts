import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { env, type Env } from '../lib/env';

export type Schema = typeof schema;
/** The query builder both drivers share (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for start-up logs: a folder, `memory`, or a URL without password. */
  location: string;
  close(): Promise<void>;
  /** Runs `fn` while holding a cross-process lock (a PostgreSQL advisory lock on one session). */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a tarball, to start another PGlite from (`pgliteSnapshot`). */
  snapshot?(): Promise<Blob>;
  /**
   * Calls `listener` with each statement's text as it runs (never its parameters), until the
   * returned function is called: tests compare the work two paths do. Nothing is logged.
   */
  observeQueries(listener: (statement: string) => void): () => void;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (delivered at commit), until the
   * returned function is called. On PostgreSQL a connection of its own listens and reconnects by
   * itself; `onGap` is called after each reconnect (what was sent meanwhile is lost), and after
   * PGlite's worker thread was started again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The SQL migrations folder. Found from the working directory (the repository root, or host/
 * under Next), because bundlers rewrite module-relative URLs.
 */
export function migrationsFolder(): string {
  const candidates = [env().MIGRATIONS_DIR, 'api/db/migrations', '../api/db/migrations']
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.resolve(/* turbopackIgnore: true */ dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found (looked in ${candidates.join(', ')}); set MIGRATIONS_DIR`);
  return found;
}

/** `memory` (tests), a folder for PGlite, or a postgres:// URL. */
export interface DatabaseTarget {
  url?: string;
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this copy of another's data folder (`Database.snapshot`): the
   * API tests migrate and seed once and start each suite from the copy.
   */
  pgliteSnapshot?: Blob;
  /**
   * Runs PGlite in a worker thread (api/db/pglite-worker.ts), so its WebAssembly work and the
   * server's rendering use a core each (the servers' default; the API tests run both ways).
   */
  pgliteWorker?: boolean;
}

export function targetFromEnv(source: Pick<Partial<Env>, 'DATABASE_URL' | 'PGLITE_DIR' | 'PGLITE_THREAD'> = env()): DatabaseTarget {
  if (source.DATABASE_URL) return { url: source.DATABASE_URL };
  return { pgliteDir: source.PGLITE_DIR ?? path.join(process.cwd(), 'data', 'pglite'), pgliteWorker: source.PGLITE_THREAD !== 'inline' };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
