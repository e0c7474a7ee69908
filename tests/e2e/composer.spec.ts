import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { dragBlock, draft, field, newPage, saved, storedTitle } from './composer-helpers';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The page composer in the browser (Puck, the registry's blocks): a merchandiser composes a page
 * from a slider, a product row of a picked collection and a rich text, sees a field error in place
 * and cannot publish until it is fixed, watches the storefront's own preview at phone width,
 * publishes it live in nl and en; versions restore; two editors get a conflict; a scheduled
 * publish goes live by itself.
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;

test.describe('the page composer', () => {
  test('composes, shows a field error in place, previews at phone width and publishes in nl and en', async ({ page }) => {
    test.setTimeout(90_000);
    await signInStaff(page, merchandiser);
    const id = await newPage(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await dragBlock(page, 'slider');
    await page.locator('[class*="ArrayField-addButton"]:visible').click();
    await page.locator('[class*="ArrayFieldItem-summary"]:visible').first().click();
    await field(page, 'slides[0].title').fill('Herfstgoud');
    await field(page, 'slides[0].button_text').fill('Bekijk');
    // A button without a link fails the slider's schema: the error shows at the field, publishing waits.
    await expect(page.locator('[data-field-problem="slides.0.url"]:visible')).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('button', { name: 'Publiceren' })).toBeDisabled();
    await field(page, 'slides[0].url').fill('/catalog');
    await expect(page.locator('[data-field-problem]:visible')).toHaveCount(0, { timeout: 5000 });

    await dragBlock(page, 'shared-catalog');
    await field(page, 'title').fill('Voor de mooiste dag');
    await page.getByRole('searchbox', { name: 'Collections: Zoeken' }).fill('bridal');
    await page.getByRole('button', { name: 'Toevoegen: Bridal' }).click();
    await expect(page.locator('span:visible', { hasText: /^bridal$/ })).toBeVisible();

    await dragBlock(page, 'rich-text');
    const editor = page.locator('.ProseMirror[contenteditable="true"]:visible');
    await editor.click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Met de hand gemaakt in Amsterdam.', { delay: 20 });
    await expect(editor).toContainText('Met de hand gemaakt in Amsterdam.');
    await expect.poll(async () => JSON.stringify((await draft(page, id)).blocks), { timeout: 10_000 }).toContain('Met de hand gemaakt in Amsterdam.');
    // Reordered without dragging: the selected text moves up above the catalogue, and says so.
    await page.getByRole('button', { name: '↑ Omhoog' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Blok verplaatst naar plaats 2 van 3' })).toBeAttached();
    const types = async () => ((await draft(page, id)).blocks as { type: string }[]).map((block) => block.type);
    await expect.poll(types, { timeout: 10_000 }).toEqual(['slider', 'rich-text', 'shared-catalog']);

    await page.getByRole('button', { name: 'Pagina', exact: true }).first().click();
    const slug = `herfstgoud-${Date.now().toString(36)}`;
    await field(page, 'slug').fill(slug);
    await field(page, 'title').fill('Herfstgoud');
    const typed = Date.now();
    await storedTitle(page, id, 'Herfstgoud');
    await saved(page);

    const preview = page.frameLocator('iframe[title^="Voorbeeld"]');
    await expect(preview.getByText('Met de hand gemaakt in Amsterdam.')).toBeVisible({ timeout: 5000 });
    console.log(`preview updated ${Date.now() - typed} ms after the last keystroke`);
    await expect(preview.getByRole('heading', { name: 'Voor de mooiste dag' })).toBeVisible();
    expect(await page.locator('iframe[title^="Voorbeeld"]').evaluate((frame) => (frame as HTMLIFrameElement).getBoundingClientRect().width)).toBe(390);

    // Its own address in English, given in the English view.
    await page.getByRole('button', { name: 'Engels', exact: true }).click();
    // Puck mounts again in the other language, with the page's own fields open.
    await expect(field(page, 'title')).toHaveValue('New page');
    await field(page, 'slug').fill(`autumn-gold-${slug}`);
    await expect.poll(async () => (await draft(page, id)).translations.en.slug, { timeout: 10_000 }).toBe(`autumn-gold-${slug}`);
    await page.getByRole('button', { name: 'Nederlands', exact: true }).click();

    await expect(page.getByRole('button', { name: 'Publiceren' })).toBeEnabled();
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Gepubliceerd' })).toBeVisible();
    await expect(page.getByText(/Versie 1 ·/)).toBeVisible();

    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Herfstgoud' })).toBeVisible();
    await expect(page.getByText('Met de hand gemaakt in Amsterdam.')).toBeVisible();
    // The Dutch address in English leads on to the English one.
    await page.goto(`/en/${slug}`);
    await expect(page).toHaveURL(`${origin}/en/autumn-gold-${slug}`);
    await expect(page.getByRole('heading', { name: 'Voor de mooiste dag' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', `${origin}/${slug}`);
  });

  test('restores a version, and two editors of one page get a conflict', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signInStaff(page, merchandiser);
    const id = await newPage(page);
    await field(page, 'title').fill('Eerste versie');
    await storedTitle(page, id, 'Eerste versie');
    await saved(page);
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText(/Versie 1 ·/)).toBeVisible();
    await field(page, 'title').fill('Tweede versie');
    await storedTitle(page, id, 'Tweede versie');
    await saved(page);

    const other = await secondEditor(browser, id);
    await field(other, 'title').fill('Van de ander');
    await storedTitle(other, id, 'Van de ander');
    await field(page, 'title').fill('Tweede versie, later');
    await expect(page.getByRole('alert').filter({ hasText: 'Iemand anders heeft deze pagina intussen gewijzigd' })).toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: 'Pagina opnieuw laden' }).click();
    await expect(field(page, 'title')).toHaveValue('Van de ander');

    await page.getByRole('button', { name: 'Terugzetten als concept Versie 1' }).click();
    await expect(field(page, 'title')).toHaveValue('Eerste versie');
    await other.context().close();
  });

  // Waits for the next whole minute and the scheduler's round: tagged for the `clock` project.
  test('a scheduled publish goes live by itself', { tag: '@clock' }, async ({ page }) => {
    test.setTimeout(150_000);
    await signInStaff(page, merchandiser);
    const id = await newPage(page);
    const slug = `gepland-${Date.now().toString(36)}`;
    await field(page, 'slug').fill(slug);
    await expect.poll(async () => (await draft(page, id)).slug, { timeout: 10_000 }).toBe(slug);
    await saved(page);
    // The field holds minutes: the next whole minute at least 10 s away, so the page is surely not
    // live yet when the test looks (now + 1 s, cut to the minute, was in the past and raced the
    // scheduler's 15 s round).
    const minute = 60_000;
    const at = new Date(Math.ceil((Date.now() + 10_000) / minute) * minute);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * minute).toISOString().slice(0, 16);
    await page.getByLabel('Live vanaf').fill(local);
    await page.getByRole('button', { name: 'Planning opslaan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Planning opgeslagen' })).toBeVisible();
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
    // Live once its minute has come; the scheduler looks every 15 s on every instance.
    await expect.poll(async () => (await page.request.get(`/${slug}`)).status(), { timeout: at.getTime() - Date.now() + 35_000, intervals: [1000] }).toBe(200);
  });
});

async function secondEditor(browser: Browser, id: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  const page = await context.newPage();
  await signInStaff(page, merchandiser);
  await page.goto(`/admin/pages/${id}`);
  await expect(field(page, 'title')).toBeVisible();
  return page;
}
