import { createHash, timingSafeEqual } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { emailSchema, type SocialProvider } from '../../contract/accounts';
import type { Locale } from '../../../domain/locale';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema/accounts';
import { revokeUserTokens } from '../../lib/auth';
import { AppError, invalidField } from '../../lib/errors';
import type { LinkBuilder } from '../../lib/origin';
import { queueVerificationMail } from './account-mails';
import { type Tx, type UserRow } from './users.service';
import { env } from '../../lib/env';

/** Loopback hosts, where a plain-http authorization endpoint is allowed (local development, e2e). */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the browser is sent to sign in: https, or http on a loopback host only (the ID token comes
 * back in the redirect, so it must not cross a network in the clear).
 */
const authorizationEndpointSchema = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || loopback.has(url.hostname);
}, 'authorization_endpoint must be https (http only on localhost)');

/**
 * One OpenID Connect provider of `OIDC_PROVIDERS`: whose tokens, for which client, signed by which
 * keys; with `authorization_endpoint` also a button on the sign-in page (`client_id`, defaulting
 * to the (first) audience, and `label`, defaulting to the name).
 */
const providerSchema = z
  .object({
    issuer: z.string().min(1),
    audience: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    jwks_uri: z.url({ protocol: /^https?$/ }).optional(),
    /** Keys inline (tests, or a provider whose keys are pinned). */
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).optional(),
    /** The storefront's client id at the provider; tokens it gets carry it as `aud`. */
    client_id: z.string().min(1).max(200).optional(),
    authorization_endpoint: authorizationEndpointSchema.optional(),
    /** The provider's name as shoppers know it ("Google"). */
    label: z.string().trim().min(1).max(60).optional(),
  })
  .refine((provider) => Boolean(provider.jwks_uri) !== Boolean(provider.jwks), 'set one of jwks_uri and jwks')
  .refine(
    (provider) => provider.client_id === undefined || [provider.audience].flat().includes(provider.client_id),
    'client_id must be one of audience (its tokens are issued to it)',
  );
const providersSchema = z.record(z.string(), providerSchema);
type Provider = z.infer<typeof providersSchema>[string] & { name: string; clientId: string; keys: JWTVerifyGetKey };

let parsed: { raw: string; providers: Map<string, Provider> } | undefined;

/** The providers configured in `OIDC_PROVIDERS` (JSON), re-read when the variable changes; invalid JSON configures none. */
export function oidcProviders(raw = env().OIDC_PROVIDERS ?? ''): Map<string, Provider> {
  if (parsed?.raw === raw) return parsed.providers;
  const providers = new Map<string, Provider>();
  if (raw.trim()) {
    try {
      for (const [name, config] of Object.entries(providersSchema.parse(JSON.parse(raw)))) {
        const keys = config.jwks ? createLocalJWKSet(config.jwks as unknown as JSONWebKeySet) : createRemoteJWKSet(new URL(config.jwks_uri!));
        providers.set(name, { ...config, name, clientId: config.client_id ?? [config.audience].flat()[0]!, keys });
      }
    } catch (error) {
      console.warn(`[api] OIDC_PROVIDERS is not valid, social sign-in is off: ${error instanceof Error ? error.message : String(error)}`);
      providers.clear();
    }
  }
  parsed = { raw, providers };
  return providers;
}

/**
 * What a browser needs to start a sign-in, for each provider with an `authorization_endpoint`, in
 * the order configured: nothing secret (keys, audiences and issuers stay on the server).
 */
export function publicProviders(): SocialProvider[] {
  return [...oidcProviders().values()]
    .filter((provider) => provider.authorization_endpoint)
    .map((provider) => ({
      name: provider.name,
      label: provider.label ?? provider.name,
      authorization_endpoint: provider.authorization_endpoint!,
      client_id: provider.clientId,
    }));
}

