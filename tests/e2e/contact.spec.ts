import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** The contact page and the question forms, on the seeded shop. */
test.describe('contact and questions', () => {
  test('/contact: stores, hours from the settings, the map, required fields in red', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.locator('[data-slot="store"]')).toHaveCount(2);
    await expect(page.locator('[data-slot="working-hours"]')).toHaveText('Ma–vr 9:00–17:30, za 10:00–17:00');
    await expect(page.getByTitle('Kaart van Atelier Amsterdam')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect((await page.request.get('/contact')).headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/www\.openstreetmap\.org/);

    const form = page.locator('[data-block="question-form"]');
    // As a shopper does: scroll to the form (its code loads once it is near the viewport; until then its button is disabled).
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    const errors = form.locator('[data-slot="field-error"]');
    await expect(errors).toHaveText(['Je naam is verplicht', 'Je e-mailadres is verplicht', 'Je vraag is verplicht']);
    await expect(errors.first()).toHaveCSS('color', 'rgb(161, 29, 43)');
    await expect(form.getByRole('textbox', { name: /Je naam/ })).toBeFocused();

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-slot="store-map"] iframe').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a question on a product page goes out with the product', async ({ page }) => {
    await page.goto('/catalog');
    const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    await page.goto(href!);
    const form = page.locator('[data-block="question-form"]');
    await expect(form.getByRole('heading', { name: 'Vraag over dit sieraad' })).toBeVisible();
    await form.getByRole('textbox', { name: /Je naam/ }).fill('Sanne de Vries');
    await form.getByRole('textbox', { name: /Je e-mailadres/ }).fill('sanne@example.nl');
    await form.getByRole('textbox', { name: /Je vraag/ }).fill('Kan ik deze ring laten graveren?');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/questions');
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    const body = (await sent).postDataJSON() as { product_id: number | null; question: string };
    expect(body.product_id).toEqual(expect.any(Number));
    await expect(form.getByRole('status')).toContainText('We hebben je vraag ontvangen');
  });

  test('/acties: the running campaign and a question about it', async ({ page }) => {
    await page.goto('/acties');
    const block = page.locator('[data-block="campaign-information-form"]');
    await expect(block).toContainText('WELKOM10');
    await block.getByRole('textbox', { name: /Je naam/ }).fill('Sanne');
    await block.getByRole('textbox', { name: /Je e-mailadres/ }).fill('sanne@example.nl');
    await block.getByRole('textbox', { name: /Je vraag/ }).fill('Geldt de code ook voor maatwerk?');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/questions');
    await block.getByRole('button', { name: 'Vraag versturen' }).click();
    expect(((await sent).postDataJSON() as { question: string }).question).toMatch(/^Vraag over de actie \(#\d+\)\n\nGeldt de code/);
    await expect(block.getByRole('status')).toContainText('We hebben je vraag ontvangen');
  });
});
