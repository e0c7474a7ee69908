import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  shippingCountries,
} from '../../domain/accounts/account-rules';
import { localeSchema, RULE_PREFIX, textSchema } from './common';

/** A spec rule on a zod issue (`rule:password`, `rule:phone`): the API's 422 uses its text (api/lib/validation.ts). */
const rule = (name: 'password' | 'phone') => ({ message: `${RULE_PREFIX}${name}` });

export const emailSchema = textSchema.trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, rule('password'))
  .max(PASSWORD_MAX_LENGTH);
const nameSchema = textSchema.trim().min(1).max(NAME_MAX_LENGTH);
export const phoneSchema = textSchema.trim().max(40).regex(PHONE_PATTERN, rule('phone'));

/** `password_confirmation` must equal `password` (spec rule "confirmed"). */
function confirmed<T extends { password: string; password_confirmation: string }>(body: T, ctx: z.RefinementCtx) {
  if (body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: `${RULE_PREFIX}confirmed` });
  }
}

/**
 * How the access token is handed out: `cookie` (the storefront: HttpOnly cookie `access_token_v1`,
 * the token itself never in the body) or `body` (other clients, which send it as a bearer token).
 */
export const tokenDeliverySchema = z.enum(['cookie', 'body']).default('cookie');

/** POST /authorizations/sign-up. The account starts unverified; a verification mail goes out. */
export const signUpRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    first_name: nameSchema,
    last_name: nameSchema,
    phone: phoneSchema.optional(),
    newsletter: z.boolean().default(false),
    delivery: tokenDeliverySchema,
  })
  .superRefine(confirmed);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /authorizations (sign in). */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  delivery: tokenDeliverySchema,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * POST /authorizations/social: an OpenID Connect ID token from a configured provider. `nonce` is
 * the value the client sent in its authorization request: when given, the token's `nonce` claim
 * must equal it (the storefront always sends it; a native client holding only a token may not).
 */
export const socialSignInRequestSchema = z.object({
  provider: textSchema.trim().min(1).max(40),
  id_token: textSchema.min(20).max(8192),
  nonce: textSchema.min(1).max(512).optional(),
  delivery: tokenDeliverySchema,
});

/**
 * GET /authorizations/social/providers: the providers a browser can sign in with (those configured
 * with an `authorization_endpoint`). Public data only: what an authorization request needs.
 */
export const socialProviderSchema = z.object({
  name: z.string(),
  /** Shown on the button ("Sign in with {label}"). */
  label: z.string(),
  authorization_endpoint: z.string(),
  client_id: z.string(),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProvidersSchema = z.array(socialProviderSchema);

export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The signed-in customer (spec section 3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  /** 0 not sure, 1 male, 2 female. */
  gender: genderSchema,
  language: localeSchema,
  newsletter: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The answer to a sign-in or sign-up: the user and the token's expiry (the token itself only with `delivery: body`). */
export const authorizationSchema = z.object({
  access_token: z.object({ token: z.string().optional(), expired_at: z.string() }),
  user: userSchema,
});
export type Authorization = z.infer<typeof authorizationSchema>;

/** PUT /users: the profile fields a customer edits (the e-mail address is not one of them). */
export const updateUserRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema.nullish(),
  gender: genderSchema.default(0),
  language: localeSchema.optional(),
  newsletter: z.boolean().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * PATCH /users/recover-password: `{ email }` asks for a link (always the same 202 answer, whether
 * the address has an account or not); `{ token, password, password_confirmation }` sets the new
 * password with a link's token (single use, 60 minutes).
 */
export const recoverPasswordRequestSchema = z.union([
  z.object({ token: textSchema.min(10).max(200), password: passwordSchema, password_confirmation: z.string() }).superRefine(confirmed),
  z.object({ email: emailSchema }),
]);

/** PATCH /users/change-password (signed in). */
export const changePasswordRequestSchema = z
  .object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH), password: passwordSchema, password_confirmation: z.string() })
  .superRefine(confirmed)
  .superRefine((body, ctx) => {
    // Spec rule "fieldNotExists": the new password must not be the current one.
    if (body.password === body.current_password) ctx.addIssue({ code: 'custom', path: ['password'], message: `${RULE_PREFIX}fieldNotExists` });
  });

/** POST /users/verify-email: `{ token }` from the mail; signed in without a token: send the mail again. */
export const verifyEmailRequestSchema = z.object({ token: textSchema.min(10).max(200).optional() });

/** GET /users/subscriptions. */
export const subscriptionsSchema = z.object({ newsletter: z.boolean() });

/** A shipping address as the form sends it (spec: the address form; 24 countries). */
export const shippingAddressInputSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  company: textSchema.trim().max(NAME_MAX_LENGTH).nullish(),
  address_line_1: textSchema.trim().min(1).max(200),
  address_line_2: textSchema.trim().max(200).nullish(),
  city: textSchema.trim().min(1).max(100),
  state: textSchema.trim().max(100).nullish(),
  /** Spec section 5: zip always passes (any non-empty text). */
  zip: textSchema.trim().min(1).max(20),
  country: z.enum(shippingCountries),
  phone: phoneSchema.nullish(),
  is_default: z.boolean().default(false),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;

export const shippingAddressSchema = shippingAddressInputSchema.extend({
  id: z.number().int(),
  company: z.string().nullable(),
  address_line_2: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  is_default: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A plain acknowledgement (202 for mails that may or may not go out). */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** The answer to a completed change (password recovered or changed, e-mail verified). */
export const successSchema = z.object({ success: z.literal(true) });
