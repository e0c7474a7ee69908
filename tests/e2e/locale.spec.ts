import { expect, test } from '@playwright/test';

test.describe('locale routing', () => {
  test('visiting /en stores the locale cookie for three days', async ({ page, context }) => {
    await page.goto('/en');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    const remaining = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(remaining).toBeGreaterThan(259_200 - 120);
    expect(remaining).toBeLessThanOrEqual(259_200 + 5);
  });

  test('the root follows the cookie; the language switcher changes it', async ({ page }) => {
    await page.goto('/en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('link', { name: 'Naar Nederlands' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('prefetching a page of the other language does not change the stored language', async ({ request }) => {
    const prefetch = await request.get('/en/about-us', { headers: { cookie: 'locale=nl', 'sec-fetch-dest': 'empty', 'next-router-prefetch': '1', rsc: '1' } });
    expect(prefetch.headers()['set-cookie']).toBeUndefined();
    const visit = await request.get('/en/about-us', { headers: { cookie: 'locale=nl', 'sec-fetch-dest': 'document' } });
    expect(visit.headers()['set-cookie']).toContain('locale=en');
  });

  test('/nl/... redirects to the unprefixed Dutch path', async ({ page }) => {
    await page.goto('/nl/over-ons');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/over-ons$/);
  });

  test('any path containing /login goes to /sign-in, keeping the language', async ({ request }) => {
    const nl = await request.get('/account/login?x=1', { maxRedirects: 0 });
    expect(nl.status()).toBe(307);
    expect(nl.headers().location).toMatch(/\/sign-in\?x=1$/);
    const en = await request.get('/en/login', { maxRedirects: 0 });
    expect(en.headers().location).toMatch(/\/en\/sign-in$/);
  });
});
