import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { firstUnstorablePath, RULE_PREFIX, withoutUnstorableCharacters } from '../contract/common';
import { env } from './env';
import { AppError } from './errors';
import type { ApiEnv } from './openapi';
import { validationError } from './validation';

/*
 * What every request passes before a route sees it (api/app.ts): a URL whose percent-escapes
 * decode, a body no larger than BODY_LIMIT_BYTES, and a JSON body that nests at most
 * JSON_MAX_DEPTH levels and holds no text a column cannot store. A route's schema then checks
 * the rest; nothing malformed reaches a parser, a map or the database.
 */

/** Deepest nesting of arrays and objects a JSON body may have (a client's bodies nest 4 or 5). */
export const JSON_MAX_DEPTH = 64;

/** The media types the routes' validators parse as JSON (as hono's validator tells them). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass, no recursion, no parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** 400 `malformed_uri` when a %-escape of the path or query does not decode (`%ff`, `%E0%A4%A`, a lone `%`). */
function checkUrl(url: string): void {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname);
    decodeURIComponent(search);
  } catch (error) {
    throw new AppError('bad_request', 'malformed_uri', { cause: error });
  }
}

/** A JSON body: 400 `json_too_deep` beyond JSON_MAX_DEPTH, 422 on the field holding NUL or a lone surrogate. */
async function checkJsonBody(c: Context<ApiEnv>): Promise<void> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (!c.req.raw.body || !JSON_MEDIA_TYPE.test(mediaType)) return;
  // Read as text: the routes' validators parse this same text, and the Stripe webhook gets it unchanged.
  const text = await c.req.text();
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new AppError('bad_request', 'json_too_deep');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // the route's validator answers 400 malformed_json
  }
  const found = firstUnstorablePath(body);
  if (found === undefined) return;
  // The field's path names a key as sent, its bad characters shown as U+FFFD.
  const path = found.map((key) => (typeof key === 'string' ? withoutUnstorableCharacters(key) : key));
  const issue = { code: 'custom' as const, path, message: `${RULE_PREFIX}characters`, input: undefined };
  throw validationError(new z.ZodError([issue]), body, c.get('validationLanguage') ?? 'nl');
}

/** 413 `payload_too_large`. */
export const payloadTooLarge = () => new AppError('too_large', 'payload_too_large');

/** A body limit answering 413 `payload_too_large`: the guard's, or an upload route's own. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge();
    },
  });

/**
 * The request guard of api/app.ts. Bodies above `maxBodyBytes` (BODY_LIMIT_BYTES, 1 MB by default)
 * are 413 `payload_too_large`: by their Content-Length before reading, or while reading one
 * without (chunked). `ownLimit`: paths whose route sets a limit of its own (the media upload).
 */
export function requestGuard(maxBodyBytes: number = env().BODY_LIMIT_BYTES, ownLimit: ReadonlySet<string> = new Set()): MiddlewareHandler<ApiEnv> {
  const limit = limitBody(maxBodyBytes);
  return async (c, next) => {
    checkUrl(c.req.url);
    if (c.req.method === 'POST' && ownLimit.has(c.req.path)) return next();
    await limit(c, async () => {
      await checkJsonBody(c);
      await next();
    });
  };
}
