import type { MiddlewareHandler } from 'hono';
import { isConnectionLost } from './database-errors';

/** Pauses before the retries of a read whose database connection was lost. */
const RETRY_DELAYS_MS = [50, 250];

/** How many times a request has been retried (requests are retried as new Request objects). */
const retries = new WeakMap<Request, number>();

/**
 * Retries a GET or HEAD whose database connection was lost (api/lib/database-errors.ts), twice, by
 * dispatching the request through the app again; when the last try fails too the 503 stands.
 * Reads only: a change whose connection broke may or may not have committed, so retrying it is
 * the client's decision (checkout placing is idempotent by cart, and a client retries that with
 * the same cart). Register it first, so a retry runs the whole app again.
 */
export function retryReadsOnConnectionLoss(dispatch: (request: Request, env: unknown) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isConnectionLost(c.error)) return;
    const attempt = retries.get(c.req.raw) ?? 0;
    if (attempt >= RETRY_DELAYS_MS.length) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    const again = new Request(c.req.raw);
    retries.set(again, attempt + 1);
    const response = await dispatch(again, c.env);
    // Replace, not merge: the failed answer's headers (Retry-After) must not reach the new one.
    c.res = undefined;
    c.res = response;
  };
}
