/**
 * Errors that say the database could not be reached or the connection broke mid-request — not that
 * the request was wrong. The API answers them 503 `database_unavailable` with Retry-After
 * (api/app.ts), and retries reads on them (api/lib/read-retry.ts).
 */

/** Socket errors of node-postgres (Node's error codes). */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01 admin_shutdown (pg_terminate_backend, a
 * fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), 57P05
 * idle_session_timeout, 53300 too_many_connections.
 */
const sqlStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Errors without a code: node-postgres and pg-pool (a lost or timed-out connection), PGlite (closed, failed, busy). */
const messages = [
  /^Connection terminated/i,
  /is not queryable/i,
  /^timeout exceeded when trying to connect$/i,
  /^Cannot use a pool after calling end on the pool$/i,
  /^PGlite is clos(ed|ing)$/,
  /^PGlite failed to initialize properly$/,
  /^timeout while waiting for mutex to become available$/,
];

function isConnectionError(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || code.startsWith('08'))) return true;
  // PGlite's WebAssembly aborted: that instance cannot answer again.
  if (error instanceof WebAssembly.RuntimeError) return true;
  return typeof message === 'string' && messages.some((pattern) => pattern.test(message));
}

/**
 * Whether an error (or what caused it: Drizzle wraps driver errors in `cause`; a failed connect to
 * several addresses is an AggregateError) is a lost or unreachable database.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (isConnectionError(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isConnectionLost(inner, depth + 1))) return true;
  return isConnectionLost(cause, depth + 1);
}

/** Seconds a client should wait before trying again (the pool reconnects on the next query). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
