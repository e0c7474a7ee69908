import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findBuyable } from './cart-helpers';

test.describe('wishlist and comparison (desktop)', () => {
  test('product page toggles survive a reload and show on the wishlist and comparison pages', async ({ page, request }) => {
    const { product, config } = await findBuyable(request, 3);
    const title = product.mixedTranslation.title;
    // The toggles are client islands: a click before they have hydrated does nothing.
    await page.goto(`/product/${product.slug}`, { waitUntil: 'networkidle' });
    const wishlist = page.getByRole('button', { name: 'Bewaar op verlanglijst' });
    const compare = page.getByRole('button', { name: 'Vergelijk', exact: true });
    await wishlist.click();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist_unique_id') ?? 'null') as { value: string; expires: number } | null);
    expect(stored?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Seven days from now (spec: 604 800 000 ms), give or take the test's own time.
    expect(Math.abs(stored!.expires - Date.now() - 604_800_000)).toBeLessThan(60_000);

    await page.reload();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    // The header's heart counts what is on the list (painted by the shop runtime after load).
    const heart = page.getByRole('banner').getByRole('link', { name: 'Verlanglijst, 1 sieraad' });
    await expect(heart).toBeVisible();
    await expect(heart.locator('[data-slot="wishlist-count"]')).toHaveText('1');

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Verlanglijst' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(item).toBeVisible();
    await expect(item.getByText(/Op voorraad|Uitverkocht|Pre-order/)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.goto('/comparison');
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    await expect(table.getByRole('cell', { name: config.configuration_id })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Removing on the wishlist page empties it, and the product page follows.
    await page.goto('/wishlist');
    await item.getByRole('button', { name: `Verwijder ${title} van je verlanglijst` }).click();
    await expect(page.getByText('Je hebt nog niets bewaard', { exact: false })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Verlanglijst', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').locator('[data-slot="wishlist-count"]')).toHaveCount(0);
    await page.goto(`/product/${product.slug}`);
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  });

  test('a product card heart adds to the wishlist and another tab follows', async ({ context }) => {
    const listing = await context.newPage();
    await listing.goto('/catalog');
    const heart = listing.locator('[data-slot="product-card"]').first().getByRole('button', { name: /op je verlanglijst$/ });
    const other = await context.newPage();
    await other.goto('/wishlist');
    await expect(other.getByText('Je hebt nog niets bewaard', { exact: false })).toBeVisible();

    await listing.bringToFront();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const title = (await listing.locator('[data-slot="product-card"] h3').first().textContent())!.trim();

    await other.bringToFront();
    await expect(other.getByRole('link', { name: title }).first()).toBeVisible();
  });
});
