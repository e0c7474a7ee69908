import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { authorizationSchema, signInRequestSchema, signUpRequestSchema, socialProvidersSchema, socialSignInRequestSchema, type Authorization } from '../../contract/accounts';
import { clearAccessCookie, issueAccessToken, revokeAccessToken, setAccessCookie } from '../../lib/auth';
import { accountErrorResponses, createRouter, getRoute, type ApiEnv } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { clientAddress } from '../../lib/throttle';
import { signIn, signUp } from './auth.service';
import { publicProviders, socialSignIn } from './social';
import { toUser, type UserRow } from './users.service';
import { deviceToken, findTrustedDevice, trustDevice } from './trusted-devices.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const authorizationResponse = (description: string) => ({ description, content: json(dataEnvelope(authorizationSchema)) });

/**
 * Signs the user in: a new access token, as the HttpOnly cookie (`delivery: cookie`, the token not
 * in the body) or in the body for a bearer client. A sign-in over the cookie replaces the old token.
 */
async function authorize(c: Context<ApiEnv>, user: UserRow, delivery: 'cookie' | 'body'): Promise<Authorization> {
  const issued = await issueAccessToken(c.var.db, user.id);
  const previous = c.var.session;
  if (delivery === 'cookie') {
    if (previous?.via === 'cookie') await revokeAccessToken(c.var.db, previous.tokenId);
    setAccessCookie(c, issued.token, issued.expiredAt);
  }
  return {
    access_token: { ...(delivery === 'body' ? { token: issued.token } : {}), expired_at: issued.expiredAt.toISOString() },
    user: toUser(user),
  };
}

export const authRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/authorizations/sign-up',
      tags: ['accounts'],
      summary: 'Make an account (unverified; a verification mail goes out) and sign in. An address with an account is 422 on `email`.',
      request: { query: langQuerySchema, body: { required: true, content: json(signUpRequestSchema) } },
      responses: { 201: authorizationResponse('Signed up and signed in'), ...accountErrorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = await signUp(c.var.db, body, c.var.locale, c.var.validationLanguage, shopLinks(c));
      return c.json({ data: await authorize(c, user, body.delivery) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/authorizations',
      tags: ['accounts'],
      summary:
        'Sign in with e-mail and password. A wrong address or password is the same 401 `invalid_credentials`; 5 failed attempts per account (per browser for a browser that signed in to it before: the `device_v1` cookie) and 20 per client address in 15 minutes, then 429 with Retry-After.',
      request: { query: langQuerySchema, body: { required: true, content: json(signInRequestSchema) } },
      responses: { 200: authorizationResponse('Signed in'), ...accountErrorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const device = await findTrustedDevice(c.var.db, deviceToken(c));
      const user = await signIn(c.var.db, body, clientAddress(c), device);
      await trustDevice(c, c.var.db, user.id, device);
      return c.json({ data: await authorize(c, user, body.delivery) }, 200);
    },
  )
  .openapi(
    getRoute({
      path: '/authorizations/social/providers',
      tags: ['accounts'],
      summary:
        'The providers of OIDC_PROVIDERS a browser can sign in with (those with an `authorization_endpoint`): name, label, authorization_endpoint, client_id. Empty when none is configured.',
      response: socialProvidersSchema,
    }),
    (c) => c.json({ data: publicProviders() }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/authorizations/social',
      tags: ['accounts'],
      summary:
        'Sign in with an OpenID Connect ID token of a provider in OIDC_PROVIDERS (signature, issuer, audience, expiry checked; with `nonce`, the token\'s `nonce` claim must equal it); links by (iss, sub), else by a verified e-mail address, else makes the account.',
      request: { query: langQuerySchema, body: { required: true, content: json(socialSignInRequestSchema) } },
      responses: {
        200: authorizationResponse('Signed in'),
        409: { description: 'The address has an account and the provider did not verify it', content: accountErrorResponses[400].content },
        ...accountErrorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = await socialSignIn(c.var.db, body, c.var.locale, c.var.validationLanguage, shopLinks(c));
      return c.json({ data: await authorize(c, user, body.delivery) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/authorizations',
      tags: ['accounts'],
      summary: 'Sign out: the token (bearer or cookie) stops working and the cookie is cleared. 204 whether or not anyone was signed in.',
      request: { query: langQuerySchema },
      responses: { 204: { description: 'Signed out' }, ...accountErrorResponses },
    }),
    async (c) => {
      const session = c.var.session;
      if (session) await revokeAccessToken(c.var.db, session.tokenId);
      clearAccessCookie(c);
      return c.body(null, 204);
    },
  );
