import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { emailSchema } from '../../contract/accounts';
import type { Locale } from '../../contract/common';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../contract/validation-messages';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { revokeUserTokens } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { sendVerificationMail, type LinkBuilder } from './account-mails';
import { invalidField, type Tx, type UserRow } from './users.service';

/** One OpenID Connect provider of `OIDC_PROVIDERS`: whose tokens, for which client, signed by which keys. */
const providerSchema = z
  .object({
    issuer: z.string().min(1),
    audience: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    jwks_uri: z.url({ protocol: /^https?$/ }).optional(),
    /** Keys inline (tests, or a provider whose keys are pinned). */
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).optional(),
  })
  .refine((provider) => Boolean(provider.jwks_uri) !== Boolean(provider.jwks), 'set one of jwks_uri and jwks');
const providersSchema = z.record(z.string(), providerSchema);
type Provider = z.infer<typeof providersSchema>[string] & { keys: JWTVerifyGetKey };

let parsed: { raw: string; providers: Map<string, Provider> } | undefined;

/** The providers configured in `OIDC_PROVIDERS` (JSON), re-read when the variable changes; invalid JSON configures none. */
export function oidcProviders(raw = process.env.OIDC_PROVIDERS ?? ''): Map<string, Provider> {
  if (parsed?.raw === raw) return parsed.providers;
  const providers = new Map<string, Provider>();
  if (raw.trim()) {
    try {
      for (const [name, config] of Object.entries(providersSchema.parse(JSON.parse(raw)))) {
        const keys = config.jwks ? createLocalJWKSet(config.jwks as unknown as JSONWebKeySet) : createRemoteJWKSet(new URL(config.jwks_uri!));
        providers.set(name, { ...config, keys });
      }
    } catch (error) {
      console.warn(`[api] OIDC_PROVIDERS is not valid, social sign-in is off: ${error instanceof Error ? error.message : String(error)}`);
      providers.clear();
    }
  }
  parsed = { raw, providers };
  return providers;
}

/** Signature algorithms an ID token may use (never a shared secret, never `none`). */
const algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/**
 * Verifies an ID token of a configured provider: signature against the provider's JWKS, `iss`,
 * `aud`, `exp`. An unconfigured provider is 422 on `provider`; a token that fails is 401 `invalid_id_token`.
 */
export async function verifyIdToken(providerName: string, idToken: string, lang: ValidationLanguage): Promise<JWTPayload & { sub: string }> {
  const provider = oidcProviders().get(providerName);
  if (!provider) throw invalidField('provider', formatMessage(validationMessages[lang].invalid, { field: 'Provider' }));
  try {
    const { payload } = await jwtVerify(idToken, provider.keys, {
      issuer: provider.issuer,
      audience: provider.audience,
      algorithms,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new AppError('unauthorized', 'invalid_id_token', { cause: error });
    throw error;
  }
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

/** Social sign-in: verifies the ID token and answers the linked, matched or new account. */
export async function socialSignIn(db: Db, providerName: string, idToken: string, locale: Locale, lang: ValidationLanguage, links: LinkBuilder): Promise<UserRow> {
  const claims = claimsOf(await verifyIdToken(providerName, idToken, lang));
  const found = (await db.transaction((tx) => findOrCreate(tx, claims, locale))) ?? (await db.transaction((tx) => findOrCreate(tx, claims, locale)));
  if (!found) throw new AppError('conflict', 'social_email_unverified');
  if (found.created && !found.user.emailVerifiedAt) await sendVerificationMail(db, found.user, links);
  return found.user;
}
