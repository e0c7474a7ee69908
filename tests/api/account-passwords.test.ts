import { createHash } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { accountTokens, authThrottle } from '../../api/db/schema';
import { THROTTLE_LIMITS, THROTTLE_WINDOW_MINUTES } from '../../api/lib/throttle';
import { accessCookie, bearerFor, call, latestMail, linkIn, newClientAddress, newEmail, OWN_ORIGIN, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const NEW_PASSWORD = 'a brand new password';
const signIn = (shop: TestShop, email: string, password: string, address?: string) => call(shop, 'POST', '/authorizations', { body: { email, password }, address });
const recover = (shop: TestShop, body: Record<string, unknown>, address?: string) => call(shop, 'PATCH', '/users/recover-password', { body, address });

const saved = process.env.SHOP_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.SHOP_ORIGIN;
  else process.env.SHOP_ORIGIN = saved;
});

describeOnEachDatabase('accounts API: throttling, recovery, password change', (shop) => {
  it('refuses the 6th failed sign-in of an account within the window with 429 and Retry-After, from any address', async () => {
    const customer = await signUp(shop());
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) {
      expect((await signIn(shop(), customer.email, 'wrong password')).status).toBe(401);
    }
    const sixth = await signIn(shop(), customer.email, 'wrong password');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('too_many_attempts');
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MINUTES * 60);
    // Locked for the rest of the window, even with the right password.
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(429);
    // An unknown address is counted and refused just the same: nothing tells them apart.
    const nobody = newEmail('nobody');
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) await signIn(shop(), nobody, 'wrong password');
    const unknown = await signIn(shop(), nobody, 'wrong password');
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(sixth.body);

    // The window passes: the account signs in again.
    await shop()
      .database.db.update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - (THROTTLE_WINDOW_MINUTES * 60_000 + 1000)) })
      .where(eq(authThrottle.key, `sign-in:account:${customer.email}`));
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(200);
  });

  it('resets the account counter on a successful sign-in', async () => {
    const customer = await signUp(shop());
    for (let attempt = 1; attempt < THROTTLE_LIMITS.account; attempt++) expect((await signIn(shop(), customer.email, 'wrong password')).status).toBe(401);
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) expect((await signIn(shop(), customer.email, 'wrong password')).status).toBe(401);
    expect((await signIn(shop(), customer.email, 'wrong password')).status).toBe(429);
  });

  it('refuses a client address after 20 failed sign-ins, whichever accounts they were for', async () => {
    const address = newClientAddress();
    const customer = await signUp(shop());
    // Successful sign-ins from the address do not count.
    for (let i = 0; i < 3; i++) expect((await signIn(shop(), customer.email, PASSWORD, address)).status).toBe(200);
    for (let attempt = 1; attempt <= THROTTLE_LIMITS.address; attempt++) {
      expect((await signIn(shop(), newEmail('spray'), 'wrong password', address)).status).toBe(401);
    }
    const over = await signIn(shop(), newEmail('spray'), 'wrong password', address);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(shop(), customer.email, PASSWORD, address)).status).toBe(429);
    // Other addresses are not affected.
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(200);
    const rows = await shop().database.db.select().from(authThrottle).where(like(authThrottle.key, `sign-in:address:${address}`));
    expect(rows).toHaveLength(1);
  });

  it('answers a recovery request the same for known and unknown addresses and mails a single-use link in the customer language', async () => {
    const customer = await signUp(shop(), {}, 'nl');
    const known = await recover(shop(), { email: customer.email.toUpperCase() });
    const unknown = await recover(shop(), { email: newEmail('nobody') });
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ data: { accepted: true } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const mail = await latestMail(shop(), customer.email, 'recover_password');
    expect(mail).toMatchObject({ language: 'nl' });
    expect(mail!.subject).toMatch(/nieuw wachtwoord/);
    const { link, token } = linkIn(mail!.text, '/recover-password');
    expect(link).toBe(`${OWN_ORIGIN}/recover-password/${token}`);

    const second = await bearerFor(shop(), customer.email);
    const short = await recover(shop(), { token, password: 'kort', password_confirmation: 'kort' });
    expect(short.status).toBe(422);
    expect(short.body.error.fields).toEqual({ password: 'Vereisten: minimaal 8 tekens' });
    const done = await recover(shop(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { success: true } });

    // Every sign-in has ended; the new password works, the old one does not.
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).status).toBe(401);
    expect((await call(shop(), 'GET', '/users', { bearer: second })).status).toBe(401);
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(401);
    const signedIn = await signIn(shop(), customer.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    // The link proved the mailbox.
    expect(signedIn.body.data.user.email_verified).toBe(true);

    const reused = await call(shop(), 'PATCH', '/users/recover-password?lang=en', { body: { token, password: 'yet another password', password_confirmation: 'yet another password' } });
    expect(reused.status).toBe(422);
    expect(reused.body.error.fields).toEqual({ token: 'This link is invalid or has expired' });
    expect((await recover(shop(), { token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(422);
  });

  it('refuses an expired recovery link and writes links in English under /en on SHOP_ORIGIN', async () => {
    process.env.SHOP_ORIGIN = 'https://www.juwelier.example/ignored/path';
    const customer = await signUp(shop(), {}, 'en');
    expect((await recover(shop(), { email: customer.email })).status).toBe(202);
    const mail = await latestMail(shop(), customer.email, 'recover_password');
    expect(mail!.subject).toMatch(/A new password/);
    const { link, token } = linkIn(mail!.text, '/recover-password');
    expect(link).toBe(`https://www.juwelier.example/en/recover-password/${token}`);
    await shop().database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const expired = await recover(shop(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(expired.status).toBe(422);
    expect(expired.body.error.fields).toHaveProperty('token');
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(200);
  });

  it('throttles recovery requests per address asked for, known or not', async () => {
    for (const email of [(await signUp(shop())).email, newEmail('nobody')]) {
      for (let attempt = 1; attempt <= THROTTLE_LIMITS.account; attempt++) expect((await recover(shop(), { email })).status).toBe(202);
      const over = await recover(shop(), { email });
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('too_many_attempts');
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('changes the password of a signed-in customer, keeping this sign-in and ending the others', async () => {
    const customer = await signUp(shop());
    const other = await bearerFor(shop(), customer.email);
    const body = { current_password: 'not it at all', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await call(shop(), 'PATCH', '/users/change-password', { body })).status).toBe(401);
    const wrong = await call(shop(), 'PATCH', '/users/change-password', { cookie: customer.token, body });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ current_password: 'Het huidige wachtwoord is onjuist' });
    const mismatch = await call(shop(), 'PATCH', '/users/change-password?lang=en', { cookie: customer.token, body: { ...body, current_password: PASSWORD, password_confirmation: 'something else' } });
    expect(mismatch.body.error.fields).toEqual({ password_confirmation: 'Password field confirmation does not match' });
    expect((await call(shop(), 'PATCH', '/users/change-password', { cookie: customer.token, origin: 'https://evil.example', body: { ...body, current_password: PASSWORD } })).status).toBe(403);

    const changed = await call(shop(), 'PATCH', '/users/change-password', { cookie: customer.token, body: { ...body, current_password: PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ data: { success: true } });
    expect(accessCookie(changed.headers)).toBeUndefined();
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).status).toBe(200);
    expect((await call(shop(), 'GET', '/users', { bearer: other })).status).toBe(401);
    expect((await signIn(shop(), customer.email, PASSWORD)).status).toBe(401);
    expect((await signIn(shop(), customer.email, NEW_PASSWORD)).status).toBe(200);
  });
});
