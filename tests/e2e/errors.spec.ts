import { expect, test } from '@playwright/test';

test.describe('error pages', () => {
  test('an unmatched route answers 404 with the generic text', async ({ page }) => {
    const response = await page.goto('/deze/pagina/bestaat/niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/');
  });

  test('an unknown one-segment path is not found either', async ({ page }) => {
    const response = await page.goto('/en/geen-pagina');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/en');
  });

  test('/404 shows the error page: status code and "Deze pagina is waarschijnlijk verplaatst."', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Deze pagina is waarschijnlijk verplaatst.')).toBeVisible();
  });

  test('/500 shows the server error page with a link home, with status 500', async ({ page }) => {
    expect((await page.goto('/500'))?.status()).toBe(500);
    expect((await page.request.get('/en/500')).status()).toBe(500);
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toBeVisible();
  });

  test('the API answers unknown routes with JSON, not HTML', async ({ request }) => {
    const response = await request.get('/api/v1/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'route_not_found' } });
  });

  test('a path whose percent-encoding does not decode is the 404 page for the shop and a JSON 400 for the API, never a 500', async ({ page, request }) => {
    for (const path of ['/%ff', '/product/%ff', '/cart/%ff', '/checkout/%ff', '/articles/%ff/%ff']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    }
    const english = await page.goto('/en/%ff');
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const api = await request.get('/api/v1/pages/%ff');
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ error: { code: 'malformed_uri' } });
  });

  test('over plain http there is no HSTS, also when a client claims https', async ({ request }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    expect((await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security']).toBeUndefined();
  });
});
