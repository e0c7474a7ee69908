import { expect, test } from '@playwright/test';

test('the mobile menu opens from the header and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).first()).toBeHidden();
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Verlovingsringen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
