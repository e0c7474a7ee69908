import { gunzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { rawGzip } from './raw-http';

/*
 * The page cache (host/server/cached-pages.ts) on the e2e shop (embedded PGlite): anonymous views
 * come from memory, a signed-in shopper's never go into it, a sale shows on the product page
 * within 2 s, and a cached page keeps its strict CSP.
 */

const DEMO = { email: 'klant@juwelier-aurum.nl', password: 'Aurum-demo-2026', firstName: 'Sanne' } as const;

interface ListedConfig {
  configuration_id: string;
  track_inventory: boolean;
  stock_qty: number;
}

/** A product whose default configuration is tracked with a few pieces left (a "Nog maar N" product). */
async function lowStockProduct(request: APIRequestContext): Promise<{ slug: string; config: ListedConfig }> {
  const listing = (await (await request.get('/api/v1/system-catalog?count=100&column=recommended&order_by=asc')).json()) as { data: { slug: string; default_config: ListedConfig | null }[] };
  const found = listing.data.find((item) => item.default_config?.track_inventory && item.default_config.stock_qty >= 2 && item.default_config.stock_qty <= 5);
  if (!found) throw new Error('no product with a few pieces left in the seeded shop');
  return { slug: found.slug, config: found.default_config! };
}

/** Orders `quantity` of a configuration by bank transfer, through the API as a guest. */
async function buy(request: APIRequestContext, sku: string, quantity: number) {
  const added = await request.post('/api/v1/carts/items', { data: { configuration_id: sku, quantity } });
  expect(added.status()).toBe(200);
  const cart = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  const address = { first_name: 'Anna', last_name: 'de Vries', company: null, address_line_1: 'Kalverstraat 1', address_line_2: null, city: 'Amsterdam', state: null, zip: '1012 NX', country: 'NL', phone: null };
  expect((await request.patch(`/api/v1/carts/${cart}`, { data: { contact_email: 'cache.test@example.nl', shipping_address: address, shipping_rate_id: 'postnl-insured' } })).status()).toBe(200);
  const placed = await request.post('/api/v1/carts/checkout/finish-immediately', { data: { cart_unique_id: cart, type: 'bank_transfer' } });
  expect(placed.status(), await placed.text()).toBe(200);
}

const cacheState = async (request: APIRequestContext, path: string) => (await request.get(path)).headers()['x-shop-cache'];

test.describe('page cache', () => {
  test('an anonymous view is answered from memory the second time, with its own cookies', async ({ playwright, baseURL }) => {
    const shopper = await playwright.request.newContext({ baseURL });
    await shopper.get('/over-ons');
    const again = await shopper.get('/over-ons');
    expect(again.headers()['x-shop-cache']).toBe('HIT');
    // A cached page still gives a new visitor a visitor id of their own.
    const stranger = await playwright.request.newContext({ baseURL });
    const first = await stranger.get('/over-ons');
    expect(first.headers()['x-shop-cache']).toBe('HIT');
    expect(first.headers()['set-cookie']).toMatch(/uid=[A-Za-z0-9_-]{24}/);
    const secondStranger = await playwright.request.newContext({ baseURL });
    const other = await secondStranger.get('/over-ons');
    const uid = (value: string | undefined) => /uid=([A-Za-z0-9_-]{24})/.exec(value ?? '')?.[1];
    expect(uid(other.headers()['set-cookie'])).not.toBe(uid(first.headers()['set-cookie']));
    await Promise.all([shopper.dispose(), stranger.dispose(), secondStranger.dispose()]);
  });

  test('a page rendered for the first time reaches the shopper compressed, and the cached copy is that page', async ({ baseURL }) => {
    const url = `${baseURL}/over-ons?v=${Date.now()}`;
    const miss = await rawGzip(url);
    expect(miss.headers['x-shop-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(miss.body).toString();
    expect(html).toContain('</html>');
    expect(miss.body.length).toBeLessThan(html.length / 3);
    const hit = await rawGzip(url);
    expect(hit.headers['x-shop-cache']).toBe('HIT');
    expect(gunzipSync(hit.body).toString()).toBe(html);
  });

  test('a campaign link is answered by the cached page, and the browser keeps its campaign tags for analytics', async ({ page, playwright, baseURL }) => {
    const other = await playwright.request.newContext({ baseURL });
    await other.get('/collections?utm_source=nieuwsbrief&mc_eid=andere-lezer');
    const html = await (await other.get('/collections?utm_source=nieuwsbrief&mc_eid=andere-lezer')).text();
    // Nothing of one reader's link is written into the page another reader gets.
    expect(html).not.toContain('andere-lezer');
    const response = await page.goto('/collections?utm_source=nieuwsbrief&utm_campaign=kerst&mc_eid=deze-lezer');
    expect(response?.headers()['x-shop-cache']).toBe('HIT');
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe('kerst');
    expect(await page.evaluate(() => window.location.search)).toContain('mc_eid=deze-lezer');
    await other.dispose();
  });

  test('nothing of a signed-in shopper lands in a cached page', async ({ page, playwright, baseURL }) => {
    const signIn = await page.request.post('/api/v1/authorizations', { data: { email: DEMO.email, password: DEMO.password }, headers: { origin: baseURL! } });
    expect(signIn.status()).toBe(200);
    const catalogue = (await (await page.request.get('/api/v1/system-catalog?count=1')).json()) as { data: { slug: string }[] };
    const paths = ['/', '/catalog', `/product/${catalogue.data[0]!.slug}`, '/articles', '/over-ons', '/en'];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.headers()['x-shop-cache'], path).toBe('BYPASS');
      await expect(page.locator('[data-signed-in]').first()).toBeAttached();
    }
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of paths) {
      for (let view = 0; view < 2; view++) {
        const response = await anonymous.get(path);
        const html = await response.text();
        expect(html, path).not.toContain(DEMO.email);
        // The header's account link says whom it is for only when the request was signed in.
        expect(html, path).not.toMatch(/data-signed-in="true"|"data-signed-in":true/);
        expect(html, path).not.toMatch(/access_token/);
      }
      expect(await cacheState(anonymous, path), path).toBe('HIT');
    }
    await anonymous.dispose();
  });

  test('a sale shows on the cached product page within 2 s, rendered again by the cache, not for a shopper', async ({ playwright, baseURL }) => {
    const shopper = await playwright.request.newContext({ baseURL });
    const { slug, config } = await lowStockProduct(shopper);
    const path = `/product/${slug}?configuration_id=${encodeURIComponent(config.configuration_id)}`;
    await shopper.get(path);
    expect(await cacheState(shopper, path)).toBe('HIT');
    expect(await (await shopper.get(path)).text()).toContain(`Nog maar ${config.stock_qty} op voorraad`);
    await buy(shopper, config.configuration_id, 1);
    const sold = Date.now();
    const states: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await shopper.get(path);
          states.push(response.headers()['x-shop-cache']!);
          return (await response.text()).includes(`Nog maar ${config.stock_qty - 1} op voorraad`);
        },
        { timeout: 2000, intervals: [50, 100, 200] },
      )
      .toBe(true);
    console.log(`[page-cache] the sale showed after ${Date.now() - sold} ms (${states.join(', ')})`);
    // The page was rendered again by the cache itself, started by the sale's announcement: the
    // shopper got the page before it (STALE) and then the new one, never rendering it. (The new one
    // can itself answer STALE: another stock announcement after it, e.g. of a test beside this one.)
    expect(states).not.toContain('MISS');
    await shopper.dispose();
  });

  test('a cached page keeps its strict CSP: an inline script slipped into it does not run', async ({ page, request }) => {
    await request.get('/over-ons');
    expect(await cacheState(request, '/over-ons')).toBe('HIT');
    const csp = (await request.get('/over-ons')).headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(/script-src[^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    // The cached body with a script added, as a poisoned cache entry would hold it; headers as served.
    await page.route('**/over-ons', async (route) => {
      const response = await route.fetch();
      expect(response.headers()['x-shop-cache']).toBe('HIT');
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/over-ons');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.join('\n')).toMatch(/inline script/i);
    // The page's own scripts ran under the same policy (Next's client runtime started).
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { appDir?: boolean } }).next?.appDir))).toBe(true);
  });
});
