import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import pg from 'pg';
import { throwawayDatabase } from './throwaway-database';
import { findBuyable } from './cart-helpers';

/*
 * Third-party integrations under the strict CSP (README "Integrations"), on a shop of its own on
 * PostgreSQL (the e2e shop's embedded database cannot be written from here), with every provider's
 * base address pointed at a local fake: it serves a tiny gtm.js, gtag.js and fbevents.js that report
 * what they are handed, and records the statistics' beacons. Off (the default) nothing of them is on
 * the page; switched on in the database (no restart) the scripts run with the nonce, without a CSP
 * violation, and page views and add_to_cart arrive (analytics by product id, the pixel by sku).
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const scratch = throwawayDatabase('shop_e2e_integrations');
const databaseUrl = scratch.url;
const shopPort = 3195;
const fakePort = 3196;
const base = `http://127.0.0.1:${shopPort}`;
const fake = `http://127.0.0.1:${fakePort}`;

interface Hit {
  kind: string;
  query: URLSearchParams;
  body: unknown;
}
const hits: Hit[] = [];
const served: string[] = [];

/** What the fake scripts share: `send(kind, data)` reports to the fake server (connect-src must allow it). */
const reporter = `var origin = new URL(document.currentScript.src).origin;
function send(kind, data) { fetch(origin + '/collect/' + kind, { method: 'POST', mode: 'no-cors', body: JSON.stringify(data) }); }`;

const scripts: Record<string, string> = {
  // The tag manager: every `{ event }` pushed to dataLayer, before and after it loaded.
  '/gtm.js': `(function () { ${reporter}
  window.google_tag_manager = {};
  var dl = window.dataLayer; var push = dl.push;
  dl.forEach(function (e) { if (e && e.event) send('gtm', e); });
  dl.push = function () { for (var i = 0; i < arguments.length; i++) if (arguments[i] && arguments[i].event) send('gtm', arguments[i]); return push.apply(dl, arguments); };
})();`,
  // gtag: the `arguments` its function pushes (`['event', name, params]`).
  '/gtag/js': `(function () { ${reporter}
  var dl = window.dataLayer; var push = dl.push;
  function seen(e) { if (e && typeof e === 'object' && !Array.isArray(e) && e.length >= 2 && (e[0] === 'event' || e[0] === 'config')) send('gtag', Array.prototype.slice.call(e)); }
  dl.forEach(seen);
  dl.push = function () { for (var i = 0; i < arguments.length; i++) seen(arguments[i]); return push.apply(dl, arguments); };
})();`,
  // The pixel: what fbq was called with, queued before it loaded and after.
  '/en_US/fbevents.js': `(function () { ${reporter}
  var f = window.fbq;
  f.callMethod = function () { send('fbq', Array.prototype.slice.call(arguments)); };
  (f.queue || []).forEach(function (args) { f.callMethod.apply(null, args); });
  f.queue = [];
})();`,
};

let fakeServer: Server;
let shop: ChildProcess;
let db: pg.Client;

function startFake(): Promise<void> {
  fakeServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      served.push(url.pathname);
      const script = scripts[url.pathname];
      if (request.method === 'GET' && script) {
        response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script);
        return;
      }
      if (request.method === 'POST' && (url.pathname.startsWith('/collect/') || url.pathname === '/stats')) {
        let parsed: unknown = body;
        try {
          parsed = JSON.parse(body);
        } catch {
          // kept as text
        }
        hits.push({ kind: url.pathname === '/stats' ? 'stats' : url.pathname.slice('/collect/'.length), query: url.searchParams, body: parsed });
        response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      response.writeHead(404).end();
    });
  });
  return new Promise((resolve) => fakeServer.listen(fakePort, '127.0.0.1', resolve));
}

/** A browser context on this shop whose shopper has seen the seeded popups (as playwright.config.ts does for the e2e shop). */
async function shopper(browser: Browser): Promise<{ context: BrowserContext; violations: string[] }> {
  const seen = JSON.stringify({ 'popup:1': { frequency: 1, last_opened_at: Date.now() }, 'popup:2': { frequency: 4, last_opened_at: Date.now() }, 'campaign:1': { frequency: 1, last_opened_at: Date.now() } });
  const context = await browser.newContext({ baseURL: base, reducedMotion: 'reduce', storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'popups', value: seen }] }] } });
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return { context, violations };
}

