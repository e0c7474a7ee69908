import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultLocale, isLocale } from '../../domain/locale';
import { localizePath } from '../../domain/content/shop-paths';

/** Seconds a client is asked to wait before trying again during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

/**
 * Whether a request path is a page of the storefront, not the API (it answers maintenance itself), the
 * back office (staff work during maintenance; it has no language domain), Next's
 * assets, the health check, the icon, robots.txt, the sitemap or `/cv`: what the server's own rules
 * before Next (maintenance, language domains) apply to.
 */
export const isPagePath = (path: string): boolean => !/^\/(?:api\/|admin(?:\/|$)|_next\/|_shop\/|cv$|icon\.svg$|robots\.txt$|sitemaps?[/.])/.test(path);

export interface WatchedSetting<T> {
  /** The value as last read. */
  readonly value: T;
  /** Reads it again (on a `settings` announcement). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * A setting the server acts on before Next (maintenance, the languages' domains): read at start,
 * again whenever settings are announced (`refresh`), and every `intervalMs` (an instance without
 * LISTEN, or an announcement lost). A read that fails keeps the last value (the pages answer a
 * lost database with 503 themselves).
 */
export function watchSetting<T>(read: () => Promise<T>, initial: T, intervalMs = 5000): WatchedSetting<T> {
  let value = initial;
  const refresh = async () => {
    try {
      value = await read();
    } catch {
      // keep the last known value
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return {
    get value() {
      return value;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}

/**
 * A request during maintenance (spec section 8: "503: redirect to /404; status 503 page shows
 * maintenance text"). A page is sent to `/404` of its language (307, never cached); `/404` itself
 * is to be rendered with status 503 and Retry-After (`'error-page'`: the caller hands it to Next,
 * past the page cache); a change sent to a page gets a plain 503. The API, assets and the health
 * check go on as usual (`'pass'`).
 */
export function duringMaintenance(request: IncomingMessage, response: ServerResponse): 'answered' | 'error-page' | 'pass' {
  const path = (request.url ?? '/').split('?')[0]!;
  if (!isPagePath(path)) return 'pass';
  const first = path.split('/')[1] ?? '';
  const locale = isLocale(first) ? first : defaultLocale;
  const errorPage = localizePath('/404', locale);
  const headers = { 'cache-control': 'private, no-store', 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Maintenance\n');
    return 'answered';
  }
  if (path !== errorPage) {
    response.writeHead(307, { ...headers, location: errorPage }).end();
    return 'answered';
  }
  // Whatever status Next gives the error page, it leaves as 503 (Node writes every head through writeHead).
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  response.writeHead = ((_status: number, ...rest: unknown[]) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    return writeHead(503, ...rest);
  }) as ServerResponse['writeHead'];
  return 'error-page';
}
