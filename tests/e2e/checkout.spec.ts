import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { findBuyable } from './cart-helpers';
import { addAndCheckout, cents, choosePostNl, continueToPayment, fillGuestDetails, shopperEvent } from './checkout-helpers';

/**
 * The checkout (desktop) against the seeded shop: codes and gift cards of api/seed/checkout.ts
 * (WELKOM10 10 %, AURUM-GIFT-0100 EUR 100), bank transfer as the one payment method (no provider
 * keys in e2e). Each test starts from an empty browser.
 */

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

async function placeBankTransfer(page: Page) {
  const methods = page.getByRole('group', { name: 'Betaalmethode' });
  await expect(methods.getByRole('radio', { name: /Bankoverschrijving/ })).toBeChecked();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL((url) => /^\/checkout\/success\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  // The cart is spent: the header leads on to the shop, not back to an empty cart.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/catalog');
  await expect(header.getByRole('link', { name: /winkelwagen/i })).toHaveCount(0);
}

test.describe('checkout (desktop)', () => {
  test('a guest pays by bank transfer: from an empty browser to the success page with the order number and the transfer instructions', async ({ page }) => {
    const begin = shopperEvent(page, 'begin_checkout');
    const { product } = await addAndCheckout(page);
    await begin;
    await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('navigation', { name: 'Stappen van het afrekenen' }).locator('[aria-current="step"]')).toContainText('Gegevens');
    const summary = page.getByRole('region', { name: 'Je bestelling' });
    await expect(summary.getByText(product.mixedTranslation.title)).toBeVisible();

    // The client checks the account forms' rules before anything is sent.
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
    await expect(page.getByLabel(/^E-mailadres/)).toBeFocused();
    await page.getByLabel(/^E-mailadres/).fill('geen-adres');
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByText('geen-adres is ongeldig')).toBeVisible();

    const shippingInfo = shopperEvent(page, 'add_shipping_info');
    const email = await fillGuestDetails(page);
    expect((await shippingInfo).postDataJSON().payload.shipping_tier).toBe('postnl-insured');
    await axe(page);
    const toPay = cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent());

    await continueToPayment(page);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('[data-slot="checkout-to-pay"]')).toHaveText(/EUR/);
    expect(cents(await page.locator('[data-slot="checkout-to-pay"]').textContent())).toBe(toPay);
    await axe(page);

    const paymentInfo = shopperEvent(page, 'add_payment_info');
    const purchase = shopperEvent(page, 'purchase');
    await placeBankTransfer(page);
    expect((await paymentInfo).postDataJSON().payload.payment_type).toBe('bank_transfer');
    expect((await purchase).postDataJSON().payload.value).toBe(toPay);

    await expect(page.locator('[data-slot="order-number"]')).toHaveText(/^AU-\d{4}-\d{6}$/);
    const number = await page.locator('[data-slot="order-number"]').textContent();
    const transfer = page.getByRole('region', { name: 'Betalen per overschrijving' });
    await expect(transfer).toContainText('IBAN');
    await expect(transfer).toContainText(number!);
    expect(cents(await transfer.locator('strong').textContent())).toBe(toPay);
    await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Niet betaald');
    await expect(page.locator('[data-slot="order-line"]')).toContainText(product.mixedTranslation.title);
    await axe(page);

    // The cart store was reset: a reload still shows the order, the next visit starts with an empty cart.
    await page.reload();
    await expect(page.locator('[data-slot="order-number"]')).toHaveText(number!);
    await page.goto('/cart');
    await expect(page.getByText('Je winkelwagen is leeg')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Je winkelwagen is leeg')).toBeVisible();
  });

  test('a discount code and a gift card: the API prices both, and the order keeps them', async ({ page }) => {
    await addAndCheckout(page, 1);
    await fillGuestDetails(page);
    const summary = page.getByRole('region', { name: 'Je bestelling' });
    const before = cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent());

    await page.getByLabel('Kortingscode').fill('welkom10');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByRole('button', { name: 'Verwijder kortingscode WELKOM10' })).toBeVisible();
    await expect(page.getByText('10% korting')).toBeVisible();
    await expect(summary.locator('[data-slot="checkout-discount"]')).toContainText('EUR -');
    await expect(summary.locator('[data-slot="checkout-discount"]').locator('xpath=preceding-sibling::dt')).toHaveText(/^Kortingscode\s*\(WELKOM10\)$/);
    const discounted = cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent());
    expect(discounted).toBeLessThan(before);

    await page.getByLabel('Cadeaukaart').fill('AURUM-GIFT-0100');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const card = page.getByRole('list', { name: 'Cadeaukaarten' }).getByRole('listitem');
    await expect(card).toContainText('0100');
    await expect(summary.locator('[data-slot="checkout-gift-card-amount"]')).toBeVisible();
    const giftPaid = -cents(await summary.locator('[data-slot="checkout-gift-card-amount"]').textContent());
    const toPay = cents(await summary.locator('[data-slot="checkout-to-pay"]').textContent());
    expect(giftPaid).toBeGreaterThan(0);
    expect(giftPaid).toBeLessThanOrEqual(10_000);
    expect(toPay + giftPaid).toBe(discounted);
    await axe(page);

    // A gift card can be taken off again and put back.
    await card.getByRole('button', { name: /^Verwijder cadeaukaart/ }).click();
    await expect(summary.locator('[data-slot="checkout-gift-card-amount"]')).toHaveCount(0);
    await page.getByLabel('Cadeaukaart').fill('AURUM-GIFT-0100');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(summary.locator('[data-slot="checkout-gift-card-amount"]')).toBeVisible();

    await continueToPayment(page);
    if (toPay === 0) {
      await expect(page.getByText('Je cadeaukaart dekt het hele bedrag')).toBeVisible();
      await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
      await expect(page.locator('[data-slot="order-payment-status"]')).toHaveText('Betaald');
    } else {
      await placeBankTransfer(page);
    }
    await expect(page.locator('[data-slot="order-discount"]')).toContainText('EUR -');
    await expect(page.getByText('(WELKOM10)')).toBeVisible();
    expect(-cents(await page.locator('[data-slot="order-gift-cards"]').textContent())).toBe(giftPaid);
    expect(cents(await page.locator('[data-slot="order-grand-total"]').textContent())).toBe(toPay);
  });

  test("an invalid code shows 'Kortingscode is ongeldig'; the shopper goes on without it and the order has no code", async ({ page }) => {
    await addAndCheckout(page, 2);
    await fillGuestDetails(page);
    const error = shopperEvent(page, 'checkout_error');
    await page.getByLabel('Kortingscode').fill('NEPCODE');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kortingscode is ongeldig' })).toBeVisible();
    await expect(page.getByLabel('Kortingscode')).toHaveAttribute('aria-invalid', 'true');
    await error;
    await axe(page);

    await page.getByRole('button', { name: 'Doorgaan zonder korting' }).click();
    await expect(page.getByText('Kortingscode is ongeldig')).toHaveCount(0);
    await expect(page.getByLabel('Kortingscode')).toHaveValue('');
    await continueToPayment(page);
    await placeBankTransfer(page);
    await expect(page.getByText('NEPCODE')).toHaveCount(0);
  });

  test("a signed-in customer's order: e-mail and default address come from the account, and the order is in /profile/orders", async ({ page }) => {
    // A new account (not the demo customer, whose seven orders other specs count).
    const email = `koper.${Date.now().toString(36)}@example.nl`;
    const signUp = await page.request.post('/api/v1/authorizations/sign-up?lang=nl', {
      data: { email, password: 'Sieraad-2024', password_confirmation: 'Sieraad-2024', first_name: 'Noor', last_name: 'Bakker', delivery: 'cookie' },
    });
    expect(signUp.status()).toBe(201);
    // Saved from the page, as the address book does (a cookie-authenticated write carries the page's Origin).
    await page.goto('/');
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/addresses/shipping?lang=nl', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ first_name: 'Noor', last_name: 'Bakker', address_line_1: 'Meir 12', city: 'Antwerpen', zip: '2000', country: 'BE', is_default: true }),
      });
      return response.status;
    });
    expect(saved).toBe(201);

    await addAndCheckout(page, 3);
    await expect(page.getByLabel(/^E-mailadres/)).toHaveValue(email);
    await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
    const book = page.getByRole('group', { name: 'Kies een opgeslagen adres' });
    await expect(book.getByRole('radio').first()).toBeChecked();
    await expect(book.getByText('Meir 12')).toBeVisible();
    // The saved address is the address: the form stays behind "Een ander adres".
    await expect(page.getByLabel(/^Straat en huisnummer/)).toHaveCount(0);
    await book.getByRole('radio', { name: 'Een ander adres' }).check();
    await expect(page.getByLabel(/^Straat en huisnummer/)).toBeVisible();
    await book.getByRole('radio').first().check();
    await expect(page.getByLabel(/^Straat en huisnummer/)).toHaveCount(0);
    await choosePostNl(page);
    await continueToPayment(page);
    await placeBankTransfer(page);
    const number = (await page.locator('[data-slot="order-number"]').textContent())!;

    await page.getByRole('link', { name: 'Bekijk je bestellingen' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile/orders');
    const row = page.locator('[data-slot="order-row"]').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-slot="order-payment-status"]')).toHaveText('Niet betaald');
  });

  test('/checkout/{id} opens that cart and makes it the current one; an ordered cart goes to its order', async ({ page, request }) => {
    const { config } = await findBuyable(request, 5);
    const created = await request.post('/api/v1/carts/items', { data: { configuration_id: config.configuration_id, quantity: 1 } });
    const cartId = ((await created.json()) as { data: { unique_id: string } }).data.unique_id;
    await page.goto(`/checkout/${cartId}`);
    await expect(page.getByLabel(/^E-mailadres/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart_unique_id'))).toBe(cartId);
    await fillGuestDetails(page);
    await continueToPayment(page);
    await placeBankTransfer(page);
    const orderPath = new URL(page.url()).pathname;

    // Step 1 of an ordered (bank transfer) cart shows that order.
    await page.goto(`/checkout/${cartId}`);
    await expect(page).toHaveURL((url) => url.pathname === orderPath);
    await expect(page.locator('[data-slot="order-number"]')).toHaveText(/^AU-/);
  });

  test('another tab on the checkout follows a code applied here (UPDATE_CHECKOUT_CART)', async ({ context }) => {
    const here = await context.newPage();
    await addAndCheckout(here, 7);
    await fillGuestDetails(here);
    const there = await context.newPage();
    await there.goto('/checkout');
    await expect(there.getByLabel(/^E-mailadres/)).toBeVisible();

    await here.bringToFront();
    await here.getByLabel('Kortingscode').fill('WELKOM10');
    await here.getByRole('button', { name: 'Toepassen' }).click();
    await expect(here.getByText('(WELKOM10)')).toBeVisible();
    await there.bringToFront();
    await expect(there.getByText('(WELKOM10)')).toBeVisible();
    await expect(there.locator('[data-slot="checkout-to-pay"]')).toHaveText((await here.locator('[data-slot="checkout-to-pay"]').textContent())!);
  });

  test('in English under /en', async ({ page }) => {
    await addAndCheckout(page, 4);
    await page.goto('/en/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' }).locator('[data-slot="checkout-line"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/en/cart');
    await page.getByLabel('Discount code').fill('NEPCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Discount code is invalid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue without discount' })).toBeVisible();
  });
});
