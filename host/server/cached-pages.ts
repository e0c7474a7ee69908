import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE } from '../../domain/accounts/account-rules';
import { TOP_BANNER_COOKIE } from '../../kit/marketing/top-banner-cookie';
import { documentCookies, isDocumentRequest, VISITOR_COOKIE } from '../lib/document-cookies';
import { PAGE_CACHE_HEADER } from '../lib/page-cache-header';
import { decideGuard, decideRoute, isCacheablePage, LOCALE_COOKIE } from '../lib/routing';
import securityHeaders from '../lib/security-headers.json';
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
 * A page a sale outdated (its stock alone moved, host/server/page-cache.ts) or that aged out is
 * still served for a moment (`STALE`, at most PAGE_CACHE_STALE_MS after the sale) while the cache
 * renders it again itself: it asks this server for the page (a request only this process can make,
 * see `refreshes`), right away for a page served in the last WANTED_MS, else when a shopper finds
 * it stale. So a sale does not make the next shopper on that product page wait for its render, and
 * it still shows within the bound; after it, shoppers wait for the render as on a miss. Any other
 * change drops the page at once.
 *
 * The page is kept with the headers Next sent, its Content-Security-Policy included: the nonce of
 * that render stays paired with that document (see README "Caching").
 */

/** Headers not kept with a page: per response, or the cache's own (HSTS is per request: behind an https proxy). */
const DROPPED = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'strict-transport-security', PAGE_CACHE_HEADER]);

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

const brotli = promisify(brotliCompress);

/** Pages whose brotli copy is being made. */
const compressing = new WeakSet<CachedPage>();

/**
 * The body for the client's Accept-Encoding: brotli, gzip or as is (copies made once per page).
 * The brotli copy is made off the thread (zlib's pool; 3–4 ms of CPU for the catalogue's 260 KB,
 * for every new version of a page): until it is there, a client that also takes gzip gets the
 * gzip copy the render came with.
 */
function encoded(page: CachedPage, accept: string): { body: Buffer; encoding?: string } {
  const br = /\bbr\b/.test(accept);
  if (br && page.br) return { body: page.br, encoding: 'br' };
  if (br && !compressing.has(page)) {
    compressing.add(page);
    brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).then(
      (body) => void (page.br ??= body),
      () => compressing.delete(page),
    );
  }
  if (/\bgzip\b/.test(accept)) return { body: (page.gzip ??= gzipSync(page.body, { level: 6 })), encoding: 'gzip' };
  return { body: page.body };
}

/** Answers from the cache: the page's headers, this shopper's cookies, the encoded body. */
function serve(request: IncomingMessage, response: ServerResponse, page: CachedPage, plan: CacheablePlan, state: 'HIT' | 'STALE' | 'SHARED' | 'COALESCED'): void {
  const { body, encoding } = encoded(page, String(request.headers['accept-encoding'] ?? ''));
  for (const [name, value] of page.headers) response.setHeader(name, value);
  if (request.headers['x-forwarded-proto'] === 'https') response.setHeader(securityHeaders.https.key, securityHeaders.https.value);
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
  /**
   * Where this server listens (asked when a refresh is due): the cache asks it for stale pages
   * (see `refreshes`). Without it a stale page is rendered for the shopper who finds it.
   */
  self?: (() => { host: string; port: number } | null) | null;
}

/** The largest page kept, as sent and as decoded. */
const RECORD_LIMIT = 4 * 1024 * 1024;

/** How long a request waits for the same page's render in flight before it renders itself. */
const COALESCE_WAIT_MS = 10_000;

/** The cache's own request for a page again, carrying this process's secret. */
const REFRESH_HEADER = 'x-shop-refresh';

/**
 * Stale pages rendered again at the same time. Under load a render waits mostly for the thread
 * (it shares it with every other request), so two at a time left most of a busy shop's refreshes
 * queued past PAGE_CACHE_STALE_MS and shoppers rendered the pages themselves (bench/RESULTS.md,
 * the mix); eight keep up there, and still bound what a change to every page starts at once.
 */
const REFRESHING_AT_ONCE = 8;

/** A stale page served this recently is rendered again at once, ahead of its next shopper. */
const WANTED_MS = 30_000;

/** How long a refresh may take before it is given up (the page then goes as a miss would). */
const REFRESH_TIMEOUT_MS = 30_000;

/**
 * A request handler that answers from the page cache, or lets Next render and keeps the page.
 * Requests for a page that is being rendered wait for that render (`COALESCED`) instead of
 * rendering it again: a mail campaign's first minute, or the moment after a change, costs one
 * render per page, not one per shopper.
 */
