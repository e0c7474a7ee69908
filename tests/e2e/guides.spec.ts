import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('size guide and quiz', () => {
  test('the size guide shows 0,84 ct for a 6 mm round stone, at true size next to a coin', async ({ page, request }) => {
    const tables = (await (await request.get('/api/carat-tables')).json()) as Record<string, { mm: string; weight: number }[]>;
    const six = tables.round!.findIndex((entry) => Number(entry.mm) === 6);
    expect(six).toBeGreaterThanOrEqual(0);

    await page.goto('/maatgids');
    await expect(page.getByRole('heading', { level: 1, name: 'Maatgids' })).toBeVisible();
    const selector = page.locator('[data-slot="carat-selector"]');
    await page.getByRole('radio', { name: 'Rond' }).check();
    const slider = selector.getByRole('slider', { name: 'Afmeting' });
    await slider.fill(String(six));
    await expect(slider).toHaveAttribute('aria-valuetext', /^6\smm, 0,84\sct$/);
    await expect(selector.locator('[data-slot="carat-weight"]')).toHaveText(/^0,84\sct$/);
    // Drawn in CSS millimetres: a 6 mm stone is 6/23.25 of the coin's width.
    const figure = selector.locator('[data-slot="true-size"] [role="img"]');
    await expect(figure).toHaveAttribute('aria-label', /Rond.*6\smm.*1 euro/);
    const stone = await figure.locator('svg').first().boundingBox();
    expect(stone!.width).toBeCloseTo((6 * 96) / 25.4, 0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the size guide has an address per language: /maatgids and /en/size-guide, the other one sends the shopper on', async ({ page, request }) => {
    const en = await page.goto('/en/size-guide');
    expect(en?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Size guide' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/maatgids$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/size-guide$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/size-guide$/);

    for (const [from, to] of [['/en/maatgids', '/en/size-guide'], ['/size-guide', '/maatgids']]) {
      const moved = await request.get(from!, { maxRedirects: 0 });
      expect([301, 308], from).toContain(moved.status());
      expect(new URL(moved.headers().location!, 'http://x').pathname, from).toBe(to);
    }
    await page.goto('/en/maatgids');
    await expect(page).toHaveURL(/\/en\/size-guide$/);

    // The footer links straight to each language's address.
    await expect(page.locator('footer').getByRole('link', { name: 'Size guide', exact: true })).toHaveAttribute('href', '/en/size-guide');
    // A Dutch page (on `/` the language cookie the English pages set would send the shopper to /en).
    await page.goto('/over-ons');
    await expect(page.locator('footer').getByRole('link', { name: 'Maatgids', exact: true })).toHaveAttribute('href', '/maatgids');

    const sitemap = await (await request.get('/sitemaps/1.xml')).text();
    expect(sitemap).toContain('/en/size-guide</loc>');
    expect(sitemap).not.toContain('/en/maatgids</loc>');
  });

  test('the size guide says so when the table cannot be loaded', async ({ page }) => {
    await page.route('**/api/carat-tables', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto('/maatgids');
    await expect(page.locator('[data-slot="carat-error"]')).toContainText('Kon maattabel niet laden');
  });

  test('the quiz leads from its questions to a recommendation from the catalogue', async ({ page }) => {
    await page.goto('/journey');
    const quiz = page.locator('[data-slot="quiz-step"]');
    for (let step = 0; step < 6; step += 1) {
      if (!(await quiz.isVisible())) break;
      const submit = quiz.getByRole('button', { name: /Volgende|Bekijk mijn aanbevelingen/ });
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(quiz.getByRole('alert')).toHaveText('Kies eerst een antwoord.');
      await quiz.getByRole('radio').first().check();
      await submit.click();
    }
    const result = page.locator('[data-slot="quiz-result"]');
    await expect(result.getByRole('heading', { name: 'Dit past bij jou' })).toBeVisible();
    const products = result.locator('a[href*="/product/"]');
    await expect(products.first()).toBeVisible();
    const href = await products.first().getAttribute('href');
    await products.first().click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
