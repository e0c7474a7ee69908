import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openSearch, searchButton, searchEvent, searchResults } from './search-helpers';

test.describe('header search (desktop)', () => {
  test('typing shows results; ArrowDown and Enter open the first one', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Zoek in alle sieraden' }).fill('ring');
    await expect(dialog.getByRole('status')).toHaveText(/\d+ sieraden? gevonden/);
    const results = searchResults(dialog);
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(8);
    await expect(results.first().locator('[data-slot="price"]')).toContainText('EUR');
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([]);

    const first = results.first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product\//);
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1).getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the action goes to the full results, and the search is counted once', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const counted = searchEvent(page);
    await dialog.getByRole('searchbox').fill('diamant');
    const action = dialog.getByRole('link', { name: /^Bekijk (alle resultaten \(\d+\)|het resultaat)$/ });
    await expect(action).toHaveAttribute('href', '/catalog?search=diamant');
    expect((await counted).postDataJSON().payload).toEqual({ query: 'diamant' });
    let again = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/events/frontend-event') && request.postDataJSON()?.type === 'search') again = true;
    });

    await action.click();
    await expect(page).toHaveURL(/\/catalog\?search=diamant$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Zoekresultaten voor “diamant”' })).toBeVisible();
    await expect(page.locator('[data-slot="product-grid"] [data-slot="product-card"]').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(again).toBe(false);
  });

  test('English: Enter in the input goes to /en/catalog?search=…, without the filters of the page', async ({ page }) => {
    await page.goto('/en/catalog?categories=earrings&sortBy=cost%7Casc');
    const dialog = await openSearch(page, 'Search');
    await dialog.getByRole('searchbox', { name: 'Search all jewellery' }).fill('ring');
    await expect(dialog.getByRole('status')).toHaveText(/\d+ pieces? found/);
    await expect(searchResults(dialog).first().getByRole('link')).toHaveAttribute('href', /^\/en\/product\//);
    await expect(dialog.getByRole('link', { name: /^See (all results \(\d+\)|the result)$/ })).toHaveAttribute('href', '/en/catalog?search=ring');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/catalog\?search=ring$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Search results for “ring”' })).toBeVisible();
    await expect(page.locator('[data-slot="product-grid"] [data-slot="product-card"]').first()).toBeVisible();
  });

  test('Escape closes and the focus is back on the button; the query is still there on reopening', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('xqzv');
    await expect(dialog.getByRole('status')).toHaveText('Geen sieraden gevonden voor “xqzv”. Probeer een ander woord.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toHaveValue('xqzv');
  });
});
