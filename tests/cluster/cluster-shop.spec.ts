import { expect, test } from '@playwright/test';
import { addAndCheckout, continueToPayment, fillGuestDetails } from '../e2e/checkout-helpers';
import { clusterUnderTest, INSTANCE_HEADER } from './cluster-helpers';

/*
 * A shopper in Chromium through the balancer of the scaled-out shop (tests/cluster/global-setup.ts):
 * round robin sends the browser's calls to every instance, so the cart is made on one and read,
 * filled and ordered on others, and the order comes through whole.
 */

const cluster = clusterUnderTest();
/** The seeded popups as already seen (as playwright.config.ts does for the e2e suite): a modal would take the clicks. */
const seenPopups = JSON.stringify({ 'popup:1': { frequency: 1, last_opened_at: Date.now() }, 'popup:2': { frequency: 4, last_opened_at: Date.now() }, 'campaign:1': { frequency: 1, last_opened_at: Date.now() } });

test.use({
  baseURL: cluster.publicUrl,
  storageState: { cookies: [], origins: [{ origin: cluster.publicUrl, localStorage: [{ name: 'popups', value: seenPopups }] }] },
});

test('a guest orders by bank transfer through the balancer while the instances take turns', async ({ page }) => {
  test.setTimeout(90_000);
  // Card payments are configured (the Stripe fake); Stripe.js itself is not reachable here.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, (route) => route.abort());
  const answeredBy: { method: string; path: string; instance: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === cluster.publicUrl && url.pathname.startsWith('/api/v1/')) answeredBy.push({ method: response.request().method(), path: url.pathname, instance: response.headers()[INSTANCE_HEADER] ?? '?' });
  });

  await addAndCheckout(page);
  await fillGuestDetails(page);
  await continueToPayment(page);
  const methods = page.getByRole('group', { name: 'Betaalmethode' });
  await methods.getByRole('radio', { name: /Bankoverschrijving/ }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL((url) => /^\/checkout\/success\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.locator('[data-slot="order-number"]')).toHaveText(/^AU-\d{4}-\d{6}$/);

  // The cart's and the order's own calls (shopper events aside).
  const changes = answeredBy.filter((call) => call.method !== 'GET' && !call.path.includes('/events/'));
  console.log(`[cluster] the shopper's cart and order calls: ${changes.map((call) => `${call.method} ${call.path.replace(/[\w-]{32}/, '…')} on ${call.instance}`).join(', ')}`);
  expect(new Set(answeredBy.map((call) => call.instance)).size).toBe(3);
  expect(new Set(changes.map((call) => call.instance)).size).toBeGreaterThan(1);
});
