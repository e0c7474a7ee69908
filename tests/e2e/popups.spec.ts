import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

/**
 * The marketing popup (spec section 4) on the seeded shop: a welcome popup with the newsletter
 * form, ONCE on every page (priority 10), and a size tip PER_DAY on /catalog (priority 5); and the
 * newsletter with its thank-you popup and double opt-in link. These tests start without the
 * `popups` records the other specs get (playwright.config.ts). The tests that wait for a popup's
 * 4 s delay are tagged `@clock`: they run in the `clock` project, beside the other specs.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welkom bij Juwelier Aurum' });
const sizeTip = (page: Page) => page.getByRole('dialog', { name: 'Twijfel je over je maat?' });
const records = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('popups') ?? '{}') as Record<string, { frequency: number; last_opened_at: number }>);
/** The popup island asked the API for this page's popups (4 s after the route began) and has decided. */
const popupsAsked = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/popups', { timeout: 15_000 });

test('the welcome popup (ONCE) opens 4 s after the page, once, and never again across reloads', { tag: '@clock' }, async ({ page }) => {
  const asked = popupsAsked(page);
  const start = Date.now();
  await page.goto('/over-ons');
  await expect(welcome(page)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(4000);
  await asked;
  // Title, sanitised text, image and the newsletter form; focus inside the dialog.
  await expect(welcome(page)).toContainText('WELKOM10');
  await expect(welcome(page).getByRole('img')).toBeVisible();
  await expect(welcome(page).getByRole('textbox', { name: /Je e-mailadres/ })).toBeVisible();
  await expect(welcome(page).getByRole('button', { name: 'Sluiten' })).toBeFocused();
  expect((await records(page))['popup:1']).toMatchObject({ frequency: 1 });
  // The page's scroll is locked, and the lock's variable stays on <body> (globals.css registers it
  // as not inherited): an inherited one made the opening restyle every element of the page.
  const lock = await page.evaluate(() => {
    document.body.style.setProperty('--removed-body-scroll-bar-size', '7px');
    const inMain = getComputedStyle(document.querySelector('main')!).getPropertyValue('--removed-body-scroll-bar-size');
    document.body.style.removeProperty('--removed-body-scroll-bar-size');
    return { locked: document.body.hasAttribute('data-scroll-locked'), overflow: getComputedStyle(document.body).overflow, inMain };
  });
  expect(lock).toEqual({ locked: true, overflow: 'hidden', inMain: '0px' });
  await page.keyboard.press('Escape');
  await expect(welcome(page)).toBeHidden();

  for (const path of ['/over-ons', '/']) {
    const again = popupsAsked(page);
    await page.goto(path);
    await again;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test.describe('with the welcome popup seen', () => {
  test.use({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'popups', value: JSON.stringify({ 'popup:1': { frequency: 1, last_opened_at: 0 }, 'campaign:1': { frequency: 1, last_opened_at: 0 } }) }] }],
    },
  });

  test('the catalogue tip (PER_DAY) shows once a day, by the shopper’s clock', { tag: '@clock' }, async ({ page }) => {
    const day = (iso: string) => new Date(iso).getTime();
    await page.clock.install({ time: new Date('2026-12-01T10:00:00') });
    await page.goto('/catalog');
    await expect(sizeTip(page)).toBeVisible({ timeout: 15_000 });
    const opened = (await records(page))['popup:2']!;
    expect(opened.frequency).toBe(4);
    expect(opened.last_opened_at).toBeGreaterThanOrEqual(day('2026-12-01T10:00:00'));
    // Its button goes to the size guide and closes the popup.
    await sizeTip(page).getByRole('link', { name: 'Naar de maatgids' }).click();
    await expect(page).toHaveURL(/\/maatgids$/);
    await expect(sizeTip(page)).toBeHidden();

    // The same day, later: not again.
    await page.clock.setSystemTime(new Date('2026-12-01T22:30:00'));
    let asked = popupsAsked(page);
    await page.goto('/catalog');
    await asked;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The next morning: once more.
    await page.clock.setSystemTime(new Date('2026-12-02T09:00:00'));
    asked = popupsAsked(page);
    await page.goto('/catalog');
    await asked;
    await expect(sizeTip(page)).toBeVisible();
    expect((await records(page))['popup:2']!.last_opened_at).toBeGreaterThanOrEqual(day('2026-12-02T09:00:00'));
  });

  test('the demo page /popup-voorbeeld shows its popup (EACH_PAGE_VIEW) on every visit, and no other page does', { tag: '@clock' }, async ({ page }) => {
    // Five page views, three of them waiting for a popup's delay: more than 30 s on a slow machine.
    test.slow();
    const example = page.getByRole('dialog', { name: 'Voorbeeld: popup bij elk paginabezoek' });
    const response = await page.goto('/popup-voorbeeld');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Voorbeeld van een pop-up' })).toBeVisible();
    await expect(example).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(example).toBeHidden();
    // Every page view, so again on the next visit, and in English too, at the page's English address.
    await page.goto('/popup-voorbeeld');
    await expect(example).toBeVisible({ timeout: 15_000 });
    expect((await page.goto('/en/popup-example'))?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Example: a popup on every page view' })).toBeVisible({ timeout: 15_000 });

    for (const path of ['/over-ons', '/maatgids']) {
      const asked = popupsAsked(page);
      await page.goto(path);
      await asked;
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('the newsletter: the thank-you popup, then the link in the mail confirms the subscription', async ({ page }) => {
    const email = `nieuwsbrief.${Date.now().toString(36)}@example.nl`;
    // The contact page shows the newsletter block (the `footer-form` block); typing before the form
    // has hydrated would be lost when it does (seen once in a full run under load).
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="subscription"]');
    // The footer hides its own copy of the form on a page that shows the block.
    await expect(page.locator('[data-slot="footer-form"]')).toBeHidden();
    const field = block.getByRole('textbox', { name: /Je e-mailadres/ });
    await field.fill('klant@');
    await block.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(block.getByRole('alert')).toHaveText('klant@ is ongeldig');
    await field.fill(email);
    await block.getByRole('button', { name: 'Aanmelden' }).click();
    const thanks = page.getByRole('dialog', { name: 'Bedankt voor je aanmelding' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('bevestigen');
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(thanks).toBeHidden();
    await expect(field).toHaveValue('');

    const mail = await waitForMail(email, /./);
    await page.goto(linkIn(mail, '/newsletter/confirm/'));
    await expect(page.getByRole('status')).toHaveText('Je aanmelding voor de nieuwsbrief is bevestigd. Welkom!');
  });

  test('the footer form signs up from any page', async ({ page }) => {
    // As the newsletter test: type once the form has hydrated (a CI run under load lost a click before).
    await page.goto('/over-ons', { waitUntil: 'networkidle' });
    const footer = page.locator('footer [data-slot="footer-form"]');
    await expect(footer).toBeVisible();
    await footer.getByRole('textbox', { name: /Je e-mailadres/ }).fill(`footer.${Date.now().toString(36)}@example.nl`);
    await footer.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Bedankt voor je aanmelding' })).toBeVisible();
  });

  test('the top banner shows the campaign text and stays closed once closed', async ({ page }) => {
    await page.goto('/over-ons');
    const banner = page.getByRole('region', { name: 'Actie' });
    await expect(banner).toContainText('Code WELKOM10 voor 10% korting');
    await expect(banner.locator('strong')).toHaveText('WELKOM10');
    await banner.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/catalog');
    await expect(page.getByRole('region', { name: 'Actie' })).toHaveCount(0);
  });
});
