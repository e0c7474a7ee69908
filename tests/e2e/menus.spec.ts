import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Axe violations as readable lines; `within` limits the check (a modal hides the page behind it). */
async function axeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('mega menu (desktop)', () => {
  test('opens with the keyboard, closes with Escape back on its toggle, and a child link is followed', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const toggle = nav.getByRole('button', { name: 'Submenu Ringen' });
    const wedding = nav.getByRole('link', { name: 'Trouwringen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(wedding).toBeHidden();

    // The entry's own link, then its toggle.
    await nav.getByRole('link', { name: 'Ringen', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(wedding).toBeVisible();
    // The first child is the featured card.
    await expect(nav.getByRole('link', { name: 'Alle ringen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(wedding).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(wedding).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(wedding).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?categories=wedding-rings$/);
    await expect(wedding).toBeHidden();
  });

  test('opens on hover, and a child link is followed with the mouse', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const pendants = nav.getByRole('link', { name: 'Hangers' });
    await expect(pendants).toBeHidden();
    await nav.getByRole('link', { name: 'Kettingen', exact: true }).hover();
    await expect(pendants).toBeVisible();
    await pendants.click();
    await expect(page).toHaveURL(/\/catalog\?categories=pendants$/);
    // Closed although the pointer is still where the panel was.
    await expect(pendants).toBeHidden();
  });

  test('the toggle opens it with a click (touch screens); a click elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const toggle = nav.getByRole('button', { name: 'Submenu Kettingen' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Kaart-sieraden' })).toBeVisible();
    await page.locator('footer').getByText('Juwelier Aurum', { exact: true }).first().click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Kaart-sieraden' })).toBeHidden();
  });

  test('English: labels and links under /en', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Rings submenu' }).click();
    await expect(nav.getByRole('link', { name: 'Wedding rings' })).toHaveAttribute('href', '/en/catalog?categories=wedding-rings');
    await expect(nav.getByText('Featured').first()).toBeVisible();
  });
});

test.describe('side menu (desktop)', () => {
  test('"Meer" opens the service and account links; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'Meer', exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const dialog = page.getByRole('dialog', { name: 'Service en account' });
    await expect(dialog).toBeVisible();
    // The page behind a modal is hidden from the accessibility tree: find the button regardless.
    await expect(page.getByRole('button', { name: 'Meer', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Contact en winkels' })).toHaveAttribute('href', '/contact');
    await expect(dialog.getByRole('link', { name: 'Maatgids' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Journaal' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Mijn account' }).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/sign-in');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Again with the keyboard, and a link followed closes it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Contact en winkels' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(dialog).toBeHidden();
  });

  test('English: "More", with links under /en', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Service and account' });
    await expect(dialog.getByRole('link', { name: 'Contact and stores' })).toHaveAttribute('href', '/en/contact');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
