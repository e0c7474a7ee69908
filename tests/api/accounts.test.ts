import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_DAYS } from '../../domain/accounts/account-rules';
import { accessTokens, accountTokens, mailOutbox, users } from '../../api/db/schema';
import { accessCookie, bearerFor, call, latestMail, linkIn, newEmail, OWN_ORIGIN, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase } from './harness';

const saved = { SHOP_ORIGIN: process.env.SHOP_ORIGIN, SMTP_URL: process.env.SMTP_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describeOnEachDatabase('accounts API: sign-up, verification, sign-in, sessions', (shop) => {
  it('signs up, mails a verification link, verifies once, and signs in by cookie and by bearer', async () => {
    const email = newEmail('Signup');
    const body = { email: `  ${email} `, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Ann', last_name: 'Smith', newsletter: true };
    const before = Date.now();
    const signedUp = await call(shop(), 'POST', '/authorizations/sign-up', { body, headers: { 'accept-language': 'en' } });
    expect(signedUp.status).toBe(201);
    const { user, access_token } = signedUp.body.data;
    expect(user).toMatchObject({ email: email.toLowerCase(), first_name: 'Ann', last_name: 'Smith', language: 'en', newsletter: true, email_verified: false, gender: 0, phone: null });
    expect(user).not.toHaveProperty('password_hash');
    // The storefront's default: the token only in the HttpOnly cookie, never in the body.
    expect(access_token.token).toBeUndefined();
    const expires = new Date(access_token.expired_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(ACCESS_TOKEN_TTL_DAYS * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(ACCESS_TOKEN_TTL_DAYS * 86_400_000 + 60_000);
    const cookie = accessCookie(signedUp.headers)!.token;

    const mail = await latestMail(shop(), email, 'verify_email');
    expect(mail).toMatchObject({ to: email.toLowerCase(), language: 'en', sentAt: null, error: null });
    expect(mail!.subject).toMatch(/Confirm your e-mail address/);
    const { link, token } = linkIn(mail!.text, '/verify');
    expect(link).toBe(`${OWN_ORIGIN}/en/verify/${token}`);
    expect(mail!.html).toContain(`href="${link}"`);

    expect((await call(shop(), 'GET', '/users', { cookie })).body.data.email_verified).toBe(false);
    const verified = await call(shop(), 'POST', '/users/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ data: { success: true } });
    const again = await call(shop(), 'POST', '/users/verify-email', { body: { token }, headers: { 'accept-language': 'en' } });
    expect(again.status).toBe(422);
    expect(again.body.error.fields).toEqual({ token: 'This link is invalid or has expired' });
    const me = await call(shop(), 'GET', '/users', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, email_verified: true });

    const bearer = await bearerFor(shop(), email.toUpperCase());
    expect(bearer).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const byBearer = await call(shop(), 'GET', '/users', { bearer });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data.id).toBe(user.id);
    const byCookie = await call(shop(), 'POST', '/authorizations', { body: { email, password: PASSWORD } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.access_token.token).toBeUndefined();
    const second = accessCookie(byCookie.headers)!.token;
    expect((await call(shop(), 'GET', '/users', { cookie: second })).body.data.id).toBe(user.id);
    expect((await call(shop(), 'GET', '/users/subscriptions', { bearer })).body).toEqual({ data: { newsletter: true } });
  });

  it('stores argon2id hashes with OWASP parameters and only the SHA-256 of access tokens', async () => {
    const customer = await signUp(shop());
    const [row] = await shop().database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const tokens = await shop().database.db.select().from(accessTokens).where(eq(accessTokens.userId, customer.id));
    expect(tokens.map((t) => t.tokenHash)).toEqual([createHash('sha256').update(customer.token).digest('hex')]);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, Secure over https only, until expired_at; sign-out clears it', async () => {
    const customer = await signUp(shop());
    const plain = await call(shop(), 'POST', '/authorizations', { body: { email: customer.email, password: PASSWORD } });
    const cookie = accessCookie(plain.headers)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(cookie.attributes).not.toContain('Secure');
    const expires = cookie.attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length);
    expect(Math.abs(new Date(expires).getTime() - new Date(plain.body.data.access_token.expired_at).getTime())).toBeLessThan(1000);

    const proxied = await call(shop(), 'POST', '/authorizations', { body: { email: customer.email, password: PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
    expect(accessCookie(proxied.headers)!.attributes).toContain('Secure');
    const https = await call(shop(), 'POST', `https://shop.example/api/v1/authorizations`, { body: { email: customer.email, password: PASSWORD } });
    expect(accessCookie(https.headers)!.attributes).toContain('Secure');

    const out = await call(shop(), 'DELETE', '/authorizations', { cookie: cookie.token });
    expect(out.status).toBe(204);
    const cleared = accessCookie(out.headers)!;
    expect(cleared.token).toBe('');
    expect(cleared.attributes).toContain('Max-Age=0');
    const after = await call(shop(), 'GET', '/users', { cookie: cookie.token });
    expect(after.status).toBe(401);
    expect(after.body.error).toMatchObject({ code: 'unauthenticated', message: 'Je bent niet ingelogd' });
    // Signing out again, or signed out, is the same 204.
    expect((await call(shop(), 'DELETE', '/authorizations')).status).toBe(204);
    // The other sign-ins stay.
    expect((await call(shop(), 'GET', '/users', { cookie: accessCookie(proxied.headers)!.token })).status).toBe(200);
  });

  it('answers 401 unauthenticated for guests, unknown and expired tokens, and marks answers private', async () => {
    const customer = await signUp(shop());
    for (const options of [{}, { bearer: 'x'.repeat(43) }, { cookie: 'not-a-token' }]) {
      const response = await call(shop(), 'GET', '/users', { ...options, headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: 'unauthenticated', message: 'You are not signed in' });
    }
    const ok = await call(shop(), 'GET', '/users', { cookie: customer.token });
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    await shop().database.db.update(accessTokens).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, customer.id));
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).status).toBe(401);
    expect((await call(shop(), 'GET', '/users/addresses/shipping', { cookie: customer.token })).status).toBe(401);
    expect((await call(shop(), 'PUT', '/users', { body: { first_name: 'A', last_name: 'B' } })).status).toBe(401);
  });

  it('refuses changes authenticated by the cookie from another origin, and not those by bearer', async () => {
    const customer = await signUp(shop());
    const profile = { first_name: 'Nieuw', last_name: 'Naam' };
    const foreign = await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'https://evil.example', body: profile, headers: { 'accept-language': 'en' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual({ code: 'cross_origin', message: 'This request does not come from the shop itself' });
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: null, body: profile })).status).toBe(403);
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'null', body: profile })).status).toBe(403);
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: null, body: profile, headers: { referer: 'https://evil.example/x' } })).status).toBe(403);
    expect((await call(shop(), 'DELETE', '/authorizations', { cookie: customer.token, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).body.data.first_name).toBe('Anna');

    // Reads are not changes.
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token, origin: 'https://evil.example' })).status).toBe(200);
    // The shop's own origin, by Origin or by Referer.
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, body: profile })).status).toBe(200);
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: null, body: profile, headers: { referer: `${OWN_ORIGIN}/profile` } })).status).toBe(200);
    // Behind the Next host the URL says localhost: the Host (or X-Forwarded-Host) the browser addressed counts.
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'http://127.0.0.1:3210', body: profile, headers: { host: '127.0.0.1:3210' } })).status).toBe(200);
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'https://shop.example', body: profile, headers: { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'https://evil.example', body: profile, headers: { host: '127.0.0.1:3210' } })).status).toBe(403);
    // SHOP_ORIGIN, when the API is reached under another name.
    process.env.SHOP_ORIGIN = 'https://www.juwelier.example';
    expect((await call(shop(), 'PUT', '/users', { cookie: customer.token, origin: 'https://www.juwelier.example', body: profile })).status).toBe(200);
    // A bearer token cannot be sent by another site's form: no origin needed.
    const bearer = await bearerFor(shop(), customer.email);
    expect((await call(shop(), 'PUT', '/users', { bearer, body: profile })).status).toBe(200);
    expect((await call(shop(), 'PUT', '/users', { bearer, origin: 'https://evil.example', body: profile })).status).toBe(200);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const customer = await signUp(shop());
    const wrong = await call(shop(), 'POST', '/authorizations', { body: { email: customer.email, password: 'not the password' } });
    const unknown = await call(shop(), 'POST', '/authorizations', { body: { email: newEmail('nobody'), password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toEqual({ code: 'invalid_credentials', message: 'Het e-mailadres of het wachtwoord is onjuist' });
    expect(accessCookie(wrong.headers)).toBeUndefined();
  });

  it('refuses an address that has an account, whatever its case, with a field text in the request language', async () => {
    const customer = await signUp(shop());
    const body = { email: customer.email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD, first_name: 'B', last_name: 'C' };
    const nl = await call(shop(), 'POST', '/authorizations/sign-up', { body });
    expect(nl.status).toBe(422);
    expect(nl.body.error.fields).toEqual({ email: 'Er bestaat al een account met dit e-mailadres' });
    const en = await call(shop(), 'POST', '/authorizations/sign-up?lang=en', { body });
    expect(en.body.error.fields).toEqual({ email: 'An account with this e-mail address already exists' });
  });

  it('answers invalid input with the spec texts in Dutch and English', async () => {
    const body = { email: newEmail(), password: 'kort', password_confirmation: 'kort', first_name: 'A', last_name: 'B', phone: 'bel me' };
    const nl = await call(shop(), 'POST', '/authorizations/sign-up', { body });
    expect(nl.status).toBe(422);
    expect(nl.body.error.fields).toEqual({ password: 'Vereisten: minimaal 8 tekens', phone: 'bel me is onjuist' });
    const en = await call(shop(), 'POST', '/authorizations/sign-up', { body, headers: { 'accept-language': 'en' } });
    expect(en.body.error.fields).toEqual({ password: 'Requirements: Minimum 8 characters', phone: 'bel me is wrong' });
    const mismatch = await call(shop(), 'POST', '/authorizations/sign-up?lang=en', { body: { ...body, password: PASSWORD, password_confirmation: 'other password', phone: '+31 20 123-4567' } });
    expect(mismatch.body.error.fields).toEqual({ password_confirmation: 'Password field confirmation does not match' });
    const ok = await call(shop(), 'POST', '/authorizations/sign-up', { body: { ...body, password: PASSWORD, password_confirmation: PASSWORD, phone: '+31 20 123-4567' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.user.phone).toBe('+31 20 123-4567');
  });

  it('updates the profile with PUT /users and shows the subscriptions', async () => {
    const customer = await signUp(shop());
    const put = await call(shop(), 'PUT', '/users', { cookie: customer.token, body: { first_name: ' Bea ', last_name: 'Jansen', phone: '+31612345678', gender: 2, language: 'en', newsletter: true, email: 'other@example.com' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ email: customer.email, first_name: 'Bea', last_name: 'Jansen', phone: '+31612345678', gender: 2, language: 'en', newsletter: true });
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).body.data).toEqual(put.body.data);
    expect((await call(shop(), 'GET', '/users/subscriptions', { cookie: customer.token })).body).toEqual({ data: { newsletter: true } });
    const cleared = await call(shop(), 'PUT', '/users', { cookie: customer.token, body: { first_name: 'Bea', last_name: 'Jansen', phone: null } });
    expect(cleared.body.data).toMatchObject({ phone: null, gender: 0, language: 'en', newsletter: true });
    const invalid = await call(shop(), 'PUT', '/users?lang=en', { cookie: customer.token, body: { first_name: '', last_name: 'Jansen', gender: 7 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields.first_name).toBe('First name is required');
    expect(invalid.body.error.fields).toHaveProperty('gender');
  });

  it('resends the verification mail to a signed-in unverified customer only, and a link works once and not after expiry', async () => {
    const customer = await signUp(shop());
    const first = await latestMail(shop(), customer.email, 'verify_email');
    expect(first!.language).toBe('nl');
    expect(first!.subject).toMatch(/Bevestig je e-mailadres/);
    expect(linkIn(first!.text, '/verify').link).toMatch(new RegExp(`^${OWN_ORIGIN}/verify/`));
    expect((await call(shop(), 'POST', '/users/verify-email', { body: {} })).status).toBe(401);
    const resend = await call(shop(), 'POST', '/users/verify-email', { cookie: customer.token, body: {} });
    expect(resend.status).toBe(202);
    expect(resend.body).toEqual({ data: { accepted: true } });
    const second = await latestMail(shop(), customer.email, 'verify_email');
    expect(second!.id).toBeGreaterThan(first!.id);

    // The first link has expired: refused; the second still works, and then neither does.
    const expired = linkIn(first!.text, '/verify').token;
    await shop().database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, createHash('sha256').update(expired).digest('hex')));
    expect((await call(shop(), 'POST', '/users/verify-email', { body: { token: expired } })).status).toBe(422);
    const fresh = linkIn(second!.text, '/verify').token;
    expect((await call(shop(), 'POST', '/users/verify-email', { body: { token: fresh } })).status).toBe(200);
    expect((await call(shop(), 'POST', '/users/verify-email', { body: { token: fresh } })).status).toBe(422);
    // Verified: nothing more to send, the same answer.
    expect((await call(shop(), 'POST', '/users/verify-email', { cookie: customer.token })).status).toBe(202);
    expect((await latestMail(shop(), customer.email, 'verify_email'))!.id).toBe(second!.id);
  });

  it('builds mail links on SHOP_ORIGIN when it is set', async () => {
    process.env.SHOP_ORIGIN = 'https://www.juwelier.example';
    const customer = await signUp(shop(), {}, 'en');
    const mail = await latestMail(shop(), customer.email, 'verify_email');
    expect(linkIn(mail!.text, '/verify').link).toMatch(/^https:\/\/www\.juwelier\.example\/en\/verify\/[A-Za-z0-9_-]{43}$/);
  });

  it('sends over SMTP when SMTP_URL is set and records sent_at', async () => {
    const received: string[] = [];
    // The smallest SMTP server nodemailer talks to: no TLS, no auth, every command accepted.
    const server = createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString('utf8').split('\r\n')) {
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (line) socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const customer = await signUp(shop());
      let row = await latestMail(shop(), customer.email, 'verify_email');
      for (let i = 0; i < 100 && !row?.sentAt && !row?.error; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [row] = await shop().database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      }
      expect(row!.error).toBeNull();
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(received.join('\n')).toContain(customer.email);
    } finally {
      server.close();
    }
  });

  it('keeps the request working and records the error when SMTP fails', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    const customer = await signUp(shop());
    const mail = await latestMail(shop(), customer.email, 'verify_email');
    let row = mail;
    for (let i = 0; i < 100 && !row?.error; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [row] = await shop().database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    }
    expect(row!.error).toEqual(expect.any(String));
    expect(row!.sentAt).toBeNull();
  });
});
