import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The journal: the list with its categories, a post with author, tags, share links,
 * related posts, comments and the leave-a-comment form, the next post, English slugs, and axe.
 */
const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

const FOUR_CS = '/articles/edelstenen/de-vier-cs-van-een-diamant';

test.describe('journal', () => {
  test('the list, a post and the next post', async ({ page }) => {
    const response = await page.goto('/articles');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Journaal \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Journaal' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Categorieën' });
    await expect(categories.getByRole('link', { name: 'Alle artikelen' })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'Onderhoud' })).toHaveAttribute('href', '/articles/onderhoud');
    const cards = page.locator('[data-slot="journal-posts"] [data-slot="post-card"]');
    expect(await cards.count()).toBeGreaterThan(10);
    // Newest first; 14 posts fit on the first page of 20, so no page links.
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toHaveCount(0);

    await cards.first().getByRole('link', { name: "De vier C's van een diamant uitgelegd" }).click();
    await expect(page).toHaveURL(FOUR_CS);
    await expect(page.getByRole('heading', { level: 1, name: "De vier C's van een diamant uitgelegd" })).toBeVisible();
    await expect(page.locator('[data-slot="post-author"]')).toHaveText('Geschreven door Daan Verbeek, Gemmoloog');
    await expect(page.locator('[data-slot="post-body"] h2').first()).toHaveText('Cut: de slijpvorm');
    await expect(page.getByRole('link', { name: 'Artikelen over diamant' })).toHaveAttribute('href', '/articles?tag=diamant');
    await expect(page.getByRole('link', { name: 'Delen via e-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('region', { name: 'Lees ook' }).locator('[data-slot="post-card"]')).toHaveCount(3);
    await expect(page.getByRole('region', { name: /^Reacties/ }).getByRole('listitem')).toHaveCount(3);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(4);
    const jsonLd = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: "De vier C's van een diamant uitgelegd", author: { name: 'Daan Verbeek' }, inLanguage: 'nl' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${FOUR_CS}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/articles\/gemstones\/the-four-cs-of-a-diamond$/);

    const neighbours = page.getByRole('navigation', { name: 'Meer uit het journaal' });
    await neighbours.getByRole('link', { name: /Volgend artikel/ }).click();
    await expect(page).toHaveURL('/articles/verloving-en-trouwen/je-ringmaat-thuis-bepalen');
    await expect(page.getByRole('heading', { level: 1, name: 'Je ringmaat thuis bepalen: zo doe je dat' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Meer uit het journaal' }).getByRole('link', { name: /Vorig artikel/ })).toContainText("De vier C's");
  });

  test('a category, a tag, an unknown category and an unknown post', async ({ page }) => {
    await page.goto('/articles/onderhoud');
    await expect(page.getByRole('heading', { level: 1, name: 'Onderhoud' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorieën' }).getByRole('link', { name: 'Onderhoud' })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('[data-slot="post-card"]');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const href of await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/articles\/[a-z-]+\/[a-z0-9-]+$/);

    await page.goto('/articles?tag=diamant');
    await expect(page.getByRole('heading', { level: 1, name: 'Artikelen over ‘diamant’' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    expect((await page.goto('/articles/bestaat-niet'))?.status()).toBe(404);
    await expect(page.getByText('Deze pagina is waarschijnlijk verplaatst.')).toBeVisible();
    expect((await page.goto('/articles/edelstenen/bestaat-niet'))?.status()).toBe(404);
  });

  test("English under /en with its own slugs; another language's slugs lead to this language's page", async ({ page }) => {
    const response = await page.goto('/en/articles/gemstones/the-four-cs-of-a-diamond');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'The four Cs of a diamond explained' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gemstones' }).first()).toHaveAttribute('href', '/en/articles/gemstones');
    // The language switcher keeps the path: the Dutch page answers with its own slugs.
    await page.getByRole('banner').locator('a[hreflang="nl"]').click();
    await expect(page).toHaveURL(FOUR_CS);
    await page.goto('/en/articles/onderhoud');
    await expect(page).toHaveURL('/en/articles/care');
    await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  });

  test('a comment is checked in the browser, sent, and shows the review message', async ({ page }) => {
    await page.goto(FOUR_CS);
    const form = page.getByRole('form', { name: 'Laat een reactie achter' });
    // As a reader does: scroll to the form (its code loads once it is near the viewport; until then its button is disabled).
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Reactie plaatsen' }).click();
    await expect(form.getByLabel(/^Naam/)).toHaveAccessibleDescription('Naam is verplicht');
    await expect(form.getByLabel(/^Naam/)).toBeFocused();
    await form.getByLabel(/^Naam/).fill('Eva');
    await form.getByLabel(/^E-mailadres/).fill('eva@');
    await form.getByLabel(/^Reactie/).fill('Heel helder, dank jullie wel!');
    await form.getByRole('button', { name: 'Reactie plaatsen' }).click();
    await expect(form.getByLabel(/^E-mailadres/)).toHaveAccessibleDescription('eva@ is ongeldig');
    await form.getByLabel(/^E-mailadres/).fill('eva@example.nl');
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1/blog/posts/de-vier-cs-van-een-diamant/comments') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Reactie plaatsen' }).click();
    expect((await sent).status()).toBe(202);
    await expect(page.getByRole('status').filter({ hasText: 'Bedankt voor je reactie! Hij verschijnt zodra we hem hebben bekeken.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Laat een reactie achter' })).toHaveCount(0);
    // Waiting for review: not shown yet.
    await page.reload();
    await expect(page.getByRole('region', { name: /^Reacties/ }).getByRole('listitem')).toHaveCount(3);
  });

  test('axe finds nothing on the list and a post', async ({ page }) => {
    await page.goto('/articles');
    await axe(page);
    await page.goto(FOUR_CS);
    await axe(page);
    await page.goto('/en/articles/care');
    await axe(page);
  });
});
