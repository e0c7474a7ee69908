import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A tiny OpenID Connect provider for the e2e runs (started in global setup): `/authorize` answers
 * an implicit-flow request (`response_type=id_token`) at once with a redirect to the registered
 * `redirect_uri` and `#id_token=<RS256 JWT>&state=…`; `/jwks` serves the public key, generated
 * for each run, which the shop fetches through `jwks_uri`. Nothing leaves the machine.
 *
 * Who is "signed in at the provider" is the `e2e_oidc_user` cookie of its host (base64url JSON
 * `{ sub, email, email_verified?, given_name?, family_name? }`), set by a test with
 * {@link providerUserCookie}; without it a fixed test user.
 *
 * The browser reaches it as `localhost` (another site than the shop's 127.0.0.1, as a real
 * provider is); the shop fetches the keys from 127.0.0.1.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4455);
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_AUTHORIZE = `${OIDC_ISSUER}/authorize`;
export const OIDC_CLIENT_ID = 'juwelier-e2e';
export const OIDC_LABEL = 'OIDC Test';
export const OIDC_PROVIDER_NAME = 'e2e';
export const USER_COOKIE = 'e2e_oidc_user';

export interface ProviderUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** `OIDC_PROVIDERS` for the shop under test. */
export function oidcProvidersEnv(): string {
  return JSON.stringify({
    [OIDC_PROVIDER_NAME]: {
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
      authorization_endpoint: OIDC_AUTHORIZE,
      jwks_uri: `http://127.0.0.1:${OIDC_PORT}/jwks`,
      label: OIDC_LABEL,
    },
  });
}

/** The cookie that makes `user` the one signed in at the provider (for `context.addCookies`). */
export function providerUserCookie(user: ProviderUser) {
  return { name: USER_COOKIE, value: Buffer.from(JSON.stringify(user)).toString('base64url'), domain: 'localhost', path: '/' };
}

const DEFAULT_USER: ProviderUser = { sub: 'e2e-default', email: 'oidc.default@example.nl', given_name: 'Olga', family_name: 'Idema' };

function userOf(request: IncomingMessage): ProviderUser {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === USER_COOKIE)?.[1];
  if (!cookie) return DEFAULT_USER;
  try {
    return JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as ProviderUser;
  } catch {
    return DEFAULT_USER;
  }
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(message);
}

/**
 * Starts the provider; `shopOrigin` is where it may send shoppers back (`/sign-in/callback` and
 * `/en/sign-in/callback`, as registered at a real provider). Returns the teardown.
 */
export async function startOidcProvider(shopOrigin: string): Promise<() => Promise<void>> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const redirectUris = new Set([`${shopOrigin}/sign-in/callback`, `${shopOrigin}/en/sign-in/callback`]);

  async function authorize(url: URL, request: IncomingMessage, response: ServerResponse) {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    // Like a real provider: never redirect to an address that was not registered.
    if (query.get('client_id') !== OIDC_CLIENT_ID) return refuse(response, 400, 'unknown client_id');
    if (!redirectUris.has(redirectUri)) return refuse(response, 400, `redirect_uri not registered: ${redirectUri}`);
    const back = new URL(redirectUri);
    const fragment = new URLSearchParams();
    const state = query.get('state');
    if (state !== null) fragment.set('state', state);
    const nonce = query.get('nonce');
    const scopes = (query.get('scope') ?? '').split(' ');
    if (query.get('response_type') !== 'id_token') fragment.set('error', 'unsupported_response_type');
    else if (!scopes.includes('openid') || !nonce) fragment.set('error', 'invalid_request');
    else {
      const user = userOf(request);
      const token = await new SignJWT({
        email: user.email,
        email_verified: user.email_verified ?? true,
        given_name: user.given_name ?? 'Olga',
        family_name: user.family_name ?? 'Idema',
        nonce,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(OIDC_ISSUER)
        .setAudience(OIDC_CLIENT_ID)
        .setSubject(user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      fragment.set('id_token', token);
    }
    back.hash = fragment.toString();
    response.writeHead(302, { Location: back.toString(), 'Cache-Control': 'no-store' });
    response.end();
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', OIDC_ISSUER);
    if (request.method !== 'GET') return refuse(response, 405, 'GET only');
    if (url.pathname === '/authorize') {
      authorize(url, request, response).catch((error: Error) => refuse(response, 500, error.message));
      return;
    }
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(jwks));
      return;
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer: OIDC_ISSUER,
          authorization_endpoint: OIDC_AUTHORIZE,
          jwks_uri: `${OIDC_ISSUER}/jwks`,
          response_types_supported: ['id_token'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    refuse(response, 404, 'not found');
  });
  // `localhost` may resolve to either loopback address: listen on both (IPv6 only where the host has it).
  const servers: Server[] = [server];
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(OIDC_PORT, '127.0.0.1', () => resolve());
  });
  const v6 = createServer((request, response) => server.emit('request', request, response));
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve());
    v6.listen(OIDC_PORT, '::1', () => {
      servers.push(v6);
      resolve();
    });
  });
  return async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  };
}
