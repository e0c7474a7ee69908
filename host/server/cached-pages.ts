import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE } from '../../domain/accounts/account-rules';
import { TOP_BANNER_COOKIE } from '../../kit/marketing/top-banner-cookie';
import { documentCookies, isDocumentRequest, VISITOR_COOKIE } from '../lib/document-cookies';
import { PAGE_CACHE_HEADER } from '../lib/page-cache-header';
import { decideGuard, decideRoute, isCacheablePage, LOCALE_COOKIE } from '../lib/routing';
import type { CachedPage, PageCache } from './page-cache';
import { recordRender, type RenderRecord } from './render-context';
import type { SharedMark, SharedTier } from './shared-page-cache';

/**
 * The HTTP side of the page cache. An anonymous shopper's GET of a cacheable page is answered from
 * the cache when it is there (`X-Shop-Cache: HIT`), and otherwise rendered by Next while the
 * answer is recorded and kept if it qualifies (`MISS`). What qualifies: status 200 HTML that the
 * proxy marked (host/proxy.ts: a public page, no sign-in, no dismissed banner), built only from
 * API answers that carry cache tags. A signed-in shopper, a shopper with a closed top banner, a
 * client navigation (RSC) and every other request pass straight to Next (`BYPASS`). With a shared
 * tier (Redis, host/server/shared-page-cache.ts) a page missing from memory is looked up there
 * first (`SHARED`: another instance rendered it), and a page rendered here is kept there as well.
 *
 * The page is kept with the headers Next sent, its Content-Security-Policy included: the nonce of
 * that render stays paired with that document (see README "Caching").
 */

/** Headers not kept with a page: per response, or the cache's own. */
const DROPPED = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', PAGE_CACHE_HEADER]);

/** The request's cookies by name (only the few the rules read). */
function cookiesOf(request: IncomingMessage): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) found.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return found;
}

export interface CacheablePlan {
  key: string;
  /** The request's path and query without campaign and click ids: what Next renders. */
  url: string;
  locale: 'nl' | 'en';
  cookies: Map<string, string>;
}

/**
 * Query parameters that mark where a visit came from (campaign tags, ad click ids, mail ids) and
 * change nothing on the page: the shop's pages never read them (analytics reads them in the
 * browser). A mail campaign's links all carry their own, so they are left out of the key, and out
 * of what Next renders — one cached page answers every link, and no shopper's mail id is written
 * into a page another shopper gets.
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid|ttclid|twclid|li_fat_id)$/i;

/** The query without tracking parameters, as `?…` or empty. */
export function withoutTracking(search: URLSearchParams): string {
  const kept = new URLSearchParams([...search].filter(([name]) => !TRACKING_PARAMETER.test(name)));
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Whether the cache may answer or keep this request, and under which key. */
export function cachePlan(request: IncomingMessage): CacheablePlan | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url ?? '/', 'http://shop.invalid');
  const { pathname } = url;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/') || pathname === '/cv' || /\.[a-z0-9]+$/i.test(pathname)) return null;
  const headers = request.headers;
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree'] || headers['next-action']) return null;
  const cookies = cookiesOf(request);
  if (cookies.has(ACCESS_TOKEN_COOKIE) || cookies.has(TOP_BANNER_COOKIE)) return null;
  const decision = decideRoute(pathname, url.searchParams, cookies.get(LOCALE_COOKIE));
  if (decision.kind !== 'rewrite' || decideGuard(decision.path, decision.locale, false, `${pathname}${url.search}`)) return null;
  if (!isCacheablePage(decision.path, url.searchParams)) return null;
  // The query as the browser wrote it, unless tracking parameters are taken out.
  const tracked = [...url.searchParams.keys()].some((name) => TRACKING_PARAMETER.test(name));
  const search = tracked ? withoutTracking(url.searchParams) : url.search;
  return { key: `${headers.host ?? ''}${pathname}${search}`, url: `${pathname}${search}`, locale: decision.locale, cookies };
}

/** The body for the client's Accept-Encoding: brotli, gzip or as is (copies made once per page). */
function encoded(page: CachedPage, accept: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(accept)) return { body: (page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })), encoding: 'br' };
  if (/\bgzip\b/.test(accept)) return { body: (page.gzip ??= gzipSync(page.body, { level: 6 })), encoding: 'gzip' };
  return { body: page.body };
}

