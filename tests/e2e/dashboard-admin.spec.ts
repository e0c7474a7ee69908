import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { createStaffMember, signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The dashboard in the browser: a fulfilment member of staff (made by the demo admin) signs in and
 * lands on it, sees today's figures, the 30-day chart and — behind its toggle — the same numbers in
 * a table; axe finds nothing; a waiting figure leads to the order list filtered the same way.
 * The page is rendered on the server with no script of its own: nothing to wait for but the page.
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;
const PASSWORD = 'a long fulfilment passphrase';

test('a fulfilment member of staff starts at the dashboard: figures, chart, table, links into the orders', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInStaff(page, admin);
  const email = `orderverwerking.${Date.now().toString(36)}@example.nl`;
  await createStaffMember(page, { email, role: 'fulfilment', password: PASSWORD });

  const context = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  const member = await context.newPage();
  await member.goto('/admin/sign-in');
  await member.getByLabel(/e-mail/i).fill(email);
  await member.getByLabel(/^wachtwoord/i).fill(PASSWORD);
  await member.getByRole('button', { name: /inloggen/i }).click();
  // The back office's start sends a role without content to the dashboard.
  await expect(member).toHaveURL(`${origin}/admin/dashboard`);
  await expect(member.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const nav = member.getByRole('navigation', { name: 'Backoffice' });
  await expect(nav.getByRole('link').first()).toHaveText('Overzicht');
  await expect(nav.getByRole('link', { name: 'Overzicht' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: "Pagina's" })).toHaveCount(0);

  await expect(member.getByRole('heading', { level: 2, name: 'Vandaag' })).toBeVisible();
  await expect(member.getByRole('link', { name: /^Bestellingen vandaag/ })).toBeVisible();
  const chart = member.getByRole('img', { name: 'Omzet per dag, laatste 30 dagen' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^Staafdiagram van de omzet per dag van .+ tot en met .+/);

  const table = member.getByRole('table', { name: 'Bestellingen en omzet per dag, laatste 30 dagen' });
  await expect(table).toBeHidden();
  await member.getByText('Cijfers per dag als tabel').click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('columnheader', { name: 'Omzet' })).toBeVisible();
  expect((await new AxeBuilder({ page: member }).analyze()).violations).toEqual([]);

  // A waiting figure opens the order list with the same filter chosen.
  await member.getByRole('link', { name: /^Wachten op betaling/ }).click();
  await expect(member).toHaveURL(`${origin}/admin/orders?payment_status=0`);
  await expect(member.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await expect(member.getByRole('combobox', { name: 'Betaalstatus' })).toHaveValue('0');
  await expect(member.getByRole('status').filter({ hasText: /bestelling/ })).toBeVisible();
  await context.close();
});
