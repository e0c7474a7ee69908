import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { addAndCheckout, cents, fillGuestDetails } from './checkout-helpers';
import { signInStaff, staffOrigin } from './staff-helpers';

/**
 * Gift cards in the back office: an admin makes a € 15 card (a bad amount is refused at its field
 * first), opens it, and a shopper's checkout takes it as part payment (priced by the API from the
 * database).
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;

test('a gift card made in the back office pays part of a checkout', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const code = `KADO${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  // The admin in a context of their own; the shopper is the test's page.
  const office = await (await browser.newContext({ baseURL: staffOrigin })).newPage();
  await signInStaff(office, admin);
  await office.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Cadeaukaarten' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Cadeaukaarten' })).toBeVisible();
  // The list and its form are a client island: use them once it has hydrated.
  await office.waitForLoadState('networkidle');
  await office.getByRole('button', { name: 'Nieuwe cadeaukaart' }).click();
  await expect(office.getByRole('heading', { level: 2, name: 'Nieuwe cadeaukaart' })).toBeVisible();
  await office.getByRole('textbox', { name: /^Bedrag in euro/ }).fill('0');
  await office.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await office.getByRole('button', { name: 'Cadeaukaart maken' }).click();
  await expect(office.getByText('Niet opgeslagen: controleer de gemarkeerde velden.')).toBeVisible();
  await expect(office.getByRole('textbox', { name: /^Bedrag in euro/ })).toHaveAttribute('aria-invalid', 'true');
  await office.getByRole('textbox', { name: /^Bedrag in euro/ }).fill('15');
  await office.getByRole('button', { name: 'Cadeaukaart maken' }).click();
  await expect(office.getByText(`Cadeaukaart ${code} is gemaakt.`)).toBeVisible();
  const row = office.getByRole('row').filter({ has: office.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('Bruikbaar');
  await row.getByRole('button', { name: `Bekijken ${code}` }).click();
  await expect(office.getByRole('heading', { level: 2, name: `Cadeaukaart ${code}` })).toBeVisible();
  await expect(office.getByText('Nog niet gebruikt.', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page: office }).analyze()).violations).toEqual([]);
  await office.context().close();

  const shopper = page;
  await addAndCheckout(shopper, 2);
  await fillGuestDetails(shopper);
  const summary = shopper.getByRole('region', { name: 'Je bestelling' });
  const before = cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent());
  await shopper.getByLabel('Cadeaukaart').fill(` ${code.toLowerCase()} `);
  await shopper.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(shopper.getByRole('list', { name: 'Cadeaukaarten' }).getByRole('listitem')).toContainText(code.slice(-4));
  await expect(summary.locator('[data-slot="checkout-gift-card-amount"]')).toBeVisible();
  const giftPaid = -cents(await summary.locator('[data-slot="checkout-gift-card-amount"]').textContent());
  expect(giftPaid).toBe(Math.min(1500, before - 100));
  await expect.poll(async () => cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent())).toBe(before - giftPaid);
});