/** Signature algorithms an ID token may use (never a shared secret, never `none`). */
const algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Whether two strings are equal, in time independent of where they differ (hashed first: equal lengths). */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Verifies an ID token of a configured provider: signature against the provider's JWKS, `iss`,
 * `aud`, `exp`, and with `nonce` the token's `nonce` claim (the one of the authorization request,
 * so a token obtained for another sign-in cannot be replayed into this one). An unconfigured
 * provider is 422 on `provider`; a token that fails is 401 `invalid_id_token`.
 */
export async function verifyIdToken(providerName: string, idToken: string, lang: ValidationLanguage, nonce?: string): Promise<JWTPayload & { sub: string }> {
  const provider = oidcProviders().get(providerName);
  if (!provider) throw invalidField('provider', formatMessage(validationMessages[lang].invalid, { field: 'Provider' }));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, provider.keys, {
      issuer: provider.issuer,
      audience: provider.audience,
      algorithms,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new AppError('unauthorized', 'invalid_id_token', { cause: error });
    throw error;
  }
  if (nonce !== undefined && !(typeof payload.nonce === 'string' && sameText(payload.nonce, nonce))) {
    throw new AppError('unauthorized', 'invalid_id_token');
  }
  return payload as JWTPayload & { sub: string };
}

interface Claims {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

function claimsOf(payload: JWTPayload & { sub: string }): Claims {
  const email = emailSchema.safeParse(payload.email);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  return {
    issuer: payload.iss!,
    subject: payload.sub,
    email: email.success ? email.data : undefined,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
  };
}

async function link(tx: Tx, claims: Claims, userId: number): Promise<void> {
  await tx.insert(userIdentities).values({ issuer: claims.issuer, subject: claims.subject, userId }).onConflictDoNothing();
}

/**
 * The account of a verified ID token, in one transaction: the one linked to (iss, sub); else the one
 * with the same address when the provider says it verified it (linked from now on; a password set by
 * whoever registered the unverified address is dropped, and its sign-ins end); else a new account
 * without a password. An address the provider did not verify never takes over an existing account (409).
 */
async function findOrCreate(tx: Tx, claims: Claims, locale: Locale): Promise<{ user: UserRow; created: boolean } | undefined> {
  const [linked] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)));
  if (linked) return { user: linked.user, created: false };
  if (!claims.email) throw new AppError('invalid_data', 'social_email_missing');
  const [existing] = await tx.select().from(users).where(eq(users.email, claims.email)).for('update');
  if (existing) {
    if (!claims.emailVerified) throw new AppError('conflict', 'social_email_unverified');
    await link(tx, claims, existing.id);
    if (existing.emailVerifiedAt) return { user: existing, created: false };
    const [verified] = await tx.update(users).set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() }).where(eq(users.id, existing.id)).returning();
    await revokeUserTokens(tx, existing.id);
    return { user: verified!, created: false };
  }
  const [created] = await tx
    .insert(users)
    .values({
      email: claims.email,
      passwordHash: null,
      firstName: claims.firstName,
      lastName: claims.lastName,
      language: locale,
      emailVerifiedAt: claims.emailVerified ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  // Another request made this account a moment ago: the caller tries once more.
  if (!created) return undefined;
  await link(tx, claims, created.id);
  return { user: created, created: true };
}

/** What the client hands in: the provider's name, its ID token and, from a browser sign-in, the request's nonce. */
export interface SocialSignIn {
  provider: string;
  id_token: string;
  nonce?: string;
}

/** Social sign-in: verifies the ID token and answers the linked, matched or new account. */
export async function socialSignIn(db: Db, request: SocialSignIn, locale: Locale, lang: ValidationLanguage, links: LinkBuilder): Promise<UserRow> {
  const claims = claimsOf(await verifyIdToken(request.provider, request.id_token, lang, request.nonce));
  // A new account without a verified address gets its verification mail in the same transaction.
  const attempt = () =>
    db.transaction(async (tx) => {
      const found = await findOrCreate(tx, claims, locale);
      if (found?.created && !found.user.emailVerifiedAt) await queueVerificationMail(tx, found.user, links);
      return found;
    });
  const found = (await attempt()) ?? (await attempt());
  if (!found) throw new AppError('conflict', 'social_email_unverified');
  return found.user;
}
