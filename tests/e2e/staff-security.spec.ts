import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { createStaffMember, signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * A member of staff's own security in the browser: two-step verification set up with an
 * authenticator app's code, asked for at the next sign-in, turned off again; signing out everywhere.
 * The member is made for the test by the demo admin: the test runs beside the other specs (the
 * `clock` project of playwright.config.ts), and turning two-step verification on for a shared
 * account would change their sign-ins.
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;
const PASSWORD = 'a long merchandiser passphrase';

/** A new merchandiser, made by the demo admin in a context of its own. */
async function newMerchandiser(browser: Browser): Promise<{ email: string; password: string }> {
  const context = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  const page = await context.newPage();
  await signInStaff(page, admin);
  const email = `tweestaps.${Date.now().toString(36)}@example.nl`;
  await createStaffMember(page, { email, role: 'merchandiser', password: PASSWORD });
  await context.close();
  return { email, password: PASSWORD };
}

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * The code of the step after `last` (each code counts once, and the server accepts one step of
 * clock drift): waits until that step is at most one ahead of now.
 */
async function nextCode(totp: TOTP, last: { step: number }): Promise<string> {
  while (stepOf(Date.now()) < last.step) await new Promise((resolve) => setTimeout(resolve, 250));
  last.step += 1;
  return totp.generate({ timestamp: last.step * STEP_MS + 1000 });
}

// Waits for the authenticator's next steps (30 s each): tagged for the `clock` project.
test('two-step verification: set up with a code, asked at sign-in, turned off; sign out everywhere', { tag: '@clock' }, async ({ page, browser }) => {
  test.setTimeout(150_000);
  const merchandiser = await newMerchandiser(browser);
  await signInStaff(page, merchandiser);
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Code uit je authenticator-app').fill(totp.generate() === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Aanzetten' }).click();
  await expect(page.getByText('Code is ongeldig')).toBeVisible();
  const last = { step: stepOf(Date.now()) };
  await page.getByLabel('Code uit je authenticator-app').fill(totp.generate({ timestamp: last.step * STEP_MS + 1000 }));
  await page.getByRole('button', { name: 'Aanzetten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tweestapsverificatie staat aan' })).toBeVisible();

  // Another browser signs in with password and the next code (each code counts once).
  const other = await browser.newPage({ baseURL: origin, locale: 'nl-NL' });
  const otherCode = await nextCode(totp, last);
  await signInStaff(other, merchandiser, { code: () => otherCode });

  // Sign out everywhere ends both sign-ins.
  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  await other.goto('/admin');
  await expect(other).toHaveURL(`${origin}/admin/sign-in`);

  const againCode = await nextCode(totp, last);
  await signInStaff(page, merchandiser, { code: () => againCode });
  await page.goto('/admin/account');
  await page.getByLabel('Code uit je authenticator-app').fill(await nextCode(totp, last));
  await page.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tweestapsverificatie staat uit' })).toBeVisible();
  await other.close();
});
