import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { choose, findProductCase, priceOf, type ProductCase, viewerReady } from './product-helpers';

let item: ProductCase;
test.beforeAll(async ({ request }) => {
  item = await findProductCase(request);
});

test.describe('product page (phone)', () => {
  test('changing metal and size updates price, stock and the URL', async ({ page }) => {
    const { product, start, otherMetal } = item;
    await page.goto(`/product/${product.slug}`);
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, start));
    await choose(page, otherMetal);
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, otherMetal));
    await expect(page.locator('[data-slot="stock-status"]')).toBeVisible();
  });

  test('the viewer opens on a tap and closes with Escape', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    await viewerReady(page);
    await page.locator('[data-asset-viewer]').first().click();
    const viewer = page.getByRole('dialog', { name: 'Afbeeldingen' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('the description sections are accordions', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    await expect(page.getByRole('tab')).toHaveCount(0);
    const shipping = page.locator('details', { hasText: 'Verzenden & retourneren' });
    await shipping.locator('summary').click();
    await expect(shipping).toHaveAttribute('open', '');
    await expect(shipping.getByText(/dagen bedenktijd/)).toBeVisible();
  });

  test('sold out: notify form, then the success text', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    await choose(page, item.soldOut);
    const form = page.getByRole('form', { name: 'Mail mij als hij er weer is' });
    await form.getByLabel('E-mailadres').fill('telefoon@example.nl');
    await form.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We mailen je zodra' })).toBeVisible();
  });

  test('no accessibility violations', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