/** Answers from the cache: the page's headers, this shopper's cookies, the encoded body. */
function serve(request: IncomingMessage, response: ServerResponse, page: CachedPage, plan: CacheablePlan, state: 'HIT' | 'SHARED' | 'COALESCED'): void {
  const { body, encoding } = encoded(page, String(request.headers['accept-encoding'] ?? ''));
  for (const [name, value] of page.headers) response.setHeader(name, value);
  const cookies = documentCookies({
    locale: plan.locale,
    cookieLocale: plan.cookies.get(LOCALE_COOKIE),
    hasVisitor: plan.cookies.has(VISITOR_COOKIE),
    isDocument: isDocumentRequest((name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    }),
    https: request.headers['x-forwarded-proto'] === 'https',
  });
  if (cookies.length) response.setHeader('set-cookie', cookies);
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('vary', 'Accept-Encoding');
  response.setHeader('content-length', body.length);
  response.setHeader('x-shop-cache', state);
  response.writeHead(page.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The page as it is, from what Next sent: Next compresses for a client that accepts it (gzip), so
 * a MISS reaches the shopper compressed too, and the cache keeps the plain page (null: an
 * encoding it does not know, or larger than `limit` once decoded).
 */
export function decodedBody(bytes: Buffer, encoding: string | undefined, limit: number): { body: Buffer; gzip?: Buffer } | null {
  try {
    if (!encoding || encoding === 'identity') return { body: bytes };
    if (encoding === 'gzip') return { body: gunzipSync(bytes, { maxOutputLength: limit }), gzip: bytes };
    if (encoding === 'br') return { body: brotliDecompressSync(bytes, { maxOutputLength: limit }) };
    if (encoding === 'deflate') return { body: inflateSync(bytes, { maxOutputLength: limit }) };
  } catch {
    // Cut short or over the limit: not kept.
  }
  return null;
}

/** Collects what Next writes, up to `limit` bytes (past that the page is not kept). */
function record(response: ServerResponse, limit: number): () => Buffer | null {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) overflow = true;
    else chunks.push(buffer);
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  return () => (overflow ? null : Buffer.concat(chunks));
}

export interface CachedPagesOptions {
  cache: PageCache;
  /** Next's request handler. */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
  /** The tier the instances share (REDIS_URL), when there is one. */
  shared?: SharedTier | null;
}

/** The largest page kept, as sent and as decoded. */
const RECORD_LIMIT = 4 * 1024 * 1024;

/** How long a request waits for the same page's render in flight before it renders itself. */
const COALESCE_WAIT_MS = 10_000;

/**
 * A request handler that answers from the page cache, or lets Next render and keeps the page.
 * Requests for a page that is being rendered wait for that render (`COALESCED`) instead of
 * rendering it again: a mail campaign's first minute, or the moment after a change, costs one
 * render per page, not one per shopper.
 */
export function cachedPages({ cache, handle, shared }: CachedPagesOptions) {
  /** Renders in flight by key, resolving to the page kept (null: not kept, the waiters render themselves). */
  const inFlight = new Map<string, Promise<CachedPage | null>>();

  /** Lets Next render and keeps the page, in memory and (with `mark`) in the shared tier. */
  const render = (request: IncomingMessage, response: ServerResponse, plan: CacheablePlan, startedAt: number, mark: SharedMark | null, kept: (page: CachedPage | null) => void): void => {
    const rendered: RenderRecord = { tags: new Set(), untagged: false };
    // Next renders the page without tracking parameters (cachePlan).
    request.url = plan.url;
    // What Next writes goes to the shopper as Next encoded it (compressed when accepted); the
    // cache keeps it decoded, and its gzip copy as it is.
    const body = record(response, RECORD_LIMIT);
    response.setHeader('x-shop-cache', 'MISS');
    // A client gone before the end: nothing kept (`finish` never comes).
    response.on('close', () => kept(null));
    response.on('finish', () => {
      const type = String(response.getHeader('content-type') ?? '');
      if (response.statusCode !== 200 || !type.startsWith('text/html') || response.getHeader(PAGE_CACHE_HEADER) !== '1') return kept(null);
      if (rendered.untagged || rendered.tags.size === 0 || request.method !== 'GET') return kept(null);
      const bytes = body();
      const decoded = bytes && decodedBody(bytes, response.getHeader('content-encoding')?.toString(), RECORD_LIMIT);
      if (!decoded) return kept(null);
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (DROPPED.has(name) || name === 'x-shop-cache' || value === undefined) continue;
        headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      }
      const page: CachedPage = { status: 200, headers, ...decoded, tags: [...rendered.tags], storedAt: Date.now() };
      // Not kept here (a change raced the render, or too large): not kept for the others either.
      const stored = cache.set(plan.key, page, startedAt);
      if (stored && shared && mark) void shared.store(plan.key, page, mark);
      kept(stored ? page : null);
    });
    void recordRender(rendered, () => handle(request, response));
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const plan = cachePlan(request);
    if (!plan) {
      response.setHeader('x-shop-cache', 'BYPASS');
      void handle(request, response);
      return;
    }
    const hit = cache.get(plan.key);
    if (hit) {
      serve(request, response, hit, plan, 'HIT');
      return;
    }
    const pending = inFlight.get(plan.key);
    if (pending) {
      const waited = new Promise<CachedPage | null>((resolve) => setTimeout(resolve, COALESCE_WAIT_MS, null).unref());
      void Promise.race([pending, waited]).then((page) => {
        if (page) serve(request, response, page, plan, 'COALESCED');
        else lead(request, response, plan);
      });
      return;
    }
    lead(request, response, plan);
  };

  /** Looks the page up in the shared tier, else renders it; others asking meanwhile wait for it. */
  function lead(request: IncomingMessage, response: ServerResponse, plan: CacheablePlan): void {
    let settle!: (page: CachedPage | null) => void;
    const outcome = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    inFlight.set(plan.key, outcome);
    let settled = false;
    const kept = (page: CachedPage | null) => {
      if (settled) return;
      settled = true;
      if (inFlight.get(plan.key) === outcome) inFlight.delete(plan.key);
      settle(page);
    };
    // Taken before the shared lookup: a change announced while it runs keeps its answer out of memory.
    const startedAt = cache.mark();
    if (!shared) {
      render(request, response, plan, startedAt, null, kept);
      return;
    }
    // Answers at once (no page, no mark) while Redis is away.
    void shared.lookup(plan.key).then(({ page, mark }) => {
      if (!page) return render(request, response, plan, startedAt, mark, kept);
      const stored = cache.set(plan.key, page, startedAt);
      serve(request, response, page, plan, 'SHARED');
      kept(stored ? page : null);
    });
  }
}
