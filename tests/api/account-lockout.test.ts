import { expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../api/lib/throttle';
import { call, newClientAddress, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

/*
 * Brute force stays out without locking the owner out (OWASP's device cookies): guesses from
 * browsers that never signed in to an account share one allowance per account; a browser that
 * signed in before has its own.
 */

const signIn = (shop: TestShop, email: string, password: string, device?: string) =>
  call(shop, 'POST', '/authorizations', { body: { email, password }, address: newClientAddress(), headers: device ? { cookie: `device_v1=${device}` } : {} });

/** The device token a response sets, and the cookie's attributes. */
function deviceCookie(headers: Headers): { token: string; attributes: string } | undefined {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('device_v1='));
  if (!cookie) return undefined;
  const [pair, ...attributes] = cookie.split(';');
  return { token: pair!.slice('device_v1='.length), attributes: attributes.join(';').toLowerCase() };
}

/** Uses up an account's allowance for browsers it does not know (from ever new addresses). */
async function lockOut(shop: TestShop, email: string) {
  for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) expect((await signIn(shop, email, 'wrong password')).status).toBe(401);
  expect((await signIn(shop, email, 'wrong password')).status).toBe(429);
}

describeOnEachDatabase('sign-in lockout with trusted browsers', (shop) => {
  it('gives a browser that signed in a device cookie (HttpOnly, SameSite, months)', async () => {
    const customer = await signUp(shop());
    const first = await signIn(shop(), customer.email, PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceCookie(first.headers);
    expect(device?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.attributes).toContain('httponly');
    expect(device?.attributes).toContain('samesite=lax');
    // Signing in with it again keeps the same token.
    const again = await signIn(shop(), customer.email, PASSWORD, device!.token);
    expect(deviceCookie(again.headers)?.token).toBe(device!.token);
  });

  it('locks guessers out, the right password included, while the owner’s browser signs in', async () => {
    const customer = await signUp(shop());
    const owner = deviceCookie((await signIn(shop(), customer.email, PASSWORD)).headers)!.token;
    await lockOut(shop(), customer.email);
    // Unknown browsers stay locked, with the right password too.
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(429);
    // The owner's browser is not.
    expect((await signIn(shop(), customer.email, PASSWORD, owner)).status).toBe(200);
    // Its success does not unlock the others.
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(429);
  });

  it('limits a trusted browser on its own allowance', async () => {
    const customer = await signUp(shop());
    const owner = deviceCookie((await signIn(shop(), customer.email, PASSWORD)).headers)!.token;
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) expect((await signIn(shop(), customer.email, 'wrong password', owner)).status).toBe(401);
    expect((await signIn(shop(), customer.email, PASSWORD, owner)).status).toBe(429);
    // Other browsers keep the account's allowance.
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(200);
  });

  it('does not let one account’s device cookie, or a made-up one, stand in for another’s', async () => {
    const ann = await signUp(shop());
    const bob = await signUp(shop());
    const annDevice = deviceCookie((await signIn(shop(), ann.email, PASSWORD)).headers)!.token;
    await lockOut(shop(), bob.email);
    expect((await signIn(shop(), bob.email, PASSWORD, annDevice)).status).toBe(429);
    expect((await signIn(shop(), bob.email, PASSWORD, 'A'.repeat(43))).status).toBe(429);
    expect((await signIn(shop(), bob.email, PASSWORD, 'not a token')).status).toBe(429);
  });
});
