/** The commerce API on its own (`npm run api`), without the storefront. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { getDatabase } from './db/setup';

const port = Number(process.env.API_PORT ?? 8787);
const database = await getDatabase();
const app = createApp({ database: async () => database });
serve({ fetch: app.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' }, (info) => {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`;
  console.log(`[api] listening on http://${info.address}:${info.port}/api/v1 with ${where}`);
});
