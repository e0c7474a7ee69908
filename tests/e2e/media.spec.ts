import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { dragBlock, draft, field, newPage } from './composer-helpers';
import { signInStaff } from './staff-helpers';

/**
 * The media library in the browser: a merchandiser uploads a photo, describes it in nl and en,
 * finds it again, picks it for a slide in the composer (the block stores its address, size and the
 * alt text of the language being edited) and deletes a file nothing uses; a file in use cannot be.
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;

const png = (colour: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer();

test.describe('the media library', () => {
  test('uploads, describes, finds, picks in the composer and deletes', async ({ page }) => {
    test.setTimeout(90_000);
    await signInStaff(page, merchandiser);
    await page.getByRole('link', { name: 'Media', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const name = `herfst-${Date.now().toString(36)}`;
    await page.getByLabel('Bestanden kiezen').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await png('#b08d57') });
    await expect(page.getByText(`${name}.png staat in de mediabibliotheek.`)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
    await expect(page.getByRole('button', { name: /bewerken$/ })).toHaveCount(1);
    await page.getByRole('button', { name: `${name}.png bewerken` }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1200 × 800 px')).toBeVisible();
    await expect(dialog.getByText(/480 px .*960 px/)).toBeVisible();
    await dialog.getByLabel('Alt-tekst (Nederlands)').fill('Gouden oorbellen in herfstlicht');
    await dialog.getByLabel('Alt-tekst (Engels)').fill('Gold earrings in autumn light');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('Opgeslagen.')).toBeVisible();
    await expect(dialog.getByText('Nergens gebruikt.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');

    // The alt text is searchable too.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('herfstlicht');
    await expect(page.getByRole('button', { name: `${name}.png bewerken` })).toBeVisible();

    // A seeded journal cover (a drawing) is in use: it shows where, and cannot be deleted.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('journal-');
    await page.getByRole('combobox', { name: 'Soort' }).selectOption('drawing');
    await page.getByRole('button', { name: /^journal-.*\.svg bewerken$/ }).first().click();
    await expect(dialog.getByText(/^journaalberichten \(omslag\): 1$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Picked for a slide in the composer: the block keeps the file's address, size and Dutch alt text.
    await page.getByRole('link', { name: "Pagina's" }).click();
    const id = await newPage(page);
    await dragBlock(page, 'slider');
    await page.locator('[class*="ArrayField-addButton"]:visible').click();
    await page.locator('[class*="ArrayFieldItem-summary"]:visible').first().click();
    await field(page, 'slides[0].title').fill('Herfstgoud');
    await page.getByRole('button', { name: 'Image: Afbeelding kiezen' }).click();
    await expect(page.getByRole('heading', { name: 'Kies een afbeelding' })).toBeVisible();
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Zoeken' }).fill(name);
    await page.getByRole('button', { name: `${name}.png kiezen` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('input:visible').filter({ has: page.locator('xpath=self::*') }).and(page.getByLabel('Alt-tekst (in deze taal)'))).toHaveValue('Gouden oorbellen in herfstlicht');
    const slideImage = async () => ((await draft(page, id)).blocks[0] as { data?: { nl?: { slides?: { image?: unknown }[] } } } | undefined)?.data?.nl?.slides?.[0]?.image;
    await expect
      .poll(slideImage, { timeout: 10_000 })
      .toEqual({ url: expect.stringMatching(new RegExp(`^/api/v1/media/\\d+/${name}\\.png$`)), alt: 'Gouden oorbellen in herfstlicht', width: 1200, height: 800 });

    // In a draft now: the library says so and keeps it.
    const file = (await (await page.request.get(`/admin/api/media?search=${name}`)).json()).data.items[0];
    const detail = (await (await page.request.get(`/admin/api/media/${file.id}`)).json()).data;
    expect(detail.usage).toContainEqual({ kind: 'page_drafts', count: 1 });

    // A file nothing uses is deleted with its copies.
    await page.goto('/admin/media');
    await page.getByLabel('Bestanden kiezen').setInputFiles({ name: `${name}-weg.png`, mimeType: 'image/png', buffer: await png('#2f4f4f') });
    await expect(page.getByText(`${name}-weg.png staat in de mediabibliotheek.`)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`${name}-weg`);
    await page.getByRole('button', { name: `${name}-weg.png bewerken` }).click();
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText(`${name}-weg.png is verwijderd.`)).toBeVisible();
    await expect(page.getByText('Geen bestanden gevonden.')).toBeVisible();
  });
});
