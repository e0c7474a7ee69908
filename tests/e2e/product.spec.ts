import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Filters } from '../../api/contract/catalog';
import type { Product } from '../../api/contract/products';
import { choose, findProductCase, priceOf, type ProductCase, viewerReady } from './product-helpers';

let item: ProductCase;
test.beforeAll(async ({ request }) => {
  item = await findProductCase(request);
});

test.describe('product page (desktop)', () => {
  test('shows the product with its default configuration, breadcrumb, JSON-LD and metadata', async ({ page }) => {
    const { product, start } = item;
    const response = await page.goto(`/product/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.mixedTranslation.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(product.mixedTranslation.title));
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, start));
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(product.mixedTranslation.title)).toHaveAttribute('aria-current', 'page');
    // Absolute, on the shop's origin (SHOP_ORIGIN), as search engines want them.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}/product/${product.slug}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${new URL(page.url()).origin}/en/product/${product.slug}`);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const jsonLd = blocks.find((block) => block['@type'] === 'Product');
    expect(jsonLd.offers).toHaveLength(product.configurations.length);
    expect(jsonLd.offers[0].sku).toBe(start.configuration_id);
    expect(jsonLd.offers[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(jsonLd.offers[0].hasMerchantReturnPolicy.merchantReturnDays).toBe(product.return_days);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: product.mixedTranslation.title, item: `${new URL(page.url()).origin}/product/${product.slug}` });
  });

  test('changing the metal updates price, stock and the URL without a reload', async ({ page }) => {
    const { product, start, otherMetal } = item;
    await page.goto(`/product/${product.slug}`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, start));

    await choose(page, otherMetal);
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, otherMetal));
    await expect(page.locator('[data-slot="stock-status"]')).toHaveText(/Op voorraad|Nog maar \d+ op voorraad|Wordt voor je gemaakt/);
    await expect(page.getByRole('radio', { name: otherMetal.material!.title, exact: true })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.locator('dd', { hasText: otherMetal.configuration_id })).toBeVisible();
    // The other metal's gallery, not fetched while hidden, loads its first image once shown.
    const firstImage = page.locator('[data-slot="product-gallery"] [data-slide] img').first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('opens the configuration named by configuration_id', async ({ page }) => {
    const { product, otherMetal } = item;
    await page.goto(`/product/${product.slug}?configuration_id=${otherMetal.configuration_id}`);
    await expect(page.getByRole('radio', { name: otherMetal.material!.title, exact: true })).toBeChecked();
    await expect(page.locator('[data-slot="product-price"] [data-slot="price-final"]')).toHaveText(priceOf(product, otherMetal));
  });

  test('the image viewer opens from the gallery, locks scrolling, and closes with Escape or a backdrop click', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    await viewerReady(page);
    await page.locator('[data-asset-viewer]').first().click();
    const viewer = page.getByRole('dialog', { name: 'Afbeeldingen' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img')).toHaveAttribute('src', /.+/);
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);

    // A click on the backdrop closes it too. Radix listens for outside clicks from a timer after the
    // dialog mounts (so the opening click does not close it): on a loaded machine a click right after
    // it shows can come first, so the click is repeated until the viewer closes.
    await page.locator('[data-asset-viewer]').first().click();
    await expect(viewer).toBeVisible();
    await expect(async () => {
      await page.mouse.click(8, 8);
      await expect(viewer).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test('the gallery’s thumbnails switch the image without JavaScript, and the viewer opens at the chosen one', async ({ browser, page }) => {
    const bare = await browser.newPage({ javaScriptEnabled: false });
    try {
      await bare.goto(`/product/${item.product.slug}`);
      const thumbs = bare.getByRole('radio', { name: /Toon afbeelding/ });
      expect(await thumbs.count()).toBeGreaterThan(1);
      await expect(bare.getByRole('button', { name: 'Vergroot afbeelding 1' })).toBeVisible();
      // A shopper clicks the thumbnail's picture (the radio's label).
      await bare.locator('[data-slot="gallery-thumbnails"] label').nth(1).click();
      await expect(thumbs.nth(1)).toBeChecked();
      await expect(bare.getByRole('button', { name: 'Vergroot afbeelding 2' })).toBeVisible();
      await expect(bare.getByRole('button', { name: 'Vergroot afbeelding 1' })).toBeHidden();
    } finally {
      await bare.close();
    }

    await page.goto(`/product/${item.product.slug}`);
    const total = await page.getByRole('radio', { name: /Toon afbeelding/ }).count();
    // From the keyboard: into the thumbnails, then an arrow key.
    await page.getByRole('radio', { name: `Toon afbeelding 1 van ${total}` }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: `Toon afbeelding 2 van ${total}` })).toBeChecked();
    await viewerReady(page);
    await page.getByRole('button', { name: 'Vergroot afbeelding 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Afbeeldingen' });
    await expect(viewer).toContainText(`Afbeelding 2 van ${total}`);
  });

  test('a sold-out configuration offers the notify form; a valid address gets the success text', async ({ page }) => {
    const { product, soldOut } = item;
    await page.goto(`/product/${product.slug}`);
    await choose(page, soldOut);
    await expect(page.locator('[data-slot="stock-status"]')).toHaveText('Uitverkocht');
    await expect(page.getByRole('button', { name: 'In winkelwagen' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Mail mij als hij er weer is' });
    await expect(form).toBeVisible();

    await form.getByLabel('E-mailadres').fill('geen-adres');
    await form.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
    await expect(form.getByRole('alert')).toHaveText('geen-adres is ongeldig');

    await form.getByLabel('E-mailadres').fill('klant@example.nl');
    await form.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We mailen je zodra' })).toBeVisible();
  });

  test('English product page under /en', async ({ page }) => {
    await page.goto(`/en/product/${item.product.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a sale product of which nothing can be bought shows no save badge and no countdown; one that can, does', async ({ page, request }) => {
    type Listed = { slug: string; sale: boolean; sale_ends_at: string | null; configurations: { track_inventory: boolean; stock_qty: number }[] };
    const slugs = ((await (await request.get('/api/v1/system-catalog?count=100')).json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
    const products = await Promise.all(slugs.map(async (slug) => ((await (await request.get(`/api/v1/products/${slug}`)).json()) as { data: Listed }).data));
    const onSale = products.filter((p) => p.sale && p.sale_ends_at && new Date(p.sale_ends_at).getTime() > Date.now());
    const soldOut = onSale.find((p) => p.configurations.length > 0 && p.configurations.every((c) => c.track_inventory && c.stock_qty <= 0));
    const buyable = onSale.find((p) => p.configurations.some((c) => !c.track_inventory || c.stock_qty > 0));
    expect(soldOut, 'the seed has a sold-out sale product').toBeTruthy();
    await page.goto(`/product/${soldOut!.slug}`);
    await expect(page.locator('[data-slot="stock-status"]')).toHaveText('Uitverkocht');
    await expect(page.locator('[data-slot="save-badge"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="promo-countdown"]')).toHaveCount(0);
    await page.goto(`/product/${buyable!.slug}`);
    await expect(page.locator('[data-slot="save-badge"]')).toBeVisible();
    await expect(page.locator('[data-slot="promo-countdown"]')).toBeVisible();
  });

  test('the details tabs show the first panel from the server, and switch once the list is scrolled to', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    const details = page.getByRole('tablist', { name: 'Over dit sieraad' });
    // The panels are the server's HTML; the stylesheet shows the selected tab's.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await details.scrollIntoViewIfNeeded();
    // The list's code loads near the viewport; its server copy stands until then.
    await expect(page.locator('[data-tabs] > [data-slot="idle-island"]')).toHaveCount(0);
    await details.getByRole('tab', { name: 'Verzenden & retourneren' }).click();
    const shipping = page.getByRole('tabpanel', { name: 'Verzenden & retourneren' });
    await expect(shipping).toBeVisible();
    await expect(shipping.getByText(/dagen bedenktijd/)).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.keyboard.press('Home');
    await expect(details.getByRole('tab').first()).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(shipping).toBeHidden();
  });

  test('an unknown product is a 404', async ({ page }) => {
    const response = await page.goto('/product/bestaat-niet-123');
    expect(response?.status()).toBe(404);
  });

  test('no accessibility violations on the product page', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the ring configurator counts the rings matching a new stone shape and opens the filtered catalogue', async ({ page, request, browser }) => {
    const { ring, metal, shape, filters } = await findConfiguratorCase(request);
    const head = ring.head_styles[0]!;
    const total = async (shapeSku: string) => {
      const skus = { categories_sku: 'CAT-ENGAGEMENT-RINGS', head_styles_sku: head.sku, materials_sku: metal.sku, stone_shapes_sku: shapeSku };
      const query = Object.entries(skus).map(([key, sku]) => `${key}[]=${sku}`).join('&');
      return ((await (await request.get(`/api/v1/system-catalog?${query}&count=1`)).json()) as { meta: { total: number } }).meta.total;
    };
    const [before, after] = [await total(ring.stone_shapes[0]!.sku), await total(shape.sku)];
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
    const text = (n: number) => (n === 1 ? '1 ring past bij je keuze' : `${n} ringen passen bij je keuze`);

    await page.goto(`/product/${ring.slug}`);
    const block = page.getByRole('region', { name: 'Stel je eigen ring samen' });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('status')).toHaveText(text(before));
    const shapes = block.getByRole('group', { name: 'Vorm van de steen' });
    await expect(shapes.getByRole('radio', { name: ring.stone_shapes[0]!.title, exact: true })).toBeChecked();
    const axe = await new AxeBuilder({ page }).include('[data-block="product-configurator"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await shapes.getByRole('radio', { name: filters.stone_shapes.find((s) => s.sku === shape.sku)!.title, exact: true }).check();
    await expect(block.getByRole('status')).toHaveText(text(after));
    await block.getByRole('button', { name: 'Bekijk de ringen' }).click();
    await expect(page).toHaveURL(`/catalog?categories=engagement-rings&head_styles=${head.slug}&stone_shapes=${shape.slug}&materials=${metal.slug}`);
    await expect(page.getByText(after === 1 ? '1 product' : `${after} producten`, { exact: true })).toBeVisible();
    await expect(page.locator('[data-slot="product-grid"] [data-slot="product-card"]')).toHaveCount(Math.min(after, 20));

    // Without JavaScript the form still opens the catalogue with the preselected choice.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const noScript = await plain.newPage();
    await noScript.goto(`/product/${ring.slug}`);
    await noScript.getByRole('region', { name: 'Stel je eigen ring samen' }).getByRole('button', { name: 'Bekijk de ringen' }).click();
    await expect(noScript).toHaveURL(`/catalog?categories=engagement-rings&head_styles=${head.slug}&stone_shapes=${ring.stone_shapes[0]!.slug}&materials=${metal.slug}`);
    await plain.close();
  });
});

/**
 * A seeded engagement ring with a setting, a stone shape and a metal (what the configurator
 * preselects), and another stone shape that a different number of rings have with that setting
 * and metal (worked out from the rings themselves; the test checks it against the API).
 */
async function findConfiguratorCase(request: APIRequestContext) {
  const get = async <T,>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data;
  const filters = await get<Filters>('/api/v1/filters');
  const list = await get<{ slug: string }[]>('/api/v1/system-catalog?categories_sku[]=CAT-ENGAGEMENT-RINGS&count=100');
  const rings = await Promise.all(list.map(({ slug }) => get<Product>(`/api/v1/products/${slug}`)));
  const has = (items: { slug: string }[], slug: string) => items.some((item) => item.slug === slug);
  for (const ring of rings) {
    const metal = ring.materials.find((m) => m.id === ring.default_config?.material_id);
    const [head, own] = [ring.head_styles[0], ring.stone_shapes[0]];
    if (!metal || !head || !own) continue;
    const count = (shape: string) => rings.filter((r) => has(r.head_styles, head.slug) && has(r.materials, metal.slug) && has(r.stone_shapes, shape)).length;
    const shape = filters.stone_shapes.find((s) => s.slug !== own.slug && count(s.slug) > 0 && count(s.slug) !== count(own.slug));
    if (shape) return { ring, metal, shape, filters };
  }
  throw new Error('no seeded engagement ring whose configurator count changes with the stone shape');
}

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('description, services and related products are in the page, not held back for scripts', async ({ page }) => {
    await page.goto(`/product/${item.product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: item.product.mixedTranslation.title })).toBeVisible();
    await expect(page.getByText('Beschrijving').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Onze service' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Misschien ook mooi' })).toBeVisible();
    await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  });
});
