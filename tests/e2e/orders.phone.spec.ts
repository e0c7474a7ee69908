import { expect, test, type Page } from '@playwright/test';

/** The order list and the order page on a 390 px phone: stacked, nothing past the screen's edge. */

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsDemo(page: Page) {
  await page.goto('/sign-in?redirect=/profile/orders');
  await page.getByLabel(/^E-mail/).fill('klant@juwelier-aurum.nl');
  await page.getByLabel(/^Wachtwoord/).fill('Aurum-demo-2026');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/orders');
}

/** Elements whose right edge passes the screen's (outside scroll containers), for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) if (getComputedStyle(node).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !clipped(el);
    });
    return { scrolls: document.documentElement.scrollWidth > width, wide: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`) };
  });

test.describe('orders (phone)', () => {
  test('the list and the order page fit 390 px: rows stacked, lines and amounts under each other', async ({ page }) => {
    await signInAsDemo(page);
    const rows = page.locator('[data-slot="order-row"]');
    await expect(rows.first()).toBeVisible();
    expect(await overflowing(page)).toEqual({ scrolls: false, wide: [] });
    // All four sections of the account menu are on screen (two rows of tabs).
    for (const name of ['Mijn gegevens', 'Bestellingen', 'Bestelling volgen', 'Verzendadressen']) {
      const box = await page.getByRole('navigation', { name: 'Accountmenu' }).getByRole('link', { name }).boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
    // A row's link spans the card under its facts.
    const row = rows.first();
    const [rowBox, linkBox] = [await row.boundingBox(), await row.getByRole('link').boundingBox()];
    expect(linkBox!.width).toBeGreaterThan(rowBox!.width * 0.8);

    await page.locator('[data-slot="order-row"]').filter({ hasText: 'Bezorgd' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    await expect(page.locator('[data-slot="order-line"]').first()).toBeVisible();
    expect(await overflowing(page)).toEqual({ scrolls: false, wide: [] });
    // The summary comes after the lines, full width.
    const [lines, totals] = [await page.getByRole('list', { name: 'Artikelen' }).boundingBox(), await page.locator('[data-slot="order-totals"]').boundingBox()];
    expect(totals!.y).toBeGreaterThan(lines!.y + lines!.height);
    expect(totals!.width).toBeGreaterThan(300);
    await expect(page.locator('[data-slot="order-grand-total"]')).toBeVisible();
  });
});
