import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminCategory, AdminPost } from '../../api/contract/blog-admin';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The journal in the back office: a merchandiser writes a post in Dutch and English, publishes it
 * now, and the storefront shows it at `/articles/{category}/{slug}` in both languages. The post is
 * deleted afterwards (tests/e2e/journal.spec.ts counts the seeded posts).
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;
const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** Writes one language's texts in the visible tab. */
async function writeTexts(page: Page, texts: { title: string; slug: string; excerpt: string; body: string; tags: string }, labels: { title: string; slug: string; excerpt: string; body: string }) {
  await page.getByRole('textbox', { name: labels.title, exact: true }).fill(texts.title);
  await page.getByRole('textbox', { name: labels.slug, exact: true }).fill(texts.slug);
  await page.getByRole('textbox', { name: labels.excerpt, exact: true }).fill(texts.excerpt);
  await page.getByRole('textbox', { name: labels.body, exact: true }).fill(texts.body);
  await page.getByRole('textbox', { name: 'Tags', exact: true }).fill(texts.tags);
}

test.describe('back office: the journal', () => {
  test('a merchandiser writes a post in nl and en, publishes it, and the storefront shows it', async ({ page }) => {
    const suffix = Date.now().toString(36);
    const nl = { title: `Ringen poetsen zonder zorgen ${suffix}`, slug: `ringen-poetsen-${suffix}`, excerpt: 'Zo blijft goud glanzen.', body: 'Gebruik een zachte doek en lauw water.', tags: 'Goud, onderhoud' };
    const en = { title: `Polishing rings without worry ${suffix}`, slug: `polishing-rings-${suffix}`, excerpt: 'How gold keeps its shine.', body: 'Use a soft cloth and lukewarm water.', tags: 'gold, care' };
    let postId: number | null = null;

    await signInStaff(page, merchandiser, { from: '/admin' });
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Journaal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journaal' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await axe(page);

    try {
      await page.getByRole('link', { name: 'Nieuw bericht' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuw bericht' })).toBeVisible();
      await expect(page.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible();
      await axe(page);

      await page.getByRole('group', { name: 'Categorieën' }).getByRole('checkbox', { name: 'Onderhoud' }).check();
      await writeTexts(page, nl, { title: 'Titel', slug: 'Adres', excerpt: 'Inleiding', body: 'Tekst' });
      await page.getByRole('tab', { name: 'Engels' }).click();
      await writeTexts(page, en, { title: 'Titel', slug: 'Adres', excerpt: 'Inleiding', body: 'Tekst' });
      await page.getByRole('radio', { name: 'Nu publiceren' }).check();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Opgeslagen. Gepubliceerd.' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/journal\/posts\/\d+$/);
      postId = Number(new URL(page.url()).pathname.split('/').pop());

      const post = ((await (await page.request.get(`/admin/api/blog/posts/${postId}`)).json()) as { data: AdminPost }).data;
      expect(post).toMatchObject({ status: 'published', translations: { nl: { slug: nl.slug, tags: ['goud', 'onderhoud'] }, en: { slug: en.slug, body: `<p>${en.body}</p>` } } });
      const categories = ((await (await page.request.get('/admin/api/blog/categories')).json()) as { data: AdminCategory[] }).data;
      const care = categories.find((category) => category.id === post.category_ids[0])!;

      // The journal tables announce the change: the storefront's cached pages follow within seconds.
      await expect(page.getByRole('link', { name: 'Bekijk in de winkel' })).toHaveAttribute('href', `/articles/${care.translations.nl.slug}/${nl.slug}`);
      await expect(async () => {
        await page.goto(`/articles/${care.translations.nl.slug}/${nl.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: nl.title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('[data-slot="post-body"]')).toContainText(nl.body);
      await page.goto(`/en/articles/${care.translations.en.slug}/${en.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
      await page.goto('/articles');
      await expect(page.getByRole('link', { name: nl.title })).toBeVisible();

      await page.goto('/admin/journal');
      await page.getByRole('searchbox', { name: 'Zoeken in titels' }).fill(suffix);
      await expect(page.getByRole('table').getByRole('link', { name: nl.title })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

      await page.getByRole('link', { name: 'Categorieën beheren' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Categorieën van het journaal' })).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: `Bewerken: ${care.translations.nl.title}` }).click();
      await expect(page.getByRole('form', { name: 'Categorie bewerken' })).toBeVisible();
      await axe(page);
    } finally {
      if (postId !== null) expect((await page.request.delete(`/admin/api/blog/posts/${postId}`, { headers: { origin } })).status()).toBe(204);
    }
  });
});
