import { expect, type Page, type Request } from '@playwright/test';
import { findBuyable, type BuyableCase } from './cart-helpers';

/** Adds a seeded product from its page and opens the checkout from the drawer's link. */
export async function addAndCheckout(page: Page, skip = 0): Promise<BuyableCase> {
  const buyable = await findBuyable(page.request, skip);
  await page.goto(`/product/${buyable.product.slug}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expect(page.getByLabel(/^E-mailadres/)).toBeVisible();
  return buyable;
}

/** Fills step 1 as a guest in the Netherlands and picks PostNL. */
export async function fillGuestDetails(page: Page, email = `gast.${Date.now().toString(36)}@example.nl`) {
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Voornaam/).fill('Sanne');
  await page.getByLabel(/^Achternaam/).fill('Jansen');
  await page.getByLabel(/^Straat en huisnummer/).fill('Keizersgracht 214');
  await page.getByLabel(/^Postcode/).fill('1016 DZ');
  await page.getByLabel(/^Plaats/).fill('Amsterdam');
  await choosePostNl(page);
  return email;
}

/** Chooses PostNL and waits until the summary shows its shipping line (the API saved it). */
export async function choosePostNl(page: Page) {
  await page.getByRole('radio', { name: /PostNL/ }).check();
  await expect(page.locator('[data-slot="checkout-shipping"]')).not.toHaveText('Kies een verzendmethode');
}

/** Step 1 → step 2. */
export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/payout');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
}

/** A shopper event of this type sent to the events endpoint. */
export function shopperEvent(page: Page, type: string): Promise<Request> {
  return page.waitForRequest((request) => request.url().includes('/api/v1/events/frontend-event') && request.postDataJSON()?.type === type);
}

/** 'EUR 1.295,00' or 'EUR -17,80' in cents. */
export function cents(text: string | null): number {
  const value = text ?? '';
  return (value.includes('-') ? -1 : 1) * Number(value.replace(/[^\d]/g, ''));
}
