import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
});
