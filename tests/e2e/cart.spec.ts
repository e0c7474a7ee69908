import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Product } from '../../api/contract/products';
import { eur, findBuyable } from './cart-helpers';

test.describe('cart (desktop)', () => {
  test('add from the product page → drawer → quantity changes the totals → remove; the cart survives a reload', async ({ page, request }) => {
    const { product, price } = await findBuyable(request);
    const title = product.mixedTranslation.title;
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();

    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: title })).toBeVisible();
    await expect(drawer.locator('[data-slot="cart-total"]')).toHaveText(eur(price));
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

    await drawer.getByRole('button', { name: `Verhoog het aantal van ${title}` }).click();
    await expect(drawer.locator('[data-slot="cart-total"]')).toHaveText(eur(price * 2));
    // Behind the modal drawer the header is hidden from assistive technology: check the label itself.
    await expect(page.locator('header a[href="/cart"]')).toHaveAttribute('aria-label', 'Winkelwagen, 2 artikelen');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.reload();
    // The header shows the stored cart once the runtime has started (after the page is idle).
    await expect(page.getByRole('link', { name: 'Winkelwagen, 2 artikelen' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
    const line = page.locator('[data-slot="cart-line"]', { hasText: title });
    await expect(line).toBeVisible();
    await expect(page.locator('[data-slot="cart-total"]')).toHaveText(eur(price * 2));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await line.getByRole('button', { name: `Verwijder ${title}` }).click();
    await expect(page.getByText('Je winkelwagen is leeg')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Winkelwagen', exact: true })).toBeVisible();
  });

  test('typing more than is in stock sets the most there is and says so', async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/system-catalog?count=60')).json()) as { data: { slug: string }[] };
    let found: { slug: string; title: string; sku: string; stock: number } | undefined;
    for (const { slug } of list.data) {
      const product = ((await (await request.get(`/api/v1/products/${slug}`)).json()) as { data: Product }).data;
      const config = product.configurations.find((c) => c.track_inventory && c.stock_qty >= 2 && c.stock_qty < 50 && c.cost > 0);
      if (config && !product.embedded) {
        found = { slug, title: product.mixedTranslation.title, sku: config.configuration_id, stock: config.stock_qty };
        break;
      }
    }
    expect(found, 'a seeded configuration with a few in stock').toBeTruthy();
    await page.goto(`/product/${found!.slug}?configuration_id=${encodeURIComponent(found!.sku)}`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
    await page.goto('/cart');
    const line = page.locator('[data-slot="cart-line"]', { hasText: found!.title });
    const field = line.getByRole('spinbutton', { name: `Aantal van ${found!.title}` });
    await field.fill('99');
    await expect(field).toHaveValue(String(found!.stock));
    await expect(line.locator('[data-slot="quantity-note"]')).toHaveText(`Er zijn er nog maar ${found!.stock} beschikbaar`);
  });

  test('a second tab sees the change without reloading', async ({ context, request }) => {
    const { product, price } = await findBuyable(request, 1);
    const cartTab = await context.newPage();
    await cartTab.goto('/cart');
    await expect(cartTab.getByText('Je winkelwagen is leeg')).toBeVisible();

    const shopTab = await context.newPage();
    await shopTab.goto(`/product/${product.slug}`);
    await shopTab.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shopTab.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();

    await cartTab.bringToFront();
    await expect(cartTab.locator('[data-slot="cart-line"]', { hasText: product.mixedTranslation.title })).toBeVisible();
    await expect(cartTab.locator('[data-slot="cart-total"]')).toHaveText(eur(price));
    await expect(cartTab.getByRole('link', { name: 'Winkelwagen, 1 artikel' })).toBeAttached();
  });

  test('a price sent by the client is ignored: the cart shows the catalogue price', async ({ page, request }) => {
    const { product, config, price } = await findBuyable(request, 2);
    const response = await request.post('/api/v1/carts/items', {
      data: { configuration_id: config.configuration_id, quantity: 1, base_cost: 1, final_cost: 1, discount_amount: price, final_amount: 1 },
    });
    expect(response.status()).toBe(200);
    const { data: cart } = (await response.json()) as { data: { unique_id: string; final_amount: number } };
    expect(cart.final_amount).toBe(price);

    // The shared-cart route loads it and makes it the current cart.
    await page.goto(`/cart/${cart.unique_id}`);
    await expect(page.locator('[data-slot="cart-line"]', { hasText: product.mixedTranslation.title })).toBeVisible();
    await expect(page.locator('[data-slot="cart-total"]')).toHaveText(eur(price));
    expect(await page.evaluate(() => localStorage.getItem('cart_unique_id'))).toBe(cart.unique_id);
  });

  test('the cart page without a cart shows the empty state, in English too', async ({ page }) => {
    await page.goto('/en/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/catalog');
  });
});
