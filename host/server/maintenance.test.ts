// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duringMaintenance, watchSetting } from './maintenance';

let server: Server;
let base: string;

beforeAll(async () => {
  // As host/server/main.ts uses it, with a stand-in for Next that renders the 404 page.
  server = createServer((request, response) => {
    const step = duringMaintenance(request, response);
    if (step === 'answered') return;
    response.statusCode = step === 'error-page' ? 404 : 200;
    response.setHeader('content-type', 'text/html');
    response.end(step === 'error-page' ? 'maintenance page' : 'as usual');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('duringMaintenance', () => {
  it('sends a page to /404 of its language, never cached', async () => {
    for (const [path, target] of [
      ['/', '/404'],
      ['/catalog?sortBy=price', '/404'],
      ['/en/product/ring', '/en/404'],
      ['/en', '/en/404'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(307);
      expect(response.headers.get('location')).toBe(target);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('retry-after')).toBe('120');
    }
  });

  it('renders /404 with status 503 and Retry-After', async () => {
    for (const path of ['/404', '/en/404']) {
      const response = await get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(await response.text()).toBe('maintenance page');
    }
  });

  it('answers a change sent to a page with a plain 503; the API, the back office, assets and the health check go on', async () => {
    expect((await get('/cart', { method: 'POST', body: 'x' })).status).toBe(503);
    for (const path of ['/admin', '/admin/sign-in', '/admin/api/sessions/current', '/api/v1/languages', '/_next/static/x.js', '/_shop/health', '/cv', '/robots.txt', '/sitemap.xml', '/sitemaps/1.xml', '/icon.svg']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe('watchSetting', () => {
  it('follows the setting when refreshed and keeps the last state when a read fails', async () => {
    let value: boolean | Error = true;
    const gate = watchSetting(
      async () => {
        if (value instanceof Error) throw value;
        return value;
      },
      false,
      60_000,
    );
    await gate.refresh();
    expect(gate.value).toBe(true);
    value = false;
    await gate.refresh();
    expect(gate.value).toBe(false);
    value = true;
    await gate.refresh();
    value = new Error('connection lost');
    await gate.refresh();
    expect(gate.value).toBe(true);
    gate.stop();
  });
});
