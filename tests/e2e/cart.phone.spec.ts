import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { eur, findBuyable } from './cart-helpers';

test.describe('cart (phone)', () => {
  test('the drawer fits the screen, a typed quantity is sent once, and the header count follows', async ({ page, request }) => {
    const { product, price } = await findBuyable(request, 4);
    const title = product.mixedTranslation.title;
    await page.goto(`/product/${product.slug}`);
    const added = page.waitForRequest((r) => r.url().includes('/api/v1/events/frontend-event') && r.postDataJSON()?.type === 'add_to_cart');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(drawer).toBeVisible();
    // Analytics: the add is reported with the SKU; the visitor is the uid cookie, not the body.
    const event = (await added).postDataJSON() as { payload: { sku: string }; visitor_id?: string };
    expect(event.payload.sku).toBe(product.default_sku);
    expect(event.visitor_id).toBeUndefined();
    const uid = (await page.context().cookies()).find((c) => c.name === 'uid');
    expect(uid?.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(uid?.httpOnly).toBe(true);

    // Once it has slid in, nothing in the drawer reaches past the screen's right edge.
    const overflowing = () => page.evaluate(() => [...document.querySelectorAll('[role="dialog"] *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).length);
    await expect.poll(overflowing).toBe(0);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

    const updates: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && r.url().includes('/api/v1/carts/items/') && updates.push(r.url()));
    const field = drawer.getByRole('spinbutton', { name: `Aantal van ${title}` });
    await field.fill('3');
    await expect(drawer.locator('[data-slot="cart-total"]')).toHaveText(eur(price * 3));
    expect(updates).toHaveLength(1);
    await drawer.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page.getByRole('link', { name: 'Winkelwagen, 3 artikelen' })).toBeVisible();
  });
});
