import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { userIdentities, users } from '../../api/db/schema';
import { accessCookie, call, latestMail, newEmail, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const ISSUER = 'https://accounts.example.test';
const AUDIENCE = 'juwelier-web';
let key: CryptoKey;
let otherKey: CryptoKey;

const savedProviders = process.env.OIDC_PROVIDERS;
let testProviders = '';

/** Runs `body` with another `OIDC_PROVIDERS` (undefined: none), then puts the test provider back. */
async function withProviders(config: unknown, body: () => Promise<void>) {
  if (config === undefined) delete process.env.OIDC_PROVIDERS;
  else process.env.OIDC_PROVIDERS = typeof config === 'string' ? config : JSON.stringify(config);
  try {
    await body();
  } finally {
    process.env.OIDC_PROVIDERS = testProviders;
  }
}

/** A provider configured with a key generated here: no network anywhere. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  testProviders = JSON.stringify({ example: { issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } } });
  process.env.OIDC_PROVIDERS = testProviders;
});
afterAll(() => {
  if (savedProviders === undefined) delete process.env.OIDC_PROVIDERS;
  else process.env.OIDC_PROVIDERS = savedProviders;
});

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  signWith?: CryptoKey;
  expiresIn?: string | number;
}

/** An ID token as the provider would sign it. */
function idToken({ claims = {}, issuer = ISSUER, audience = AUDIENCE, signWith = key, expiresIn = '5m' }: TokenOptions = {}) {
  return new SignJWT({ email_verified: true, given_name: 'Sam', family_name: 'Smit', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(claims.sub ?? randomBytes(8).toString('hex')))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(signWith);
}

const social = async (shop: TestShop, token: string, extra: Record<string, unknown> = {}) =>
  call(shop, 'POST', '/authorizations/social', { body: { provider: 'example', id_token: token, ...extra } });

describeOnEachDatabase('accounts API: social sign-in (OpenID Connect)', (shop) => {
  it('makes an account from a verified ID token, and finds it again by issuer and subject', async () => {
    const email = newEmail('social').toLowerCase();
    const sub = `sub-${randomBytes(4).toString('hex')}`;
    const first = await social(shop(), await idToken({ claims: { sub, email } }), { delivery: 'body' });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ email, first_name: 'Sam', last_name: 'Smit', email_verified: true, language: 'nl' });
    expect(first.body.data.access_token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accessCookie(first.headers)).toBeUndefined();
    const [row] = await shop().database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
    const [identity] = await shop().database.db.select().from(userIdentities).where(and(eq(userIdentities.issuer, ISSUER), eq(userIdentities.subject, sub)));
    expect(identity!.userId).toBe(row!.id);
    // A verified account gets no verification mail.
    expect(await latestMail(shop(), email, 'verify_email')).toBeUndefined();

    // Later, even with another address in the token: the same account, by (iss, sub); a cookie this time.
    const again = await social(shop(), await idToken({ claims: { sub, email: newEmail('changed') } }));
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(row!.id);
    expect(again.body.data.access_token.token).toBeUndefined();
    const cookie = accessCookie(again.headers)!.token;
    expect((await call(shop(), 'GET', '/users', { cookie })).body.data.id).toBe(row!.id);
  });

  it('links to an existing account with the same address when the provider verified it', async () => {
    const customer = await signUp(shop());
    const verify = await latestMail(shop(), customer.email, 'verify_email');
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(verify!.text)![1];
    expect((await call(shop(), 'POST', '/users/verify-email', { body: { token } })).status).toBe(200);

    const linked = await social(shop(), await idToken({ claims: { email: customer.email.toUpperCase() } }));
    expect(linked.status).toBe(200);
    expect(linked.body.data.user.id).toBe(customer.id);
    // A verified account keeps its password and its other sign-ins.
    expect((await call(shop(), 'POST', '/authorizations', { body: { email: customer.email, password: PASSWORD } })).status).toBe(200);
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).status).toBe(200);
  });

  it('takes over an unverified account with a verified address: its password and sign-ins end', async () => {
    const squatter = await signUp(shop());
    const taken = await social(shop(), await idToken({ claims: { email: squatter.email } }));
    expect(taken.status).toBe(200);
    expect(taken.body.data.user).toMatchObject({ id: squatter.id, email_verified: true });
    expect((await call(shop(), 'GET', '/users', { cookie: squatter.token })).status).toBe(401);
    expect((await call(shop(), 'POST', '/authorizations', { body: { email: squatter.email, password: PASSWORD } })).status).toBe(401);
  });

  it('never lets an unverified address take an existing account, and mails new unverified accounts', async () => {
    const customer = await signUp(shop());
    const refused = await social(shop(), await idToken({ claims: { email: customer.email, email_verified: false } }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('social_email_unverified');

    const email = newEmail('fresh').toLowerCase();
    const created = await social(shop(), await idToken({ claims: { email, email_verified: false } }));
    expect(created.status).toBe(200);
    expect(created.body.data.user.email_verified).toBe(false);
    expect(await latestMail(shop(), email, 'verify_email')).toBeDefined();

    const noEmail = await social(shop(), await idToken({ claims: { email: undefined } }));
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.error.code).toBe('social_email_missing');
  });

  it('refuses tokens with the wrong audience, the wrong issuer, a bad signature or past their expiry', async () => {
    const email = newEmail('refused').toLowerCase();
    const cases = [
      await idToken({ claims: { email }, audience: 'someone-else' }),
      await idToken({ claims: { email }, issuer: 'https://evil.example' }),
      await idToken({ claims: { email }, signWith: otherKey }),
      await idToken({ claims: { email }, expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      // A signature that does not belong to the payload.
      (await idToken({ claims: { email } })).replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, aud: AUDIENCE, exp: 9999999999 })).toString('base64url')}.`),
    ];
    for (const token of cases) {
      const response = await social(shop(), token);
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({ code: 'invalid_id_token', message: expect.any(String) });
      expect(accessCookie(response.headers)).toBeUndefined();
    }
    expect(await shop().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers an unconfigured provider with 422 on provider', async () => {
    const response = await call(shop(), 'POST', '/authorizations/social?lang=en', { body: { provider: 'nope', id_token: await idToken() } });
    expect(response.status).toBe(422);
    expect(response.body.error.fields).toEqual({ provider: 'Provider is invalid' });
  });

  it('checks the nonce when one is sent: equal passes, another or none in the token is 401', async () => {
    const sub = `nonce-${randomBytes(4).toString('hex')}`;
    const email = newEmail('nonce').toLowerCase();
    const nonce = randomBytes(32).toString('base64url');
    const token = await idToken({ claims: { sub, email, nonce } });

    for (const refused of [
      { token, nonce: `${nonce}x` },
      { token, nonce: nonce.slice(0, -1) },
      { token: await idToken({ claims: { sub, email } }), nonce },
    ]) {
      const response = await social(shop(), refused.token, { nonce: refused.nonce });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('invalid_id_token');
      expect(accessCookie(response.headers)).toBeUndefined();
    }
    expect(await shop().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const signedIn = await social(shop(), token, { nonce });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe(email);
    // Without a nonce in the request (a client that holds only the token) the claim is not compared.
    expect((await social(shop(), token)).status).toBe(200);
    // An empty nonce is not "no nonce": the request is invalid.
    expect((await social(shop(), token, { nonce: '' })).status).toBe(422);
  });

  it('lists the providers a browser can sign in with, public fields only', async () => {
    // The test provider has no authorization_endpoint: usable by token, not listed.
    expect((await call(shop(), 'GET', '/authorizations/social/providers')).body).toEqual({ data: [] });

    const jwks = JSON.parse(testProviders).example.jwks;
    const config = {
      google: {
        issuer: 'https://accounts.google.com',
        audience: ['web-client.apps.example', 'android-client.apps.example'],
        client_id: 'web-client.apps.example',
        authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
        label: 'Google',
      },
      // client_id defaults to the audience, label to the name; http is fine on a loopback host.
      local: { issuer: 'http://localhost:4455', audience: 'shop-local', authorization_endpoint: 'http://localhost:4455/authorize', jwks },
      // An old entry: verified tokens only.
      example: { issuer: ISSUER, audience: AUDIENCE, jwks },
    };
    await withProviders(config, async () => {
      const response = await call(shop(), 'GET', '/authorizations/social/providers');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { name: 'google', label: 'Google', authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth', client_id: 'web-client.apps.example' },
        { name: 'local', label: 'local', authorization_endpoint: 'http://localhost:4455/authorize', client_id: 'shop-local' },
      ]);
      expect(JSON.stringify(response.body)).not.toMatch(/jwks|issuer|audience|android/);
      // The old entry still signs in.
      expect((await social(shop(), await idToken({ claims: { email: newEmail('old') } }))).status).toBe(200);
    });

    // None configured, or a configuration that is not valid (social sign-in off): an empty list.
    const invalid = [
      undefined,
      'not json',
      { plain: { issuer: 'https://id.example', audience: 'a', jwks_uri: 'https://id.example/jwks', authorization_endpoint: 'http://id.example/authorize' } },
      { other: { issuer: 'https://id.example', audience: 'a', client_id: 'b', jwks_uri: 'https://id.example/jwks', authorization_endpoint: 'https://id.example/authorize' } },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const providers of invalid) {
        await withProviders(providers, async () => {
          const response = await call(shop(), 'GET', '/authorizations/social/providers?lang=en');
          expect(response.status).toBe(200);
          expect(response.body).toEqual({ data: [] });
        });
      }
      // Each invalid configuration says why (plain http off localhost; a client_id not among the audiences).
      expect(warn.mock.calls.map((args) => String(args[0])).join('\n')).toMatch(/https \(http only on localhost\)[\s\S]*client_id must be one of audience/);
    } finally {
      warn.mockRestore();
    }
  });
});
