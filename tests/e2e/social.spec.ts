import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { OIDC_AUTHORIZE, OIDC_CLIENT_ID, OIDC_LABEL, providerUserCookie, type ProviderUser } from './oidc-provider';

/**
 * Social sign-in in the browser against the local OpenID provider of global setup
 * (tests/e2e/oidc-provider.ts, configured in playwright.config.ts): the sign-in page's button, the
 * authorization request, the callback with the ID token in the fragment, state and nonce checks.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const home = new RegExp(`^${origin.replace(/\./g, '\\.')}/$`);

let serial = 0;
const unique = () => `${Date.now().toString(36)}-${++serial}`;
const newUser = (tag: string): ProviderUser => ({ sub: `${tag}-${unique()}`, email: `${tag}.${unique()}@example.nl` });

/** Makes `user` the one signed in at the provider. */
const signedInAtProvider = (context: BrowserContext, user: ProviderUser) => context.addCookies([providerUserCookie(user)]);

const socialButton = (page: Page, text = `Inloggen met ${OIDC_LABEL}`) => page.getByRole('button', { name: text, exact: true });
const isAuthorizeRequest = (url: URL) => url.href.startsWith(`${OIDC_AUTHORIZE}?`);
const callback = (page: Page) => page.locator('[data-slot="social-callback"]');

async function accessCookie(context: BrowserContext) {
  return (await context.cookies(origin)).find((cookie) => cookie.name === 'access_token_v1');
}

