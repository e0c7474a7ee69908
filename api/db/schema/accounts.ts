import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/* Tables of the accounts module (api/modules/accounts): customers, their identities, link tokens and addresses. */

/**
 * A customer account. `email` is stored lower-cased and trimmed (one account per address);
 * `password_hash` is an argon2id PHC string, null for accounts made by social sign-in only.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** Spec section 3 "Event genders": 0 not sure, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    /** The language mails go out in (nl, en). */
    language: text('language').notNull().default('nl'),
    newsletter: boolean('newsletter').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_gender_ck', sql`${t.gender} IN (0, 1, 2)`),
    // The back office's customer search: any part of the e-mail or names (api/modules/accounts/customers.admin.queries.ts writes the same expression).
    index('users_search_idx').using('gin', sql`(lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
  ],
);

/** An account at a social identity provider (OpenID Connect `iss` + `sub`), linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** Single-use tokens sent by mail: e-mail verification and password recovery (hash stored only). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_ck', sql`${t.purpose} IN ('verify_email', 'recover_password')`),
  ],
);

/**
 * Browsers a customer has signed in with (OWASP's device cookies): the browser keeps a random token
 * in the `device_v1` cookie, the database its SHA-256. A sign-in from such a browser is throttled
 * on its own allowance, so failed guesses from elsewhere cannot lock the owner out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_hash_uq').on(t.tokenHash), index('trusted_devices_user_idx').on(t.userId, t.lastUsedAt)],
);

/** A customer's shipping address (spec: the address form; country one of the 24 offered). */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state'),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId)],
);
