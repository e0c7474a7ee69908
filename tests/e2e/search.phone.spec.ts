import { expect, test } from '@playwright/test';
import { openSearch, searchButton, searchResults } from './search-helpers';

test.describe('header search (phone)', () => {
  test('the magnifier is in the phone header; the popup fills the screen, a result opens its product page', async ({ page }) => {
    await page.goto('/');
    await expect(searchButton(page)).toBeVisible();
    const dialog = await openSearch(page, 'Zoeken', 'tap');
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(viewport.width);
    await dialog.getByRole('searchbox').fill('ring');
    const first = searchResults(dialog).first().getByRole('link');
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    await first.tap();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  });

  test('the action lands on the full results; the close button gives the focus back to the magnifier', async ({ page }) => {
    await page.goto('/');
    let dialog = await openSearch(page, 'Zoeken', 'tap');
    await dialog.getByRole('button', { name: 'Sluiten' }).tap();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    dialog = await openSearch(page, 'Zoeken', 'tap');
    await dialog.getByRole('searchbox').fill('diamant');
    await dialog.getByRole('link', { name: /^Bekijk (alle resultaten \(\d+\)|het resultaat)$/ }).tap();
    await expect(page).toHaveURL(/\/catalog\?search=diamant$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Zoekresultaten voor “diamant”' })).toBeVisible();
  });

  test('English: the same popup under /en', async ({ page }) => {
    await page.goto('/en');
    const dialog = await openSearch(page, 'Search', 'tap');
    await dialog.getByRole('searchbox').fill('ring');
    await dialog.getByRole('link', { name: /^See (all results \(\d+\)|the result)$/ }).tap();
    await expect(page).toHaveURL(/\/en\/catalog\?search=ring$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Search results for “ring”' })).toBeVisible();
  });
});
