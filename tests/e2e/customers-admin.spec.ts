import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { testAddress } from '../fixtures/address';
import { findBuyable } from './cart-helpers';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The back office's customers and moderation in the browser: an admin finds a customer, downloads
 * their data (JSON) and the newsletter's subscribers (CSV), and erases the customer behind the
 * confirm dialog; a journal comment is approved from the moderation queue. axe on every screen.
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;
const PASSWORD = 'correct horse battery staple';

/** A new customer (signed in on `request`'s cookies) with an unpaid bank-transfer order, placed as the storefront's checkout does. */
async function customerWithOrder(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const email = `wissen.${tag}@example.nl`;
  const lastName = `Wismans${tag}`;
  const headers = { origin };
  const signUp = await request.post('/api/v1/authorizations/sign-up?lang=nl', { headers, data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Anna', last_name: lastName } });
  expect(signUp.status()).toBe(201);
  const { config } = await findBuyable(request, 4);
  const added = await request.post('/api/v1/carts/items', { headers, data: { configuration_id: config.configuration_id, quantity: 1 } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  expect((await request.patch(`/api/v1/carts/${cartId}/start-checkout`, { headers })).status()).toBe(200);
  expect((await request.patch(`/api/v1/carts/${cartId}`, { headers, data: { shipping_address: { ...testAddress, last_name: lastName }, shipping_rate_id: 'postnl-insured' } })).status()).toBe(200);
  const placed = await request.post('/api/v1/carts/checkout/finish-immediately?lang=nl', { headers, data: { cart_unique_id: cartId, type: 'bank_transfer' } });
  expect(placed.status()).toBe(200);
  const order = ((await placed.json()) as { data: { order: { id: number; po_number: string } } }).data.order;
  return { email, lastName, order };
}

test.describe('back office: customers and moderation', () => {
  test('an admin finds a customer, downloads their data, and erases them; the order stays without them', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const shopper = await browser.newContext({ baseURL: origin });
    const { email, lastName, order } = await customerWithOrder((await shopper.newPage()).request);
    await shopper.close();

    await signInStaff(page, admin);
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Klanten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();
    // The search is a client island: type once it has hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(lastName.toUpperCase());
    await expect(page.getByRole('status').filter({ hasText: /^1 klant$/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The newsletter's subscribers as CSV, from the same screen.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Bevestigde abonnees downloaden (CSV)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await readFile((await csv.path())!, 'utf8')).split('\r\n')[0]).toBe('email,language,subscribed_at');

    await page.getByRole('link', { name: `Anna ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Klant ${email}` })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Bestellingen van deze klant' });
    await expect(orders.getByRole('link', { name: order.po_number })).toHaveAttribute('href', `/admin/orders/${order.id}`);
    await page.waitForLoadState('networkidle');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The data export: a JSON file with the order, and no password hash.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Gegevens downloaden (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-\d+-export\.json$/);
    const text = await readFile((await file.path())!, 'utf8');
    const exported = JSON.parse(text) as { profile: { email: string }; orders: { po_number: string }[] };
    expect(exported.profile.email).toBe(email);
    expect(exported.orders.map((row) => row.po_number)).toEqual([order.po_number]);
    expect(text).not.toMatch(/argon2|password_hash|token_hash/);

    // Erasing: the dialog asks for the address typed again.
    await page.getByRole('button', { name: 'Klant wissen…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Klant definitief wissen?' });
    await expect(dialog).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const confirmField = dialog.getByRole('textbox', { name: /E-mailadres van de klant/ });
    await confirmField.fill('iemand@example.nl');
    await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Typ precies het e-mailadres van deze klant.');
    await confirmField.fill(email);
    await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'De klant is gewist. 1 bestelling(en) zijn bewaard zonder persoonsgegevens.' })).toBeVisible();

    // The customer is gone from the list; the order is kept, without their name or address.
    await page.getByRole('link', { name: 'Naar de klanten' }).click();
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(lastName);
    await expect(page.getByRole('status').filter({ hasText: /^0 klanten$/ })).toBeVisible();
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${order.po_number}` })).toBeVisible();
    await expect(page.getByText(`erased-${order.id}@erased.invalid`)).toBeVisible();
    await expect(page.getByText(lastName)).toHaveCount(0);
  });

  test('a journal comment waits in the moderation queue and is shown on its post once approved', async ({ page, request }) => {
    const name = `Lezer ${Date.now().toString(36)}`;
    const slug = 'je-ringmaat-thuis-bepalen';
    const left = await request.post(`/api/v1/blog/posts/${slug}/comments?lang=nl`, { data: { name, email: `lezer.${Date.now().toString(36)}@example.nl`, body: 'Heel handig, dank je!' } });
    expect(left.status()).toBe(202);
    const shownNames = async () => ((await (await request.get(`/api/v1/blog/posts/${slug}?lang=nl`)).json()) as { data: { comments: { name: string }[] } }).data.comments.map((comment) => comment.name);
    expect(await shownNames()).not.toContain(name);

    await signInStaff(page, admin);
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Moderatie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderatie' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} `) }) });
    await expect(item).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await item.getByRole('button', { name: 'Goedkeuren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'De reactie staat nu bij het artikel.' })).toBeVisible();
    await expect(item).toBeHidden();
    await expect.poll(shownNames, { timeout: 15_000 }).toContain(name);

    await page.getByRole('tab', { name: 'Vragen' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Vragen' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
