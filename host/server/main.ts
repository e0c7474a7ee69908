/**
 * The shop's HTTP server: Next's request handler behind a plain Node server that first settles
 * who the client is (api/lib/client-address.ts). `next start` cannot: it passes on whatever
 * `X-Forwarded-For` a client sends, so every per-address throttle could be walked around.
 *
 *   node --import tsx host/server/main.ts [--dev] [--demo]   (npm start runs it; PORT, LISTEN_HOST, TRUSTED_PROXIES)
 *
 * `--demo` (the local demo start) falls back to its own address when SHOP_ORIGIN is unset and says
 * so; any other start refuses to run without SHOP_ORIGIN, which mails and origin checks rely on.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { trustedProxies, withClientAddress } from '../../api/lib/client-address';
import { EnvError, parseEnv } from '../../api/lib/env';
import { getDatabase } from '../../api/db/setup';
import { cachedPages } from './cached-pages';
import { answerMalformedPath } from './malformed-url';
import { announcedTags, CACHE_CHANNEL, PageCache } from './page-cache';

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
const app = next({ dev, dir: path.join(import.meta.dirname, '..'), hostname, port });
const nextHandle = app.getRequestHandler();
await app.prepare();

// Anonymous page views from memory, until the database announces a change (host/server/page-cache.ts).
const cache = new PageCache({ maxBytes: config.PAGE_CACHE_BYTES, maxAgeMs: config.PAGE_CACHE_MAX_AGE_SECONDS * 1000 });
const handle = config.PAGE_CACHE === 'on' && !dev ? cachedPages({ cache, handle: nextHandle }) : nextHandle;
if (config.PAGE_CACHE === 'on' && !dev) {
  const database = await getDatabase();
  await database.listen(
    CACHE_CHANNEL,
    (payload) => cache.invalidate(announcedTags(payload)),
    // Announcements sent while the listening connection was down are lost: start over.
    () => cache.invalidate(['*']),
  );
}

const server = createServer(
  withClientAddress((request, response) => {
    if (!answerMalformedPath(request, response)) void handle(request, response);
  }, trust),
);
server.listen(port, hostname, () => console.log(`[shop] listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold the close: end them.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
