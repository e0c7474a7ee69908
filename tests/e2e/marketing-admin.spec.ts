import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminCampaign } from '../../api/contract/marketing-admin';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * Popups and campaigns in the back office: a merchandiser finds the running campaign in the list,
 * changes its top bar text in the rich-text field, saves, and the storefront's top banner shows the
 * new text. The campaign is put back afterwards (tests/e2e/popups.spec.ts checks the seeded text).
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;

/** The campaign as the back office's API has it now (the staff cookie is the page's). */
async function currentCampaign(page: Page, id: number): Promise<AdminCampaign> {
  const answer = await page.request.get(`/admin/api/campaigns/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AdminCampaign }).data;
}

/** Saves the campaign's fields as they were, over whatever the test left. */
async function restoreCampaign(page: Page, original: AdminCampaign): Promise<void> {
  const { id, lock_version: _lock, updated_at: _at, ...input } = original;
  const now = await currentCampaign(page, id);
  const answer = await page.request.put(`/admin/api/campaigns/${id}`, { data: { ...input, lock_version: now.lock_version }, headers: { origin } });
  expect(answer.status()).toBe(200);
}

test.describe('back office: popups and campaigns', () => {
  test('a merchandiser edits the top bar text and the storefront shows it', async ({ page }) => {
    await signInStaff(page, merchandiser, { from: '/admin' });
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Pop-ups en acties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pop-ups en acties' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pop-ups' }).getByRole('link', { name: 'Welkom bij Juwelier Aurum' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('table', { name: 'Acties' }).getByRole('link', { name: /Gratis verzending/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Actie bewerken' })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const original = await currentCampaign(page, id);
    try {
      const topBar = page.getByRole('textbox', { name: 'Tekst bovenaan' });
      await expect(page.getByRole('toolbar', { name: 'Opmaak' }).first()).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await topBar.fill('Alleen dit weekend: gratis gravure');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Opgeslagen: de winkel toont het direct.' })).toBeVisible();

      // A stale save (the form still names the lock version it loaded) is refused, not overwritten.
      await restoreCampaign(page, original);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Iemand anders heeft dit intussen gewijzigd' })).toBeVisible();
      await page.getByRole('button', { name: 'Nieuwste versie laden' }).click();
      await page.getByRole('textbox', { name: 'Tekst bovenaan' }).fill('Alleen dit weekend: gratis gravure');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Opgeslagen: de winkel toont het direct.' })).toBeVisible();

      // The storefront's page cache follows the campaign tables' change announcement within seconds.
      // (The staff cookie is the back office's alone: the storefront sees an anonymous shopper.)
      await expect(async () => {
        await page.goto('/over-ons');
        await expect(page.getByRole('region', { name: 'Actie' })).toContainText('Alleen dit weekend: gratis gravure', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await restoreCampaign(page, original);
    }
  });
});
