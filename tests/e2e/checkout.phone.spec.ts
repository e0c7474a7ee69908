import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findBuyable } from './cart-helpers';
import { addAndCheckout, fillGuestDetails } from './checkout-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('checkout (phone)', () => {
  test('step 1 at 390 px: nothing reaches past the screen, and axe finds nothing, empty and filled in', async ({ page }) => {
    await addAndCheckout(page, 6);
    const overflowing = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth > window.innerWidth,
        elements: [...document.querySelectorAll('main *, header *, footer *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.outerHTML.slice(0, 80)),
      }));
    expect(await overflowing()).toEqual({ page: false, elements: [] });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await fillGuestDetails(page);
    await page.getByLabel('Kortingscode').fill('NEPCODE');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByText('Kortingscode is ongeldig')).toBeVisible();
    expect(await overflowing()).toEqual({ page: false, elements: [] });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('step 1 shows its first texts and the sign-in link from the server, before any script; the form then takes their place', async ({ page, browser }) => {
    const { config } = await findBuyable(page.request, 2);
    const added = await page.request.post('/api/v1/carts/items', { data: { configuration_id: config.configuration_id, quantity: 1 }, headers: { origin: test.info().project.use.baseURL! } });
    expect(added.ok()).toBe(true);
    const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;

    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
    const plain = await bare.newPage();
    await plain.goto(`/checkout/${cartId}`);
    await expect(plain.getByRole('group', { name: 'Contactgegevens' })).toBeVisible();
    await expect(plain.getByText('We sturen de orderbevestiging en de track-and-trace naar dit adres.')).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', `/sign-in?redirect=/checkout/${cartId}`);
    await expect(plain.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(plain.getByLabel(/^E-mailadres/)).toHaveCount(0);
    await bare.close();

    await page.goto(`/checkout/${cartId}`);
    await expect(page.getByLabel(/^E-mailadres/)).toBeVisible();
    await expect(page.getByText('We sturen de orderbevestiging en de track-and-trace naar dit adres.')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Contactgegevens' })).toHaveCount(1);
    await expect(page.locator('[data-slot="checkout-loading"]')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