/** The signed-in customer's id, from the API with the context's cookie. */
async function customerId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/users');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test.describe('social sign-in (OpenID Connect)', () => {
  test('the provider signs in a new customer, who lands on the page asked for; a second sign-in finds the same account', async ({ page, context }) => {
    const user = newUser('social');
    await signedInAtProvider(context, user);
    await page.goto('/profile/shipping-addresses');
    await expect(page).toHaveURL(/\/sign-in\?redirect=\/profile\/shipping-addresses$/);
    await expect(socialButton(page)).toBeEnabled();
    // The e-mail form is still there, after the button and "of".
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const asked = page.waitForRequest((request) => isAuthorizeRequest(new URL(request.url())));
    await socialButton(page).click();
    const request = new URL((await asked).url());
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      client_id: OIDC_CLIENT_ID,
      redirect_uri: `${origin}/sign-in/callback`,
      response_type: 'id_token',
      scope: 'openid email profile',
    });
    const state = request.searchParams.get('state')!;
    const nonce = request.searchParams.get('nonce')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).not.toBe(state);

    await expect(page).toHaveURL(`${origin}/profile/shipping-addresses`);
    await expect(page.getByRole('heading', { level: 2, name: 'Verzendadressen' })).toBeVisible();
    // The pending sign-in is used up.
    expect(await page.evaluate(() => sessionStorage.getItem('shop.social-sign-in'))).toBeNull();

    await page.goto('/profile');
    await expect(page.getByText(`Ingelogd als ${user.email}`)).toBeVisible();
    const id = await customerId(page);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(home);
    // The address changes before the home page loads (announceAuthAndGo): wait for the new page's
    // header, or the next goto races that navigation.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible();

    // Later the provider reports another address for the same subject: the same account, by (iss, sub).
    await signedInAtProvider(context, { ...user, email: `changed.${unique()}@example.nl` });
    await page.goto('/sign-in?redirect=/profile');
    const again = page.waitForRequest((request) => isAuthorizeRequest(new URL(request.url())));
    await socialButton(page).click();
    // The provider's answer: the callback's address with the token and state in the fragment.
    const used = (await (await again).response())!.headers().location!;
    expect(used).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/sign-in/callback#`));
    expect(new URLSearchParams(new URL(used).hash.slice(1)).get('id_token')).toMatch(/^ey/);
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByText(`Ingelogd als ${user.email}`)).toBeVisible();
    expect(await customerId(page)).toBe(id);

    // That address (token and state) works once: opened again it signs no one in.
    await context.clearCookies({ name: 'access_token_v1' });
    await page.goto(used);
    await expect(callback(page)).toHaveAttribute('data-reason', 'expired');
    await expect(page).toHaveURL(`${origin}/sign-in/callback`);
    expect(await accessCookie(context)).toBeUndefined();
  });

  test('English: the callback is /en/sign-in/callback and the shopper lands on the English page', async ({ page, context }) => {
    const user = newUser('english');
    await signedInAtProvider(context, user);
    await page.goto('/en/sign-in?redirect=/en/profile');
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const asked = page.waitForRequest((request) => isAuthorizeRequest(new URL(request.url())));
    await socialButton(page, `Sign in with ${OIDC_LABEL}`).click();
    expect(new URL((await asked).url()).searchParams.get('redirect_uri')).toBe(`${origin}/en/sign-in/callback`);
    await expect(page).toHaveURL(`${origin}/en/profile`);
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  });

  test('a tampered state, a token for another nonce and a cancelled sign-in are refused, with a way back', async ({ page, context }) => {
    const user = newUser('refused');
    await signedInAtProvider(context, user);
    // The callback's inline script (which takes the token out of the address) runs under the page's CSP.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    // An answer whose state is not the one this tab sent (login CSRF): refused before the API is asked.
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/authorizations/social')) asked += 1;
    });
    await page.route(isAuthorizeRequest, async (route: Route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = new URL(answer.headers().location!);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('id_token')).toBeTruthy();
      fragment.set('state', 'forged-state-of-another-sign-in');
      location.hash = fragment.toString();
      await route.fulfill({ status: 302, headers: { location: location.toString() } });
    });
    await page.goto('/sign-in?redirect=/profile');
    await socialButton(page).click();
    await expect(callback(page)).toHaveAttribute('data-reason', 'expired');
    await expect(callback(page).getByRole('alert')).toHaveText('Deze aanmelding is verlopen of is niet in deze browser gestart. Probeer het opnieuw.');
    // The fragment left the address as the page loaded.
    await expect(page).toHaveURL(`${origin}/sign-in/callback`);
    expect(asked).toBe(0);
    expect(await accessCookie(context)).toBeUndefined();
    await expect(page.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/sign-in?redirect=/profile');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.unrouteAll({ behavior: 'wait' });

    // A token the provider made for another nonce (a token from another sign-in): the API refuses it.
    await page.route(isAuthorizeRequest, async (route: Route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('nonce', 'the-nonce-of-another-sign-in');
      await route.continue({ url: url.toString() });
    });
    await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect=\/profile$/);
    await socialButton(page).click();
    await expect(callback(page)).toHaveAttribute('data-reason', 'invalid');
    await expect(callback(page).getByRole('alert')).toHaveText('We konden je aanmelding niet bevestigen. Probeer het opnieuw.');
    expect(asked).toBe(1);
    expect(await accessCookie(context)).toBeUndefined();
    await page.unrouteAll({ behavior: 'wait' });

    // The shopper says no at the provider: `#error=access_denied`.
    await page.route(isAuthorizeRequest, async (route: Route) => {
      const query = new URL(route.request().url()).searchParams;
      const back = `${query.get('redirect_uri')}#error=access_denied&state=${encodeURIComponent(query.get('state')!)}`;
      await route.fulfill({ status: 302, headers: { location: back } });
    });
    await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
    await socialButton(page).click();
    await expect(callback(page)).toHaveAttribute('data-reason', 'cancelled');
    await expect(callback(page).getByRole('alert')).toHaveText('Inloggen is afgebroken. Je bent niet ingelogd.');
    await page.unrouteAll({ behavior: 'wait' });

    // Back to sign-in, and this time it goes through, to the page first asked for.
    await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
    await socialButton(page).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByText(`Ingelogd als ${user.email}`)).toBeVisible();
    expect(blocked).toEqual([]);
  });
});
