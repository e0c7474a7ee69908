import pg from 'pg';
import { describeError } from '../lib/safe-log';

type Done = (release?: unknown) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void;

/**
 * A pg Pool that survives connections dying while checked out (the server restarting, a failover,
 * `pg_terminate_backend`), so it recovers by itself once the server is back:
 *
 * - a checked-out client gets an `error` listener: without one, a connection dropped between two
 *   queries of a transaction is an unhandled `error` event that ends the process;
 * - a checked-out client whose connection ends is released with the error, so the pool drops it.
 *   Drizzle's transaction runs BEGIN before its try/finally: a BEGIN on a dead connection throws
 *   without releasing, and each such client would stay counted against `max` until the pool is
 *   full of dead clients and every request waits for `connectionTimeoutMillis`;
 * - releasing twice is harmless (the release above, then the caller's own).
 *
 * `pool.query` (a query outside a transaction) takes the callback path, which already does all this.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckedOut);
  }
}

function guardCheckedOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  // The running query, if any, fails with this error itself; the client is dropped on `end`.
  const onError = () => undefined;
  const onEnd = () => finish(new Error('Connection terminated while checked out'));
  function finish(error?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    client.removeListener('end', onEnd);
    release(error);
  }
  client.on('error', onError);
  client.once('end', onEnd);
  client.release = finish;
  return client;
}

/** The shop's PostgreSQL pool: resilient (above), connects within 5 s or fails (503), TCP keep-alive. */
export function createPostgresPool(url: string, max: number): pg.Pool {
  const pool = new ResilientPool({
    connectionString: url,
    max,
    // A server that does not answer fails the request (503) instead of holding it.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // The API's queries are short index scans served to many shoppers at once; starting parallel
    // workers costs more than it saves (measured: a search page 17.6 -> 4.6 ms at 100 000 products).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query. Logged once a minute at most (a restart drops them all).
  let lastLogged = 0;
  let unlogged = 0;
  pool.on('error', (error) => {
    if (Date.now() - lastLogged < 60_000) {
      unlogged++;
      return;
    }
    console.warn(`[db] idle PostgreSQL connection lost: ${describeError(error)}${unlogged ? ` (and ${unlogged} more since the last report)` : ''}`);
    lastLogged = Date.now();
    unlogged = 0;
  });
  return pool;
}
