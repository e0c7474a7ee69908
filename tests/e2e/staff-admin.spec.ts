import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The staff screen in the browser: an admin adds a member of staff (the password the server made,
 * shown once), who signs in with it and sees the QR code at two-step verification's set-up but not
 * the staff screen; the admin changes their role and disables them, which ends their sign-in, and
 * gives them a new password. A taken address is refused at its field.
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
const noViolations = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test('an admin manages staff: add with a generated password, role, disable, new password', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `medewerker.${Date.now().toString(36)}@example.nl`;
  await signInStaff(page, admin, { from: '/admin' });
  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Medewerkers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();
  await expect(rowOf(page, admin.email)).toContainText('(jij)');
  await expect(rowOf(page, admin.email).getByRole('button', { name: 'Uitschakelen' })).toHaveCount(0);
  await noViolations(page);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption('merchandiser');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText(`${email} is toegevoegd.`)).toBeVisible();
  const password = (await page.getByTestId('staff-generated-password').textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('region', { name: `Wachtwoord voor ${email}` })).toBeFocused();
  await expect(rowOf(page, email)).toContainText('merchandiser');
  await noViolations(page);

  // The new member signs in with it, sees the QR code at set-up, and has no staff screen.
  // A context of its own: its own cookies, and one axe can analyse.
  const memberContext = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  const member = await memberContext.newPage();
  await signInStaff(member, { email, password });
  await member.goto('/admin/staff');
  await expect(member).toHaveURL(`${origin}/admin`);
  await member.goto('/admin/account');
  await member.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const qr = member.getByRole('img', { name: 'QR-code om te scannen met je authenticator-app' });
  await expect(qr).toBeVisible();
  // Loaded under the back office's CSP, not blocked.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(member.getByTestId('totp-secret')).not.toBeEmpty();
  await noViolations(member);

  const row = rowOf(page, email);
  await row.getByLabel(`Rol van ${email}`).selectOption('fulfilment');
  await row.getByRole('button', { name: 'Rol wijzigen' }).click();
  await expect(page.getByText(`${email} is bijgewerkt.`)).toBeVisible();
  await expect(row.getByLabel(`Rol van ${email}`)).toHaveValue('fulfilment');

  await row.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(row).toContainText('Uitgeschakeld');
  await expect(row.getByRole('button', { name: 'Inschakelen' })).toBeVisible();
  await member.goto('/admin/account');
  await expect(member).toHaveURL(`${origin}/admin/sign-in`);
  await memberContext.close();

  await row.getByText('Nieuw wachtwoord', { exact: true }).click();
  await row.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText(`Het wachtwoord van ${email} is gewijzigd`)).toBeVisible();
  await expect(page.getByTestId('staff-generated-password')).not.toHaveText(password);

  await page.getByLabel('E-mailadres').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.locator('#staff-new-email-error')).toHaveText('Er is al een medewerker met dit e-mailadres');
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  await noViolations(page);
});
