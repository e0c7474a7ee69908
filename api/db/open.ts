import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import * as schema from './schema';
import { redactUrl, type Database, type DatabaseTarget, type Db } from './client';
import { env } from '../lib/env';

/**
 * Opening a database: the drivers (node-postgres, PGlite) and Drizzle's adapters for them. Only the
 * process's entry (api/db/setup.ts, scripts, tests) imports this module, never Next's bundle: a
 * driver imported there is an ESM external, which Turbopack loads as an async module, and one async
 * module anywhere in the app's graph puts Turbopack's top-level-await runtime into every page's
 * first-load JS. The bundle reaches the open database through api/db/process-database.ts.
 */

/**
 * Drizzle's logger slot, used as a hook rather than a log: statements go to the listeners a test
 * added, and parameters nowhere (a logged parameter is a customer's e-mail or address).
 */
class QueryObserver implements Logger {
  private readonly listeners = new Set<(statement: string) => void>();
  add(listener: (statement: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  logQuery(query: string): void {
    for (const listener of this.listeners) listener(query);
  }
}

/** Creates the database named in a postgres URL when the server does not have it yet. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        // Another process created it at the same moment.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/** Opens a database connection (no migration). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.url) {
    await ensurePostgresDatabase(target.url);
    const { createPostgresPool } = await import('./postgres-pool');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = createPostgresPool(target.url, env().DATABASE_POOL_MAX);
    const observer = new QueryObserver();
    // Each LISTEN has a connection of its own, outside the pool: closing the database ends them too.
    const listeners = new Set<() => Promise<void>>();
    return {
      db: drizzle(pool, { schema, logger: observer }),
      kind: 'postgres',
      observeQueries: (listener) => observer.add(listener),
      location: redactUrl(target.url),
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      async listen(channel, onMessage, onGap) {
        const stopListening = await listenOnPostgres(target.url!, channel, onMessage, onGap);
        const stop = async () => {
          listeners.delete(stop);
          await stopListening();
        };
        listeners.add(stop);
        return stop;
      },
      async exclusive(key, fn) {
        const session = await pool.connect();
        try {
          await session.query('SELECT pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
          session.release();
        }
      },
    };
  }
  const dir = target.pgliteDir ?? 'memory';
  const location = dir === 'memory' ? 'memory' : path.relative(/* turbopackIgnore: true */ process.cwd(), path.resolve(/* turbopackIgnore: true */ dir)) || dir;
  const observer = new QueryObserver();
  // One PGlite belongs to one process: nothing to coordinate with.
  const exclusive: Database['exclusive'] = (_key, fn) => fn();
  if (target.pgliteWorker) {
    const { RemotePglite } = await import('./pglite-remote');
    const { drizzle } = await import('drizzle-orm/pglite');
    const snapshot = target.pgliteSnapshot ? new Uint8Array(await target.pgliteSnapshot.arrayBuffer()) : undefined;
    const remote = new RemotePglite(dir === 'memory' ? dir : path.resolve(/* turbopackIgnore: true */ dir), snapshot);
    await remote.waitReady;
    return {
      // Drizzle's PGlite driver calls query, exec and transaction, which the remote answers alike.
      db: drizzle(remote as never, { schema, logger: observer }) as unknown as Db,
      kind: 'pglite',
      observeQueries: (listener) => observer.add(listener),
      location: `${location} (worker thread)`,
      close: () => remote.close(),
      exclusive,
      snapshot: () => remote.dumpDataDir(),
      listen: (channel, onMessage, onGap) => remote.listen(channel, onMessage, onGap),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // Extensions the migrations create (PostgreSQL ships them in its contrib package).
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (target.pgliteSnapshot) {
    client = new PGlite({ extensions, loadDataDir: target.pgliteSnapshot });
  } else if (dir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    // PGlite creates only the last path segment itself.
    const folder = path.resolve(/* turbopackIgnore: true */ dir);
    mkdirSync(path.dirname(folder), { recursive: true });
    client = new PGlite(folder, { extensions });
  }
  await client.waitReady;
  return {
    db: drizzle(client, { schema, logger: observer }) as unknown as Db,
    kind: 'pglite',
    observeQueries: (listener) => observer.add(listener),
    location,
    close: () => client.close(),
    exclusive,
    snapshot: () => client.dumpDataDir('none'),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
  };
}

/** A LISTEN on a connection of its own, connected again (after a pause) whenever it is lost. */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let first = true;
  const connect = async (): Promise<void> => {
    while (!stopped) {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (!stopped && client === next) {
          client = null;
          setTimeout(() => void connect(), 500);
        }
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
        // Stopped while this connection was being made again: it is not kept.
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        if (!first) onGap?.();
        first = false;
        return;
      } catch {
        await next.end().catch(() => undefined);
        if (first) throw new Error(`could not LISTEN on ${channel}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
