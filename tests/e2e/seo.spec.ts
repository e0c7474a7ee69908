import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawGzip } from './raw-http';

/** What search engines read: robots.txt, the sitemap, status codes, absolute links and the home page's structured data. */
test.describe('search engines', () => {
  test('robots.txt keeps crawlers out of the private paths in both languages and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    for (const path of ['/profile', '/en/profile', '/cart', '/en/cart', '/checkout', '/en/checkout', '/500', '/en/500']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
  });

  test('the sitemap index names its files; a file lists pages, products and posts in nl and en with alternates, gzipped when asked, and each address answers 200', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files).toEqual([`${origin}/sitemaps/1.xml`]);

    const answer = await request.get('/sitemaps/1.xml');
    expect(answer.headers()['content-type']).toContain('application/xml');
    const file = await answer.text();
    expect(file).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const path of ['/', '/en', '/catalog', '/over-ons', '/en/about-us', '/articles']) expect(urls).toContain(`${origin}${path}`);
    expect(urls.some((url) => url.startsWith(`${origin}/product/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${origin}/en/articles/`))).toBe(true);
    for (const url of urls) expect(new URL(url).pathname).not.toMatch(/^(\/en)?\/(profile|cart|checkout|500|main|home)(\/|$)/);
    expect(file).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/over-ons"/>`);

    // Asked for gzip, it comes gzipped (here 194 KB → 7 KB), read raw over plain http.
    const { headers, body } = await rawGzip(`${origin}/sitemaps/1.xml`);
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(file);

    // Every tenth address, from the start to the end (pages, collections, posts, products).
    for (const url of urls.filter((_, i) => i % 10 === 0)) expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
    expect((await request.get('/sitemaps/2.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/abc.xml')).status()).toBe(404);
  });

  test('a path with a file extension is the shop\'s 404, not the home page', async ({ page }) => {
    for (const path of ['/foo.txt', '/en/page.json', '/wp-login.php']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toBeVisible();
    expect((await page.request.get('/sitemaps')).status()).toBe(404);
  });

  test('the home page describes the shop and its search; canonical and hreflang are absolute', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto('/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en`);
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', new RegExp(`^${origin}/?$`));
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/icon\.svg/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const graph = blocks.find((block) => block['@graph'])['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'Organization', name: 'Juwelier Aurum', url: `${origin}/en` });
    expect(graph[1].potentialAction.target.urlTemplate).toBe(`${origin}/en/catalog?search={search_term_string}`);
    const search = await page.goto(graph[1].potentialAction.target.urlTemplate.replace('{search_term_string}', 'ring'));
    expect(search?.status()).toBe(200);
  });
});
