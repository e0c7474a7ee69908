import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

/**
 * Accounts in the browser: sign-up with the verification mail, sign-in with `redirect`, sign-out,
 * the guards, password recovery by mail, validation texts in both languages, and sign-in/out
 * reaching another tab. Mail arrives at the local SMTP sink (tests/e2e/mailbox.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const home = new RegExp(`^${origin.replace(/\./g, '\\.')}/$`);
// The whole address: `/sign-in?redirect=/profile` ends in "/profile" too, before anyone signed in.
const profile = new RegExp(`^${origin.replace(/\./g, '\\.')}/profile$`);

const PASSWORD = 'Sieraad-2024';
let serial = 0;
const newEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++serial}@example.nl`;

/** Makes an account through the API; the context gets its sign-in cookie. */
async function signUpViaApi(page: Page, email = newEmail('api')) {
  const response = await page.request.post('/api/v1/authorizations/sign-up?lang=nl', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Anna', last_name: 'de Vries', delivery: 'cookie' },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Forgets the sign-in cookie (no request: a reused keep-alive connection can be reset under load). */
async function forgetSignIn(page: Page) {
  await page.context().clearCookies({ name: 'access_token_v1' });
}

const accountLink = (page: Page, name: 'Mijn account' | 'Inloggen' | 'My account' | 'Sign in') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^(Wachtwoord|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click();
}

test.describe('accounts (desktop)', () => {
  test('sign up → welcome text → sign out → a guest on the customer area signs in and lands on the page asked for', async ({ page }) => {
    const email = newEmail('signup');
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByLabel('Telefoonnummer')).toHaveAttribute('placeholder', '+31XXXXXXXXX');
    await expect(page.getByLabel(/^Wachtwoord\*?$/)).toHaveAccessibleDescription('Vereisten: minimaal 8 tekens');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByLabel(/^Voornaam/).fill('Anna');
    await page.getByLabel(/^Achternaam/).fill('de Vries');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Wachtwoord\*?$/).fill(PASSWORD);
    await page.getByLabel(/^Wachtwoord bevestigen/).fill(PASSWORD);
    await page.getByLabel(/nieuwsbrief/).check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();

    await expect(page).toHaveURL(/\/sign-up\/complete$/);
    await expect(page.getByRole('status')).toContainText('Volg de instructies in de e-mail');
    await expect(accountLink(page, 'Mijn account')).toHaveAttribute('href', '/profile');

    // The verification mail (Dutch, like the page) links to /verify/{token}; the page confirms it.
    const mail = await waitForMail(email, /^Bevestig je e-mailadres/);
    await page.goto(linkIn(mail, '/verify/'));
    await expect(page.getByRole('status')).toHaveText('Je e-mailadres is bevestigd. Dank je wel!');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Mijn gegevens' })).toBeVisible();
    await expect(page.getByText('Je e-mailadres is nog niet bevestigd.', { exact: false })).toHaveCount(0);
    // A used link is refused.
    await page.goto(linkIn(mail, '/verify/'));
    await expect(page.locator('[data-slot="verify-email"]')).toHaveAttribute('data-state', 'invalid');

    // Signed in, the guest-only pages send home.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(home);

    await page.goto('/profile');
    await expect(page.getByText(`Ingelogd als ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(home);
    await expect(accountLink(page, 'Inloggen')).toHaveAttribute('href', '/sign-in');

    // The auth guard keeps the whole path and query; sign-in goes back there.
    await page.goto('/profile/shipping-addresses?from=mail');
    await expect(page).toHaveURL(/\/sign-in\?redirect=\/profile\/shipping-addresses%3Ffrom%3Dmail$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile\/shipping-addresses\?from=mail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Verzendadressen' })).toBeVisible();
  });

  test('English: the guard keeps /en, and a redirect to another site lands on the home page', async ({ page }) => {
    const email = await signUpViaApi(page);
    await forgetSignIn(page);

    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en\/sign-in\?redirect=\/en\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // The address changes before the page loads: wait for the new page's header.
    await expect(accountLink(page, 'Sign in')).toBeVisible();

    for (const target of ['//evil.example/', 'https://evil.example/']) {
      await page.goto(`/sign-in?redirect=${encodeURIComponent(target)}`);
      await signIn(page, email);
      await expect(page).toHaveURL(home);
      await expect(accountLink(page, 'Mijn account')).toBeVisible();
      await forgetSignIn(page);
    }
  });

  test('wrong password: a form error; Dutch and English field messages on bad input, also from the server', async ({ page }) => {
    const email = await signUpViaApi(page);
    await forgetSignIn(page);

    await page.goto('/sign-in');
    await signIn(page, email, 'not-the-password');
    await expect(page.getByRole('form', { name: 'Inloggen' }).getByRole('alert')).toHaveText('Het e-mailadres of het wachtwoord is onjuist.');

    await page.goto('/sign-up');
    await page.getByLabel(/^E-mailadres/).fill('klant@');
    await page.getByLabel('Telefoonnummer').fill('abc');
    await page.getByLabel(/^Wachtwoord\*?$/).fill('kort');
    await page.getByLabel(/^Wachtwoord bevestigen/).fill('anders');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByLabel(/^Voornaam/)).toHaveAccessibleDescription('Voornaam is verplicht');
    await expect(page.getByLabel(/^Voornaam/)).toBeFocused();
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAccessibleDescription('klant@ is ongeldig');
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Telefoonnummer')).toHaveAccessibleDescription('abc is onjuist');
    await expect(page.getByLabel(/^Wachtwoord\*?$/)).toHaveAccessibleDescription('Vereisten: minimaal 8 tekens');
    await expect(page.getByLabel(/^Wachtwoord bevestigen/)).toHaveAccessibleDescription('De bevestiging van Wachtwoord komt niet overeen');

    // The server's 422 in the page's language, under its field: the address has an account already.
    await page.getByLabel(/^Voornaam/).fill('Anna');
    await page.getByLabel(/^Achternaam/).fill('de Vries');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel('Telefoonnummer').fill('');
    await page.getByLabel(/^Wachtwoord\*?$/).fill(PASSWORD);
    await page.getByLabel(/^Wachtwoord bevestigen/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByLabel(/^E-mailadres/)).toHaveAccessibleDescription('Er bestaat al een account met dit e-mailadres');

    await page.goto('/en/sign-up');
    await page.getByLabel(/^E-mail address/).fill('customer@');
    await page.getByLabel(/^Password\*?$/).fill('short');
    await page.getByLabel(/^Confirm password/).fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel(/^E-mail address/)).toHaveAccessibleDescription('customer@ is incorrect');
    await expect(page.getByLabel(/^Password\*?$/)).toHaveAccessibleDescription('Requirements: Minimum 8 characters');
    await expect(page.getByLabel(/^Confirm password/)).toHaveAccessibleDescription('Password field confirmation does not match');
  });

  test('password recovery end to end: the same text for any address, the mailed link sets the password once', async ({ page }) => {
    const email = await signUpViaApi(page);
    await forgetSignIn(page);
    for (const address of [newEmail('nobody'), email]) {
      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
      await expect(page).toHaveURL(/\/recover-password$/);
      await page.getByLabel(/^E-mailadres/).fill(address);
      await page.getByRole('button', { name: 'Link versturen' }).click();
      await expect(page.getByRole('status')).toHaveText(/^Als er een account bij dit e-mailadres hoort, hebben we je een e-mail gestuurd\./);
    }

    const link = linkIn(await waitForMail(email, /^Een nieuw wachtwoord/), '/recover-password/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeVisible();
    await page.getByLabel(/^Nieuw wachtwoord\*?$/).fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByLabel(/^Nieuw wachtwoord\*?$/)).toHaveAccessibleDescription('Vereisten: minimaal 8 tekens');
    const fresh = 'Nieuw-Sieraad-2025';
    await page.getByLabel(/^Nieuw wachtwoord\*?$/).fill(fresh);
    await page.getByLabel(/^Nieuw wachtwoord bevestigen/).fill(fresh);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toHaveText('Je nieuwe wachtwoord is opgeslagen. Je kunt nu inloggen.');

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^Nieuw wachtwoord\*?$/).fill(fresh);
    await page.getByLabel(/^Nieuw wachtwoord bevestigen/).fill(fresh);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.locator('[data-slot="form-error"]')).toHaveText('Deze link is ongeldig of verlopen');

    await page.goto('/sign-in');
    await signIn(page, email, fresh);
    await expect(page).toHaveURL(home);
    await expect(accountLink(page, 'Mijn account')).toBeVisible();

    await forgetSignIn(page);
    await page.goto('/verify/not-a-real-token-0123456789');
    await expect(page.locator('[data-slot="verify-email"]')).toHaveAttribute('data-state', 'invalid');
    await expect(page.getByRole('status')).toHaveText(/^Deze link is ongeldig of verlopen\./);
  });

  test('signing in and out in one tab reloads the other', async ({ context }) => {
    const setup = await context.newPage();
    const email = await signUpViaApi(setup);
    await forgetSignIn(setup);
    await setup.close();

    const other = await context.newPage();
    // The other tab listens once the shop runtime has started (it reports the page view).
    const started = other.waitForRequest(/\/api\/v1\/events\/frontend-event/);
    await other.goto('/catalog');
    await started;
    await expect(accountLink(other, 'Inloggen')).toBeVisible();

    const tab = await context.newPage();
    await tab.goto('/sign-in?redirect=/profile');
    await signIn(tab, email);
    await expect(tab).toHaveURL(profile);

    await other.bringToFront();
    await expect(accountLink(other, 'Mijn account')).toBeVisible();
    await expect(other).toHaveURL(/\/catalog$/);

    await tab.bringToFront();
    await tab.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(tab).toHaveURL(home);
    await other.bringToFront();
    await expect(accountLink(other, 'Inloggen')).toBeVisible();
  });

  test('a tab still starting when another signs out reloads once it is up (the message came before its listener)', async ({ context }) => {
    const setup = await context.newPage();
    const email = await signUpViaApi(setup);
    await forgetSignIn(setup);
    await setup.close();
    const tab = await context.newPage();
    await tab.goto('/sign-in?redirect=/profile');
    await signIn(tab, email);
    await expect(tab).toHaveURL(profile);

    // The other tab's scripts are held back: its server HTML shows, nothing listens yet.
    const other = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await other.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await other.goto('/catalog', { waitUntil: 'domcontentloaded' });
    await expect(accountLink(other, 'Mijn account')).toBeVisible();

    await tab.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(tab).toHaveURL(home);
    release();
    await other.bringToFront();
    await expect(accountLink(other, 'Inloggen')).toBeVisible({ timeout: 15_000 });
    await expect(other).toHaveURL(/\/catalog$/);
  });

  test('a sign-in the API no longer accepts is cleared and the shopper goes home', async ({ page, context }) => {
    await context.addCookies([{ name: 'access_token_v1', value: 'A'.repeat(43), url: origin }]);
    await page.goto('/profile');
    await expect(page).toHaveURL(home);
    expect((await context.cookies()).some((c) => c.name === 'access_token_v1')).toBe(false);
    await expect(accountLink(page, 'Inloggen')).toBeVisible();
  });
});
