import type { MiddlewareHandler } from 'hono';
import { errorText } from './messages';
import type { ApiEnv } from './openapi';

/**
 * The last line behind api/app.ts's onError, mounted first: what still escapes (a thrown value that
 * is not an Error, or an error handler that failed itself) becomes the JSON 500 every other
 * failure answers with, never the server's plain-text one. Logs the kind of failure only.
 */
export function jsonErrorFallback(log: Pick<Console, 'error'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    try {
      await next();
    } catch (thrown) {
      log.error(`[api] failure outside the error handler: ${c.req.method}: ${thrown instanceof Error ? thrown.name : typeof thrown}`);
      return c.json({ error: { code: 'unexpected', message: errorText(c.get('locale') ?? 'nl', 'unexpected') } }, 500);
    }
  };
}
