/** The commerce API on its own (`npm run api`), without the storefront. */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { getDatabase } from './db/setup';
import { trustedProxies, withClientAddress } from './lib/client-address';
import { env } from './lib/env';
import { startMailWorker } from './lib/mail-worker';

const { API_PORT: port, API_HOST: hostname, TRUSTED_PROXIES, SHOP_ORIGIN } = env();
if (!SHOP_ORIGIN) {
  // A deployment (NODE_ENV=production) refuses to run without it, as the shop's server does.
  if (process.env.NODE_ENV === 'production') {
    console.error('[api] SHOP_ORIGIN is not set: set it to the address shoppers use (e.g. https://www.juwelier.nl); mails and origin checks rely on it.');
    process.exit(1);
  }
  console.warn('[api] SHOP_ORIGIN is not set: links in mails use the address each request was sent to (set it for a real deployment)');
}
const trust = trustedProxies(TRUSTED_PROXIES);
const database = await getDatabase();
// Sends the outbox's due mail (every instance runs one; they share the outbox).
startMailWorker(database.db);
const app = createApp({ database: async () => database });
// The client's address is settled from the socket and the trusted proxies before the API sees the request.
const server = createServer(withClientAddress(getRequestListener(app.fetch), trust));
server.listen(port, hostname, () => {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`;
  console.log(`[api] listening on http://${hostname}:${port}/api/v1 with ${where}`);
});
