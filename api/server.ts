/** The commerce API on its own (`npm run api`), without the storefront. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { getDatabase } from './db/setup';
import { env } from './lib/env';
import { startMailWorker } from './lib/mail-worker';

const { API_PORT: port, API_HOST: hostname } = env();
const database = await getDatabase();
// Sends the outbox's due mail (every instance runs one; they share the outbox).
startMailWorker(database.db);
const app = createApp({ database: async () => database });
serve({ fetch: app.fetch, port, hostname }, (info) => {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`;
  console.log(`[api] listening on http://${info.address}:${info.port}/api/v1 with ${where}`);
});
