import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The customer's orders (desktop), as the seeded demo customer signed in through the sign-in page:
 * the list with every payment state, the order page's amounts, tracking, cancelling the unpaid
 * order, a return request, and the not-found page for an order that is not theirs. The database
 * is seeded afresh for each run; the tests run in order (the cancel and return change orders).
 */

const DEMO = { email: 'klant@juwelier-aurum.nl', password: 'Aurum-demo-2026' } as const;

/** As a guest opens the page: the guard sends to sign-in with the path, and sign-in comes back to it. */
async function signInAsDemo(page: Page, path = '/profile/orders') {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/sign-in') && url.searchParams.get('redirect') === path);
  await page.getByLabel(/^E-mail/).fill(DEMO.email);
  await page.getByLabel(/^(Wachtwoord|Password)/).fill(DEMO.password);
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The list's rows whose payment status (and shipping status) read exactly so. */
function orderRow(page: Page, payment: string, fulfillment?: string): Locator {
  let rows = page.locator('[data-slot="order-row"]').filter({ has: page.locator('[data-slot="order-payment-status"]', { hasText: new RegExp(`^${payment}$`) }) });
  if (fulfillment) rows = rows.filter({ has: page.locator('[data-slot="order-fulfillment"]', { hasText: new RegExp(`^${fulfillment}$`) }) });
  return rows;
}

/** 'EUR 1.295,00' or 'EUR -17,80' in cents. */
function cents(text: string | null): number {
  const value = text ?? '';
  return (value.includes('-') ? -1 : 1) * Number(value.replace(/[^\d]/g, ''));
}

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test.describe('orders (desktop)', () => {
  test('the list shows the seeded orders newest first with their payment and shipping states, in Dutch and English', async ({ page }) => {
    await signInAsDemo(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Mijn bestellingen' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const menu = page.getByRole('navigation', { name: 'Accountmenu' });
    await expect(menu.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Bestelling volgen' })).toHaveAttribute('href', '/profile/order-tracking');

    const rows = page.locator('[data-slot="order-row"]');
    await expect(rows).toHaveCount(7);
    const payments = await page.locator('[data-slot="order-payment-status"]').allTextContents();
    expect(payments.toSorted()).toEqual(['Betaald', 'Betaald', 'Geannuleerd', 'Gedeeltelijk terugbetaald', 'Niet betaald', 'Retour aangevraagd', 'Terugbetaald']);
    // Newest first: the unpaid bank transfer of yesterday leads.
    await expect(rows.first().locator('[data-slot="order-payment-status"]')).toHaveText('Niet betaald');
    const days = await rows.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(days).toEqual(days.toSorted().reverse());
    await expect(rows.first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(rows.first().locator('[data-slot="order-number"]')).toHaveText(/^AU-\d{4}-\d{6}$/);
    await expect(orderRow(page, 'Geannuleerd').locator('[data-slot="order-fulfillment"]')).toHaveText('Geannuleerd');
    await expect(orderRow(page, 'Betaald', 'Verzonden')).toHaveCount(1);
    await axe(page);

    await page.goto('/en/profile/orders');
    await expect(page.getByRole('heading', { level: 2, name: 'My orders' })).toBeVisible();
    await expect(orderRow(page, 'Partially refunded')).toHaveCount(1);
    await expect(orderRow(page, 'Unpaid', 'Being prepared').getByRole('link', { name: /^View order AU-/ })).toHaveAttribute('href', /^\/en\/profile\/orders\/\d+$/);
  });

  test('the order page: lines as bought, amounts that add up, payment and customer information', async ({ page }) => {
    await signInAsDemo(page);
    const row = orderRow(page, 'Betaald', 'Bezorgd');
    const number = await row.locator('[data-slot="order-number"]').textContent();
    await row.getByRole('link', { name: `Bekijk bestelling ${number}` }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: `Bestelling ${number}` })).toBeVisible();
    await expect(page.getByText(/^Geplaatst op \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const lines = page.getByRole('list', { name: 'Artikelen' }).locator('[data-slot="order-line"]');
    await expect(lines).toHaveCount(3);
    await expect(lines.first()).toContainText('Gravure:“Voor altijd”');
    await expect(lines.first()).toContainText(/Maat:\d+/);
    await expect(lines.first()).toContainText('Metaal:14 karaat geelgoud');

    // subtotal − discount + shipping = total = the lines' totals + shipping; the VAT is 21/121 of it.
    const amount = async (slot: string) => cents(await page.locator(`[data-slot="${slot}"]`).textContent());
    const [subtotal, discount, total, vat] = [await amount('order-subtotal'), await amount('order-discount'), await amount('order-grand-total'), await amount('order-vat')];
    const shipping = Number(await page.locator('[data-slot="order-shipping"]').getAttribute('data-amount'));
    const lineTotals = (await lines.locator('[data-slot="order-line-total"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount'))))).reduce((a, b) => a + b, 0);
    expect(discount).toBeLessThan(0);
    expect(subtotal + discount + shipping).toBe(total);
    expect(lineTotals + shipping).toBe(total);
    expect(vat).toBe(Math.round((total * 21) / 121));

    await expect(page.locator('[data-slot="order-payment-status-detail"]')).toHaveText('Betaald');
    await expect(page.locator('[data-slot="order-payment-method"]')).not.toBeEmpty();
    const customer = page.getByRole('region', { name: 'Klantgegevens' });
    await expect(customer).toContainText(DEMO.email);
    await expect(customer.getByText('Nederland').first()).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('link', { name: 'Retour aanvragen', exact: true })).toHaveAttribute('href', /^\/return\/\d+$/);
    await expect(lines.first().getByRole('link', { name: /^Retour aanvragen voor / })).toHaveAttribute('href', /^\/return\/\d+\?item=\d+$/);
    await axe(page);
  });

  test('an order that is missing or not the customer’s is the not-found page', async ({ page, browser }) => {
    await signInAsDemo(page);
    const href = await orderRow(page, 'Terugbetaald').getByRole('link').getAttribute('href');
    const id = href!.split('/').at(-1)!;
    for (const path of ['/profile/orders/999999', '/profile/orders/abc', '/profile/order-tracking/999999', '/return/999999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('Deze pagina is waarschijnlijk verplaatst.')).toBeVisible();
    }

    // Another customer asking for the demo customer's order gets the same page.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    const password = 'Sieraad-2024';
    const signUp = await stranger.request.post('/api/v1/authorizations/sign-up?lang=nl', {
      data: { email: `orders.${Date.now().toString(36)}@example.nl`, password, password_confirmation: password, first_name: 'Piet', last_name: 'Bakker', delivery: 'cookie' },
    });
    expect(signUp.status()).toBe(201);
    for (const path of [`/profile/orders/${id}`, `/profile/order-tracking/${id}`, `/return/${id}`]) {
      const response = await stranger.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await stranger.goto('/profile/orders');
    await expect(stranger.getByText('Je hebt nog geen bestellingen geplaatst.')).toBeVisible();
    await other.close();
  });

  test('tracking: the carrier, the tracking number with the carrier’s page in a new window, and the history', async ({ page }) => {
    await signInAsDemo(page, '/profile/order-tracking');
    await expect(page.getByRole('heading', { level: 2, name: 'Bestelling volgen' })).toBeVisible();
    const row = page.locator('[data-slot="order-row"]').filter({ has: page.locator('[data-slot="order-fulfillment"]', { hasText: /^Verzonden$/ }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^Volg bestelling AU-/ }).click();
    await expect(page).toHaveURL(/\/profile\/order-tracking\/\d+$/);

    await expect(page.locator('[data-slot="parcel-carrier"]')).toHaveText('PostNL');
    await expect(page.locator('[data-slot="parcel-tracking-number"]')).toHaveText(/^3SAURM\d+$/);
    const link = page.getByRole('link', { name: 'Volg je pakket bij PostNL (opent in een nieuw venster)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3SAURM\d+-NL-1016DZ$/);

    const events = page.locator('[data-slot="tracking-event"]');
    await expect(events.first()).toHaveAttribute('aria-current', 'step');
    await expect(events.first()).toContainText('Onderweg');
    await expect(events.first()).toContainText('Sorteercentrum Amsterdam');
    await expect(events.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(events.last()).toContainText('Bestelling geplaatst');
    expect(await events.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Verzonden'), expect.stringContaining('Betaling ontvangen')]));
    await axe(page);

    await page.goto(page.url().replace('/profile/', '/en/profile/'));
    await expect(page.getByRole('link', { name: 'Track your parcel with PostNL (opens in a new window)' })).toBeVisible();
    await expect(page.locator('[data-slot="tracking-event"]').first()).toContainText('On its way');
  });

  test('cancelling the unpaid order asks first, then voids it', async ({ page }) => {
    await signInAsDemo(page);
    await orderRow(page, 'Niet betaald').getByRole('link').click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const cancel = page.getByRole('button', { name: 'Bestelling annuleren' });
    const dialog = page.getByRole('alertdialog', { name: 'Bestelling annuleren' });

    await cancel.click();
    await expect(dialog).toContainText('Weet je zeker dat je bestelling AU-');
    await dialog.getByRole('button', { name: 'Nee, behouden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Niet betaald');

    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/v1\/orders\/\d+/.test(r.url()));
    await cancel.click();
    await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();
    expect((await patched).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Je bestelling is geannuleerd.' })).toBeVisible();
    await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Geannuleerd');
    await expect(page.locator('[data-slot="order-fulfillment"]')).toHaveText('Geannuleerd');
    await expect(cancel).toHaveCount(0);

    await page.reload();
    await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Geannuleerd');
    await expect(page.getByRole('button', { name: 'Bestelling annuleren' })).toHaveCount(0);
    await page.goto('/profile/orders');
    await expect(orderRow(page, 'Niet betaald')).toHaveCount(0);
    await expect(orderRow(page, 'Geannuleerd')).toHaveCount(2);
  });

  test('a return request for the delivered order: checked on the page, refused by the API when taken twice, then shown as requested', async ({ page, context }) => {
    await signInAsDemo(page);
    await orderRow(page, 'Betaald', 'Bezorgd').getByRole('link').click();
    await page.getByRole('link', { name: 'Retour aanvragen', exact: true }).click();
    await expect(page).toHaveURL(/\/return\/\d+$/);
    const returnUrl = page.url();
    await expect(page.getByRole('heading', { level: 2, name: 'Retour aanvragen' })).toBeVisible();
    // Reached by a client navigation from the order page, the head can keep that page's robots
    // meta beside this one's (both noindex); what matters is that every one says noindex.
    await expect
      .poll(() => page.locator('meta[name="robots"]').evaluateAll((metas) => [...new Set(metas.map((meta) => meta.getAttribute('content')))]))
      .toEqual(['noindex, nofollow']);
    const form = page.getByRole('form', { name: 'Retour aanvragen' });
    await expect(form.getByRole('radio', { name: 'Retourneren en terugbetalen' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Repareren of maat aanpassen' })).not.toBeChecked();
    await axe(page);

    // Nothing chosen: the page names the missing reason and items and sends nothing.
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(form.getByRole('combobox', { name: /^Reden/ })).toHaveAccessibleDescription('Reden is verplicht');
    await expect(form.getByText('Vul bij minstens één artikel een aantal in.')).toBeVisible();

    // A second tab has the same form open before the request is sent.
    const second = await context.newPage();
    await second.goto(returnUrl);

    const quantities = form.getByRole('spinbutton');
    await form.getByRole('combobox', { name: /^Reden/ }).selectOption({ label: 'Past niet' });
    await quantities.first().fill('1');
    await form.getByRole('textbox', { name: 'Toelichting' }).fill('Een maat groter graag.');
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We hebben je aanvraag ontvangen.' })).toBeVisible();

    // The other tab asks for the same unit: the API's 422 lands under that line's quantity.
    const otherForm = second.getByRole('form', { name: 'Retour aanvragen' });
    await otherForm.getByRole('combobox', { name: /^Reden/ }).selectOption('size');
    await otherForm.getByRole('spinbutton').first().fill('1');
    await otherForm.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(otherForm.getByRole('spinbutton').first()).toHaveAccessibleDescription(/nog hoogstens 0 worden geretourneerd$/);
    await second.close();

    await page.getByRole('link', { name: 'Bekijk de bestelgegevens' }).click();
    await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Retour aangevraagd');
    const requests = page.getByRole('region', { name: 'Retouraanvragen' });
    await expect(requests).toContainText('Retourneren en terugbetalen');
    await expect(requests).toContainText('Aangevraagd');
    await expect(requests).toContainText('Reden: Past niet');
    await expect(requests).toContainText('“Een maat groter graag.”');
  });

  test('an order on its way cannot be returned yet, and the page says why', async ({ page }) => {
    await signInAsDemo(page);
    const href = await orderRow(page, 'Betaald', 'Verzonden').getByRole('link').getAttribute('href');
    await page.goto(href!.replace('/profile/orders/', '/return/'));
    await expect(page.getByRole('heading', { name: 'Deze bestelling kan niet worden geretourneerd' })).toBeVisible();
    await expect(page.getByText('Deze bestelling is nog niet bezorgd.', { exact: false })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Retour aanvragen' })).toHaveCount(0);
  });
});
