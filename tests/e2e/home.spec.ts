import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page from CMS blocks', () => {
  test('Dutch at / with its blocks, menu and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle(/Juwelier Aurum/);
    const blocks = page.locator('[data-block]');
    await expect(blocks).toHaveCount(5);
    expect(await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))).toEqual(['top-slider', 'categories', 'shared-catalog', 'rich-text', 'articles']);
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Voor altijd begint hier' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop per categorie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verlovingsringen' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gemaakt in ons atelier aan de Prinsengracht' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Ringen', exact: true })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Prinsengracht 512');
    await expect(page.locator('img').first()).toHaveJSProperty('complete', true);
  });

  test('English at /en, with links kept under /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Forever starts here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    const rings = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rings', exact: true });
    await expect(rings).toHaveAttribute('href', '/en/catalog?categories=rings');
  });

  test('a CMS page by its slug: /en/about-us, whose Dutch address under /en sends the shopper on', async ({ page, request }) => {
    const response = await page.goto('/en/about-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByText('Responsible materials')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/over-ons$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about-us$/);
    await expect(page.locator('footer').getByRole('link', { name: 'About us', exact: true })).toHaveAttribute('href', '/en/about-us');
    for (const [from, to] of [['/en/over-ons', '/en/about-us'], ['/about-us', '/over-ons']]) {
      const moved = await request.get(from!, { maxRedirects: 0 });
      expect([301, 308], from).toContain(moved.status());
      expect(new URL(moved.headers().location!, 'http://x').pathname, from).toBe(to);
    }
    // The language switch lands on the page's Dutch address.
    await page.getByRole('link', { name: 'Naar Nederlands' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/over-ons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  });

  test('no accessibility violations on / and /en', async ({ page }) => {
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  test('security headers on every page, with a CSP that allows Stripe', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
