import { expect, type Page } from '@playwright/test';
import type { StaffCreateRequest } from '../../api/contract/staff';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The shop's origin in the e2e run. */
export const staffOrigin = `http://127.0.0.1:${port}`;

/**
 * Signs a member of staff in through the sign-in page, as a browser would: from /admin (which must
 * send a signed-out browser to the sign-in) or the sign-in page itself; with `code`, the TOTP step.
 */
export async function signInStaff(page: Page, member: { email: string; password: string }, options: { from?: '/admin' | '/admin/sign-in'; code?: () => string } = {}) {
  await page.goto(options.from ?? '/admin/sign-in');
  // On whichever shop the page's context is (the card-payments shop has its own port).
  await expect(page).toHaveURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel(/e-mail/i).fill(member.email);
  await page.getByLabel(/^(password|wachtwoord)/i).fill(member.password);
  await page.getByRole('button', { name: /sign in|inloggen/i }).click();
  if (options.code) {
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/code/i);
    await page.getByLabel(/code/i).fill(options.code());
    await page.getByRole('button', { name: /sign in|inloggen/i }).click();
  }
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
}

/** Makes a member of staff through the back office's API, as the staff member `page` is signed in as (an admin). */
export async function createStaffMember(page: Page, member: StaffCreateRequest) {
  const made = await page.request.post('/admin/api/staff', { headers: { origin: staffOrigin }, data: member });
  expect(made.status(), await made.text()).toBe(201);
}
