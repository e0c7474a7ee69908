import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Elements inside `selector` whose right edge passes the screen's. */
const overflowing = (page: Page, selector: string) =>
  page.evaluate((within) => [...document.querySelectorAll(`${within} *`)].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.outerHTML.slice(0, 80)), selector);

test.describe('menus (phone)', () => {
  test('one menu button: the sheet has the main menu with its children, then the service and account links', async ({ page }) => {
    await page.goto('/');
    // Below 992 px no mega menu and no "Meer": their links stay in the page for search engines.
    await expect(page.getByRole('button', { name: 'Submenu Ringen' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Meer', exact: true })).toBeHidden();
    expect(await overflowing(page, 'header')).toEqual([]);
    // The wishlist's heart is in the phone header too, and everything still fits at 360 px.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Verlanglijst' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflowing(page, 'header')).toEqual([]);
    await page.setViewportSize({ width: 412, height: 839 });

    const open = page.getByRole('button', { name: 'Menu openen' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.tap();
    const sheet = page.getByRole('dialog', { name: 'Hoofdmenu' });
    await expect(sheet).toBeVisible();
    // Once it has slid in: at the left edge, nothing past the screen's right edge.
    await expect.poll(() => sheet.evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    await expect.poll(() => overflowing(page, '[role="dialog"]')).toEqual([]);
    await expect(sheet.getByRole('link', { name: 'Verlovingsringen' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Ronde diamanten' })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Klantenservice' }).getByRole('link', { name: 'Contact en winkels' })).toHaveAttribute('href', '/contact');
    await expect(sheet.getByRole('region', { name: 'Mijn account' }).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/sign-in');
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('a child link and a service link are followed, and each closes the sheet', async ({ page }) => {
    await page.goto('/');
    const sheet = page.getByRole('dialog', { name: 'Hoofdmenu' });
    // A followed link loads a new document: on a loaded machine the tap can come before the menu
    // button's island has hydrated there, so the tap is repeated until the sheet shows.
    const openSheet = () =>
      expect(async () => {
        await page.getByRole('button', { name: 'Menu openen' }).tap();
        await expect(sheet).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    await openSheet();
    await sheet.getByRole('link', { name: 'Hangers' }).tap();
    await expect(page).toHaveURL(/\/catalog\?categories=pendants$/);
    await expect(sheet).toBeHidden();

    await openSheet();
    await sheet.getByRole('link', { name: 'Maatgids' }).tap();
    await expect(page).toHaveURL(/\/maatgids$/);
    await expect(sheet).toBeHidden();
  });

  test('English: the same sheet under /en', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Main menu' });
    await expect(sheet.getByRole('link', { name: 'Wedding rings' })).toHaveAttribute('href', '/en/catalog?categories=wedding-rings');
    await expect(sheet.getByRole('region', { name: 'Customer service' }).getByRole('link', { name: 'Contact and stores' })).toHaveAttribute('href', '/en/contact');
    await expect(sheet.getByRole('region', { name: 'Customer service' }).getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', '/en/size-guide');
  });
});