export function cachedPages({ cache, handle, shared, self }: CachedPagesOptions) {
  /** Renders in flight by key, resolving to the page kept (null: not kept, the waiters render themselves). */
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  const refresh = self ? refreshes(cache, self, inFlight) : null;

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
      const page: CachedPage = { status: 200, headers, ...decoded, tags: [...rendered.tags], storedAt: Date.now(), source: sourceOf(request, plan) };
      // Not kept here (a change raced the render, or too large): not kept for the others either.
      const stored = cache.set(plan.key, page, startedAt);
      if (stored && shared && mark) void shared.store(plan.key, page, mark);
      kept(stored ? page : null);
    });
    void recordRender(rendered, () => handle(request, response));
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const refreshing = refresh?.claims(request) ?? false;
    const plan = cachePlan(request);
    if (!plan) {
      response.setHeader('x-shop-cache', 'BYPASS');
      void handle(request, response);
      return;
    }
    if (refreshing) {
      // Rendered already (a shopper's miss in flight): nothing to do.
      if (inFlight.has(plan.key)) response.writeHead(204).end();
      else lead(request, response, plan);
      return;
    }
    const hit = cache.get(plan.key);
    if (hit && hit.staleSince === undefined) {
      serve(request, response, hit, plan, 'HIT');
      return;
    }
    if (hit && refresh) {
      serve(request, response, hit, plan, 'STALE');
      refresh.schedule(plan.key);
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
      page.source = sourceOf(request, plan);
      const stored = cache.set(plan.key, page, startedAt);
      serve(request, response, page, plan, 'SHARED');
      kept(stored ? page : null);
    });
  }
}

/** What a refresh asks for: the page as Next renders it, for the Host it was asked for. */
function sourceOf(request: IncomingMessage, plan: CacheablePlan): CachedPage['source'] {
  return { url: plan.url, host: String(request.headers.host ?? '') };
}

/**
 * Renders stale pages again in the background: the cache asks its own server for each (through
 * everything a shopper's request goes through), with a header carrying a secret of this process,
 * which makes that request render (and keep) the page instead of being served the stale copy.
 * At most REFRESHING_AT_ONCE at a time, a page once, and again when a change came while it rendered.
 */
function refreshes(cache: PageCache, self: () => { host: string; port: number } | null, inFlight: ReadonlyMap<string, unknown>) {
  const secret = randomBytes(24).toString('base64url');
  const agent = new Agent({ keepAlive: true, maxSockets: REFRESHING_AT_ONCE });
  const queue: string[] = [];
  /** Queued or being rendered. */
  const scheduled = new Set<string>();
  let running = 0;

  const pump = (): void => {
    while (running < REFRESHING_AT_ONCE && queue.length) {
      const key = queue.shift()!;
      const page = cache.peek(key);
      const address = self();
      if (page?.staleSince === undefined || !page.source || inFlight.has(key) || !address) {
        scheduled.delete(key);
        continue;
      }
      const count = page.staleCount;
      running += 1;
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        running -= 1;
        scheduled.delete(key);
        // Not replaced because a change came while it rendered (its render was not kept): once more.
        const after = cache.peek(key);
        if (after?.staleSince !== undefined && after.staleCount !== count) schedule(key);
        pump();
      };
      // Plain: nobody reads this answer, so Next need not compress it nor the cache decode it
      // (the copies shoppers take are made on demand, brotli off the thread).
      const outgoing = httpRequest(
        { agent, host: address.host, port: address.port, path: page.source.url, method: 'GET', headers: { host: page.source.host, 'accept-encoding': 'identity', [REFRESH_HEADER]: secret }, timeout: REFRESH_TIMEOUT_MS },
        (answer) => {
          answer.on('end', done).on('error', done).resume();
        },
      );
      outgoing.on('timeout', () => outgoing.destroy());
      outgoing.on('error', done).on('close', done).end();
    }
  };

  const schedule = (key: string): void => {
    if (scheduled.has(key)) return;
    scheduled.add(key);
    queue.push(key);
    pump();
  };

  cache.onStale = (keys, now) => {
    for (const key of keys) {
      const usedAt = cache.peek(key)?.usedAt;
      if (usedAt !== undefined && now - usedAt < WANTED_MS) schedule(key);
    }
  };

  const expected = Buffer.from(secret);
  return {
    schedule,
    /** Whether this request is the cache's own refresh (its header is taken off either way). */
    claims(request: IncomingMessage): boolean {
      const value = request.headers[REFRESH_HEADER];
      if (value === undefined) return false;
      delete request.headers[REFRESH_HEADER];
      const given = Buffer.from(String(value));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
