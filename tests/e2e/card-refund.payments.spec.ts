import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { testAddress } from '../fixtures/address';
import { findBuyable } from './cart-helpers';
import { signInStaff } from './staff-helpers';

/**
 * A card order refunded in part from the back office, on the e2e shop with card payments (the
 * Stripe fake behind the official SDK, tests/e2e/shop-with-stripe.ts): the shopper pays on the
 * hosted page, staff refund €10 of it, Stripe gets one refund of 1000 cents, the order reads
 * "partly refunded" and the rest can still be refunded.
 */
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;

test('a card order paid on the hosted page is refunded in part by staff', async ({ page, browser, baseURL }) => {
  const shopper = await browser.newContext({ baseURL });
  const shopperPage = await shopper.newPage();
  const request = shopperPage.request;
  const headers = { origin: baseURL! };
  const { config } = await findBuyable(request, 5);
  const added = await request.post('/api/v1/carts/items', { headers, data: { configuration_id: config.configuration_id, quantity: 1 } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  const email = `kaart.${Date.now().toString(36)}@example.nl`;
  expect((await request.patch(`/api/v1/carts/${cartId}`, { headers, data: { contact_email: email, shipping_address: testAddress, shipping_rate_id: 'postnl-insured' } })).status()).toBe(200);
  const placed = await request.post('/api/v1/carts/checkout?lang=nl', { headers, data: { cart_unique_id: cartId, payment_method: 'stripe_checkout_form' } });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order, payment } = ((await placed.json()) as { data: { order: { id: number; po_number: string; final_amount: number }; payment: { type: string; url: string } } }).data;
  expect(payment.type).toBe('redirect');

  // The hosted page takes the money and sends the shopper back to the shop's success page.
  await shopperPage.goto(payment.url);
  await shopperPage.getByRole('button', { name: 'Pay' }).click();
  await expect(shopperPage).toHaveURL((url) => url.pathname === `/checkout/success/${order.id}`);
  await expect.poll(async () => ((await (await request.get(`/api/v1/carts/checkout/stripe/session?cart_unique_id=${cartId}`)).json()) as { data: { payment_status: string } }).data.payment_status).toBe('paid');

  await signInStaff(page, admin);
  await page.goto(`/admin/orders/${order.id}`);
  // The refund form is a client island: use it once it has hydrated.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="order-state"] [data-payment-status="1"]')).toHaveText('Betaald');
  const refund = page.getByRole('form', { name: 'Terugbetalen' });
  await expect(refund.getByLabel('Bedrag (in euro)')).toHaveValue((order.final_amount / 100).toFixed(2).replace('.', ','));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await refund.getByLabel('Bedrag (in euro)').fill('10,00');
  await refund.getByLabel('Reden (voor het logboek)').fill('Coulance: kras op de doos');
  page.once('dialog', (confirm) => void confirm.accept());
  await refund.getByRole('button', { name: 'Terugbetalen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De terugbetaling is verwerkt' })).toBeVisible();
  await expect(page.locator('[data-testid="order-state"] [data-payment-status="3"]')).toHaveText('Deels terugbetaald');
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds.locator('[data-refund-status="succeeded"]')).toContainText('Stripe');
  await expect(refunds).toContainText('10,00');
  // What is left can still be refunded.
  await expect(refund.getByText(/^Nog terug te betalen: /)).toContainText('via Stripe');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shopper.close();
});
