import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from './openapi';
import { trustedOrigins } from './origin';

/** An app that answers the origins a cookie-authenticated change may come from. */
function originsApp(internalUrl: boolean) {
  const app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    c.set('internalUrl', internalUrl);
    await next();
  });
  app.get('/origins', (c) => c.json([...trustedOrigins(c)]));
  return app;
}

const origins = async (internalUrl: boolean, headers: Record<string, string>) =>
  (await (await originsApp(internalUrl).request('http://localhost:3999/origins', { headers })).json()) as string[];

describe('trustedOrigins', () => {
  it('does not trust the internal address the host built the request URL from (http://localhost:<port> is no shopper’s page)', async () => {
    const behindHost = await origins(true, { host: 'www.juwelier.example' });
    expect(behindHost).toContain('http://www.juwelier.example');
    expect(behindHost).not.toContain('http://localhost:3999');
  });

  it('trusts the request URL when the client addressed it itself (the API served on its own)', async () => {
    expect(await origins(false, { host: 'localhost:3999' })).toContain('http://localhost:3999');
  });
});