const page = async (pagePath: string) => {
  const response = await fetch(`${base}${pagePath}`);
  return { csp: response.headers.get('content-security-policy') ?? '', cache: response.headers.get('x-shop-cache'), html: await response.text() };
};

const integrationRows = [
  { type: 62, name: 'Tag manager', config: { container_id: 'GTM-E2ETEST', verification_code: 'e2e-site-verification-code', base_url: fake } },
  { type: 1, name: 'Analytics', config: { measurement_id: 'G-E2ETEST1', base_url: fake } },
  { type: 2, name: 'Social pixel', config: { pixel_id: '123456789012', base_url: fake } },
  { type: 35, name: 'Statistics', config: { events_enabled: true, base_url: fake, api_key: 'e2e-key' } },
  {
    type: 9,
    name: 'Custom scripts',
    config: {
      scripts: [
        { position: 'end_body', code: "(window.__custom = window.__custom || []).push('end_body');" },
        { position: 'head', code: "(window.__custom = window.__custom || []).push('head'); window.__customText = '</script><p id=\"broke-out\">x</p>';" },
        { position: 'start_body', code: "(window.__custom = window.__custom || []).push('start_body');" },
      ],
    },
  },
];

test.describe('integrations under the strict CSP', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await startFake();
    await scratch.create();
    shop = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'host', 'server', 'main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(shopPort), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl, SHOP_ORIGIN: base, SMTP_URL: '' },
      stdio: 'ignore',
    });
    const until = Date.now() + 120_000;
    while (!(await fetch(`${base}/api/v1/languages`).then((response) => response.ok, () => false))) {
      if (Date.now() > until) throw new Error('the shop did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  test.afterAll(async () => {
    await db?.end();
    shop?.kill('SIGTERM');
    await new Promise((resolve) => (!shop || shop.exitCode !== null ? resolve(null) : shop.once('exit', resolve)));
    await new Promise((resolve) => fakeServer?.close(resolve));
    await scratch.drop();
  });

  test('all off (the default): no script, data block, meta or host of any of them', async ({ browser }) => {
    const { csp, html } = await page('/');
    for (const host of [fake, 'googletagmanager.com', 'facebook', 'google-analytics']) expect(csp).not.toContain(host);
    expect(html).not.toContain('shop-integrations');
    expect(html).not.toContain('google-site-verification');
    const { context, violations } = await shopper(browser);
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab.locator('main')).toBeVisible();
    await tab.waitForLoadState('networkidle');
    expect(await tab.evaluate(() => ({ dataLayer: 'dataLayer' in window, fbq: 'fbq' in window, gtag: 'gtag' in window }))).toEqual({ dataLayer: false, fbq: false, gtag: false });
    expect(served).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('switched on in the database: the scripts run under the CSP, page views and add_to_cart arrive at each provider', async ({ browser, playwright }) => {
    for (const row of integrationRows) {
      await db.query('INSERT INTO integrations (type, name, enabled, config) VALUES ($1, $2, true, $3) ON CONFLICT (type) DO UPDATE SET enabled = true, config = EXCLUDED.config', [row.type, row.name, JSON.stringify(row.config)]);
    }
    // No restart: the server reads the switch on the `settings` announcement; the page cache drops its pages.
    await expect.poll(async () => {
      const { csp, html } = await page('/');
      return csp.includes(fake) && html.includes('/gtm.js?id=GTM-E2ETEST');
    }, { timeout: 10_000 }).toBe(true);
    // A cached copy pairs the scripts with a CSP that lets them run.
    await page('/');
    const cached = await page('/');
    expect(cached.cache).toBe('HIT');
    expect(/script-src[^;]*/.exec(cached.csp)![0]).toContain(fake);
    expect(/connect-src[^;]*/.exec(cached.csp)![0]).toContain(fake);
    expect(/script-src[^;]*/.exec(cached.csp)![0]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(/script-src[^;]*/.exec(cached.csp)![0]).not.toContain('unsafe-inline');

    const api = await playwright.request.newContext({ baseURL: base });
    const { product, config } = await findBuyable(api);
    await api.dispose();
    const { context, violations } = await shopper(browser);
    const tab = await context.newPage();
    await tab.goto(`/product/${product.slug}`);
    await expect(tab.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', 'e2e-site-verification-code');
    // Each provider's script carries the nonce (the browser hides its value from attributes).
    for (const src of ['/gtm.js?id=GTM-E2ETEST', '/gtag/js?id=G-E2ETEST1', '/en_US/fbevents.js']) {
      expect(await tab.locator(`script[src="${fake}${src}"]`).evaluate((element: HTMLScriptElement) => element.nonce.length > 0)).toBe(true);
    }
    // Custom scripts ran at their three places, in document order, and one could not leave its element.
    await expect.poll(() => tab.evaluate(() => (window as unknown as { __custom?: string[] }).__custom)).toEqual(['head', 'start_body', 'end_body']);
    expect(await tab.evaluate(() => (window as unknown as { __customText?: string }).__customText)).toBe('</script><p id="broke-out">x</p>');
    await expect(tab.locator('#broke-out')).toHaveCount(0);

    const arrived = (kind: string, match: (body: unknown) => boolean) => hits.some((hit) => hit.kind === kind && match(hit.body));
    await expect.poll(() => arrived('gtm', (body) => (body as { event?: string }).event === 'page_view'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => arrived('gtag', (body) => (body as unknown[])[0] === 'event' && (body as unknown[])[1] === 'page_view')).toBe(true);
    await expect.poll(() => arrived('fbq', (body) => (body as unknown[])[0] === 'track' && (body as unknown[])[1] === 'PageView')).toBe(true);
    expect(arrived('fbq', (body) => (body as unknown[])[0] === 'init' && (body as unknown[])[1] === '123456789012')).toBe(true);
    await expect.poll(() => hits.some((hit) => hit.kind === 'stats' && hit.query.get('api_key') === 'e2e-key' && (hit.body as { type?: string }).type === 'visit')).toBe(true);

    await tab.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(tab.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
    // Analytics by product id, the pixel by sku.
    await expect
      .poll(() => arrived('gtm', (body) => (body as { event?: string; ecommerce?: { items?: { item_id?: string }[] } }).event === 'add_to_cart' && (body as { ecommerce: { items: { item_id?: string }[] } }).ecommerce.items[0]?.item_id === String(product.id)))
      .toBe(true);
    await expect.poll(() => arrived('gtag', (body) => (body as unknown[])[1] === 'add_to_cart' && ((body as [string, string, { items: { item_id: string }[] }])[2].items[0]?.item_id === String(product.id)))).toBe(true);
    await expect.poll(() => arrived('fbq', (body) => (body as unknown[])[1] === 'AddToCart' && ((body as [string, string, { content_ids: string[] }])[2].content_ids[0] === config.configuration_id))).toBe(true);
    await expect.poll(() => hits.some((hit) => hit.kind === 'stats' && (hit.body as { type?: string; payload?: { sku?: string } }).type === 'add_to_cart' && (hit.body as { payload: { sku?: string } }).payload.sku === config.configuration_id)).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('switched off again: the CSP and the pages lose all of it, cached ones included', async ({ browser }) => {
    await page('/over-ons');
    await db.query('UPDATE integrations SET enabled = false');
    await expect.poll(async () => {
      const { csp, html } = await page('/over-ons');
      return !csp.includes(fake) && !html.includes('shop-integrations') && !html.includes(fake);
    }, { timeout: 10_000 }).toBe(true);
    const before = served.length;
    const { context, violations } = await shopper(browser);
    const tab = await context.newPage();
    await tab.goto('/over-ons');
    await expect(tab.locator('main')).toBeVisible();
    await tab.waitForLoadState('networkidle');
    expect(await tab.evaluate(() => ({ dataLayer: 'dataLayer' in window, fbq: 'fbq' in window, custom: '__custom' in window }))).toEqual({ dataLayer: false, fbq: false, custom: false });
    expect(served.length).toBe(before);
    expect(violations).toEqual([]);
    await context.close();
  });
});
