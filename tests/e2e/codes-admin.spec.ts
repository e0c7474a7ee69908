import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { addAndCheckout, fillGuestDetails } from './checkout-helpers';
import { signInStaff, staffOrigin } from './staff-helpers';

/**
 * Discount codes in the back office: an admin creates a code, a bad value is refused at its
 * field, and a shopper's checkout takes the new code (priced by the API from the database).
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;

test('a discount code created in the back office works in checkout', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const code = `HERFST${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  // The admin in a context of their own; the shopper is the test's page (the seeded popups seen).
  const office = await (await browser.newContext({ baseURL: staffOrigin })).newPage();
  await signInStaff(office, admin);
  await office.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Kortingscodes' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Kortingscodes' })).toBeVisible();
  // The list is a client island: a click before it has hydrated does nothing, so click until the form opens.
  await expect(async () => {
    await office.getByRole('button', { name: 'Nieuwe kortingscode' }).click();
    await expect(office.getByRole('textbox', { name: 'Code', exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await office.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await office.getByLabel('Percentage (1–100)').fill('150');
  await office.getByRole('button', { name: 'Opslaan' }).click();
  await expect(office.getByText('Niet opgeslagen: controleer de gemarkeerde velden.')).toBeVisible();
  await office.getByLabel('Percentage (1–100)').fill('15');
  await office.getByRole('button', { name: 'Opslaan' }).click();
  await expect(office.getByRole('cell', { name: code })).toBeVisible();
  expect((await new AxeBuilder({ page: office }).analyze()).violations).toEqual([]);

  await office.context().close();

  const shopper = page;
  await addAndCheckout(shopper, 2);
  await fillGuestDetails(shopper);
  await shopper.getByLabel('Kortingscode').fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Toepassen' }).click();
  await expect(shopper.getByRole('button', { name: `Verwijder kortingscode ${code}` })).toBeVisible();
  await expect(shopper.getByText('15% korting')).toBeVisible();
});
