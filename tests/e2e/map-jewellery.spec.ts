import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Product } from '../../api/contract/products';

/*
 * Map jewellery (issue #17, spec "map-based items") against a local tile server this spec starts.
 * The e2e shop must load its tiles from it: playwright.config.ts gives the shop
 * MAP_TILE_URL=http://127.0.0.1:3999/tiles/{z}/{x}/{y}.png (MAP_TILE_PORT below; E2E_TILE_PORT for a
 * second e2e run beside the first, scripts/test.ts).
 */
const MAP_TILE_PORT = Number(process.env.E2E_TILE_PORT ?? 3999);
let server: Server;
let failing = false;
const requested: string[] = [];

test.beforeAll(async () => {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dfe7ee' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 128H256M128 0V256" stroke="#fff" stroke-width="12"/></svg>') }])
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    // Tiles are drawn into a canvas: the server must allow that (CORS), as OpenStreetMap's does.
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (failing || !/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(failing ? 500 : 404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(MAP_TILE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A seeded city-map product with a configuration in stock: its slug, title and SKU. */
async function mapProduct(request: APIRequestContext) {
  for (const slug of ['stadskaart-ketting-amsterdam', 'stadskaart-ketting-utrecht', 'stadskaart-ketting-den-haag', 'stadskaart-armband-rotterdam', 'stadskaart-armband-groningen']) {
    const response = await request.get(`/api/v1/products/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const config = product.configurations.find((c) => c.cost > 0 && (!c.track_inventory || c.stock_qty > 2));
    if (product.map && config) return { slug, title: product.mixedTranslation.title, sku: config.configuration_id };
  }
  throw new Error('no seeded map product in stock');
}

test.describe('map jewellery', () => {
  test('picks a place on the map, merges it with the engraving, and shows the merged image in the cart and at checkout', async ({ page, request }) => {
    failing = false;
    const product = await mapProduct(request);
    await page.goto(`/product/${product.slug}?configuration_id=${encodeURIComponent(product.sku)}`);

    const map = page.getByRole('application', { name: 'Kaart om je plek te kiezen' });
    await expect(map).toBeVisible();
    await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
    await expect.poll(() => requested.filter((url) => url.startsWith('/tiles/14/')).length).toBeGreaterThan(0);
    const preview = page.getByRole('img', { name: 'Voorbeeld van je sieraad met de gekozen plek' });
    await expect(preview).toBeVisible();

    // The keyboard pans and zooms (Leaflet's keyboard handling); the image is drawn again.
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await expect.poll(() => requested.some((url) => url.startsWith('/tiles/16/'))).toBe(true);
    await page.getByRole('textbox', { name: 'Gravuretekst' }).fill('Hier begon het');
    await expect(page.locator('[data-slot="map-preview"]')).toHaveAttribute('data-state', 'ready');
    expect((await new AxeBuilder({ page }).include('[data-slot="map-jewellery"]').analyze()).violations).toEqual([]);

    const upload = page.waitForResponse((response) => response.url().includes('/api/v1/carts/map-images') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await upload).status()).toBe(200);
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(drawer).toBeVisible();
    const drawerImage = drawer.locator('[data-slot="cart-line"] img').first();
    await expect(drawerImage).toHaveAttribute('src', /^\/api\/v1\/map-images\/[0-9a-f]{48}\.png$/);
    const src = (await drawerImage.getAttribute('src'))!;
    const served = await request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1200 });

    await page.goto('/cart');
    await expect(page.locator(`[data-slot="cart-line"] img[src="${src}"]`)).toBeVisible();
    await page.goto('/checkout');
    await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
  });

  test("says 'Kon afbeelding niet laden' and offers no add to cart when the tiles do not load", async ({ page, request }) => {
    failing = true;
    const product = await mapProduct(request);
    await page.goto(`/product/${product.slug}?configuration_id=${encodeURIComponent(product.sku)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Kon afbeelding niet laden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Direct kopen' })).toBeDisabled();
    failing = false;
  });

  test("in English: Couldn't load image", async ({ page, request }) => {
    failing = true;
    const product = await mapProduct(request);
    await page.goto(`/en/product/${product.slug}?configuration_id=${encodeURIComponent(product.sku)}`);
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't load image" })).toBeVisible();
    failing = false;
  });
});
