import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { mountedApi } from '../lib/mounted-api';
import securityHeaders from '../lib/security-headers.json';

const zip = promisify(gzip);

/** Smaller answers go as they are: gzip would save little and cost a round through zlib. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether a request is the commerce API's (`/api/v1`, `/api/v1/…`); the back office's `/admin/api` goes through Next. */
export function isApiRequest(url: string | undefined): boolean {
  return url !== undefined && /^\/api\/v1(?:[/?#]|$)/.test(url);
}

/** Whether `Accept-Encoding` allows gzip (an explicit `gzip;q=0` refuses it, `*` allows it). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const chosen = accepts.find((accept) => accept.type.toLowerCase() === 'gzip') ?? accepts.find((accept) => accept.type === '*');
  return chosen !== undefined && chosen.q > 0;
}

/**
 * The API's answer as the shop sends it: the headers every response of the shop carries (and HSTS
 * behind an https proxy), and compressed with gzip for a client that accepts it when it is text of
 * at least 1 KB — what Next's route did with the same answer. Zlib runs in libuv's thread pool,
 * off the thread that serves.
 */
export async function finishApiAnswer(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const { key, value } of securityHeaders.every) if (!headers.has(key)) headers.set(key, value);
  if (request.headers.get('x-forwarded-proto') === 'https') headers.set(securityHeaders.https.key, securityHeaders.https.value);
  const init = { status: response.status, statusText: response.statusText, headers };
  const type = headers.get('content-type');
  if (!response.body || request.method === 'HEAD' || headers.has('content-encoding') || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return new Response(response.body, init);
  const vary = headers.get('vary');
  if (!vary || !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(request.headers.get('accept-encoding'))) return new Response(response.body, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length < COMPRESS_FROM_BYTES) return new Response(bytes, init);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  return new Response(await zip(bytes), init);
}

/**
 * The commerce API answered by the shop's server itself, ahead of Next: Next's route
 * (host/app/api/v1/[...path]/route.ts, kept for `next dev` and `next start`) mounts the same app,
 * but its router, request and response conversions and compression streams took about 40 % of an
 * API call's time — adding to a new cart on PostgreSQL at 32 connections answered 72–97 req/s
 * through Next and 133–166 req/s from the same app served by @hono/node-server (bench: issue 15's
 * closing note). The request arrives with its client address settled (host/server/main.ts).
 */
export function apiRequests(): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  // overrideGlobalObjects: false — Next's code in this process uses the global Request and Response.
  return getRequestListener(async (request) => finishApiAnswer(request, await mountedApi().fetch(standardRequest(request))), { overrideGlobalObjects: false });
}

/**
 * A standard Request for @hono/node-server's lighter one: that one passes for a Request, but the
 * standard constructor cannot copy it (`new Request(request, init)`, which the API's body limit
 * does) unless the server replaced the global Request, which Next's code shares in this process.
 */
function standardRequest(request: Request): Request {
  const body = request.method === 'GET' || request.method === 'HEAD' ? {} : { body: request.body, duplex: 'half' };
  return new Request(request.url, { method: request.method, headers: request.headers, ...body } as RequestInit);
}
