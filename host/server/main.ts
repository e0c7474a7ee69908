/**
 * The shop's HTTP server: Next's request handler behind a plain Node server that first settles
 * who the client is (api/lib/client-address.ts). `next start` cannot: it passes on whatever
 * `X-Forwarded-For` a client sends, so every per-address throttle could be walked around.
 *
 *   node --import tsx host/server/main.ts [--dev] [--demo]   (npm start runs it; PORT, LISTEN_HOST, TRUSTED_PROXIES)
 *
 * With REDIS_URL the page cache has a tier the instances share (host/server/shared-page-cache.ts).
 * `GET /_shop/health` answers 200 without Next or the database: what a load balancer checks. On
 * SIGTERM it answers 503 for SHUTDOWN_DRAIN_SECONDS while the server still serves, then it closes.
 *
 * `--demo` (the local demo start) falls back to its own address when SHOP_ORIGIN is unset and says
 * so; any other start refuses to run without SHOP_ORIGIN, which mails and origin checks rely on.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { trustedProxies, withClientAddress } from '../../api/lib/client-address';
import { EnvError, parseEnv } from '../../api/lib/env';
import { getDatabase } from '../../api/db/setup';
import { apiRequests, isApiRequest } from './api-requests';
import { cachedPages } from './cached-pages';
import { answerMalformedPath } from './malformed-url';
import { duringMaintenance, watchSetting } from './maintenance';
import { languageDomainRedirect, languageDomains } from './language-domains';
import { enabledIntegrations, isInMaintenance, listLanguages } from '../../api/modules/settings';
import { parseIntegrations } from '../../kit/integrations/config';
import { integrationSources, noSources } from '../../kit/integrations/sources';
import { shareIntegrationSources } from '../lib/integration-sources';
import { announcedTags, CACHE_CHANNEL, PageCache } from './page-cache';
import { sharedTier } from './shared-page-cache';

const dev = process.argv.includes('--dev');
const demo = process.argv.includes('--demo');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.LISTEN_HOST ?? '0.0.0.0';

let config;
try {
  config = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`[shop] ${error.message}`);
  process.exit(1);
}
if (!config.SHOP_ORIGIN) {
  if (!demo) {
    console.error('[shop] SHOP_ORIGIN is not set: set it to the address shoppers use (e.g. https://www.juwelier.nl); mails and origin checks rely on it.');
    process.exit(1);
  }
  process.env.SHOP_ORIGIN = `http://localhost:${port}`;
  console.warn(`[shop] SHOP_ORIGIN is not set: this demo uses ${process.env.SHOP_ORIGIN} in mails (set SHOP_ORIGIN for a real deployment).`);
}

const trust = trustedProxies(config.TRUSTED_PROXIES);
const hostDir = path.join(import.meta.dirname, '..');
// Next's own idea of its address, for its internal rewrites (host/proxy.ts): `localhost` whatever
// LISTEN_HOST is; with 127.0.0.1 Next would proxy each rewrite as an external request.
const app = next({ dev, dir: hostDir, hostname: 'localhost', port });
const nextHandle = app.getRequestHandler();
await app.prepare();

// Anonymous page views from memory, until the database announces a change (host/server/page-cache.ts).
const cache = new PageCache({ maxBytes: config.PAGE_CACHE_BYTES, maxAgeMs: config.PAGE_CACHE_MAX_AGE_SECONDS * 1000, staleMs: config.PAGE_CACHE_STALE_MS });
const caching = config.PAGE_CACHE === 'on' && !dev;
// Pages other instances rendered, from Redis; pages of another build are never mixed in.
const shared =
  caching && config.REDIS_URL
    ? sharedTier({
        url: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        build: readFileSync(path.join(hostDir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim(),
        maxAgeSeconds: config.PAGE_CACHE_MAX_AGE_SECONDS,
        onFlush: () => cache.invalidate(['*']),
      })
    : null;
// Stale pages are rendered again by asking this server for them (host/server/cached-pages.ts).
const self = () => {
  const address = server.address();
  if (!address || typeof address === 'string') return null;
  return { host: address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address, port: address.port };
};
const handle = caching ? cachedPages({ cache, handle: nextHandle, shared, self }) : nextHandle;
// The commerce API (`/api/v1`) without Next's route in between (host/server/api-requests.ts); `--dev` keeps Next's.
const api = dev ? null : apiRequests();
// The `maintenance` setting: pages go to /404, which says so with 503 (host/server/maintenance.ts).
const maintenance = watchSetting(async () => isInMaintenance((await getDatabase()).db), false);
// Languages on a domain of their own (`domain_name`, `language_redirect`): their pages are sent there.
const domains = watchSetting(async () => languageDomains(await listLanguages((await getDatabase()).db)), languageDomains([]));
// The integrations switched on: their hosts go into the proxy's CSP (host/lib/integration-sources.ts).
const integrations = watchSetting(
  async () => shareIntegrationSources(integrationSources(parseIntegrations(await enabledIntegrations((await getDatabase()).db)))),
  noSources,
);
if (caching) {
  const database = await getDatabase();
  await database.listen(
    CACHE_CHANNEL,
    (payload) => {
      const tags = announcedTags(payload);
      if (tags.includes('settings') || tags.includes('*')) {
        void maintenance.refresh();
        void domains.refresh();
        void integrations.refresh();
      }
      cache.invalidate(tags);
      void shared?.invalidate(tags);
    },
    // Announcements sent while the listening connection was down are lost: start over, and tell
    // the other instances (a restarted or failed-over database loses them for everyone).
    () => {
      cache.invalidate(['*']);
      void shared?.flushEverywhere('gap');
    },
  );
}

// Set by SIGTERM/SIGINT: the health check says 503 and answers close their connections, so a
// balancer takes this instance out while it still serves (SHUTDOWN_DRAIN_SECONDS), then it closes.
let draining = false;
const server = createServer(
  withClientAddress((request, response) => {
    if (request.url === '/_shop/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(draining ? 503 : 200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(draining ? 'draining' : 'ok');
      return;
    }
    if (draining) response.setHeader('connection', 'close');
    if (answerMalformedPath(request, response)) return;
    const elsewhere = languageDomainRedirect(request, domains.value);
    if (elsewhere) {
      response.writeHead(302, { location: elsewhere, 'cache-control': 'private, no-store' }).end();
      return;
    }
    // The API: its own answers in maintenance too (host/server/maintenance.ts lets it pass).
    if (api && isApiRequest(request.url)) return void api(request, response);
    if (maintenance.value) {
      const step = duringMaintenance(request, response);
      if (step === 'answered') return;
      // The maintenance page past the page cache: it is never kept.
      if (step === 'error-page') return void nextHandle(request, response);
    }
    void handle(request, response);
  }, trust),
);
// An idle keep-alive connection stays open longer than the clients that reuse connections keep
// theirs (HAProxy's `timeout server 60s` in `npm run cluster`, other balancers' 60 s defaults):
// with Node's 5 s the shop could close a connection just as the balancer (or a test's request
// context) sent the next request on it, which reaches the client as a reset. The header timeout
// stays above it, as Node asks.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// A port in use (or not allowed) ends the start: Next's handlers would otherwise keep the process alive, serving nothing.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`[shop] cannot listen on ${hostname}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`[shop] listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));

const close = () => {
  server.close(() => void (shared?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
  // Open keep-alive connections would hold the close: end them.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal (Ctrl-C again) does not wait for the drain.
    if (draining) return close();
    draining = true;
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    if (!drainMs) return close();
    console.log(`[shop] ${signal}: draining for ${config.SHUTDOWN_DRAIN_SECONDS} s (health check 503), then closing`);
    setTimeout(close, drainMs).unref();
  });
}
