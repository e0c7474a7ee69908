import { z } from 'zod';
import { genderSchema, shippingAddressSchema, userSchema } from './accounts';
import { centsSchema, localeSchema, textSchema, wholeNumberParam } from './common';
import { fulfillmentStatusSchema, orderSchema, paymentStatusSchema } from './orders';

/*
 * The back office's customers (`/admin/customers*`, area `customers`: admins only): the list with
 * search, one customer with addresses, orders, newsletter and sign-in identities, the data export
 * (a GDPR access request) and the erasure on request; the newsletter's subscribers as CSV.
 */

/** Customers on one page of the back office's list. */
export const ADMIN_CUSTOMERS_PER_PAGE = 25;
/** A customer's page lists this many of their orders, newest first (the export has every one). */
export const ADMIN_CUSTOMER_ORDERS_SHOWN = 50;

/** GET /admin/customers: search (any part of the e-mail address or name, any case), page. */
export const adminCustomerQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  q: textSchema.trim().max(100).optional(),
  page: wholeNumberParam(1, 10_000).default(1),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

/** One customer in the back office's list. */
export const adminCustomerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  /** Orders placed signed in (guest orders with the address are on the customer's page). */
  orders_count: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerPageSchema = z.object({
  items: z.array(adminCustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

/** One of the customer's orders (signed in, or as a guest with the account's address). */
export const adminCustomerOrderSchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  created_at: z.string(),
  final_amount: centsSchema,
  currency_code: z.string(),
  payment_status: paymentStatusSchema,
  fulfillment_status: fulfillmentStatusSchema,
  /** Placed without signing in, with the account's e-mail address. */
  guest: z.boolean(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

/** The address's newsletter subscription (double opt-in), if it ever signed up. */
export const newsletterSubscriptionSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  language: z.string(),
  source: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** A social sign-in linked to the account: the provider's name when it is configured, its issuer always. */
export const signInIdentitySchema = z.object({ provider: z.string().nullable(), issuer: z.string(), linked_at: z.string() });
export type SignInIdentity = z.infer<typeof signInIdentitySchema>;

/** GET /admin/customers/{id}. */
export const adminCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  gender: genderSchema,
  language: localeSchema,
  email_verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Signs in with a password (false: social sign-in only). */
  has_password: z.boolean(),
  identities: z.array(signInIdentitySchema),
  addresses: z.array(shippingAddressSchema),
  /** The newest ADMIN_CUSTOMER_ORDERS_SHOWN orders; `orders_total` counts them all. */
  orders: z.array(adminCustomerOrderSchema),
  orders_total: z.number().int(),
  newsletter: z.object({
    /** The account's own newsletter box (profile). */
    account_opt_in: z.boolean(),
    subscription: newsletterSubscriptionSchema.nullable(),
  }),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A product question or journal comment the address left. */
export const customerQuestionSchema = z.object({ id: z.number().int(), product_id: z.number().int().nullable(), name: z.string(), email: z.string(), question: z.string(), language: z.string(), created_at: z.string() });
export const customerCommentSchema = z.object({ id: z.number().int(), post_id: z.number().int(), author_name: z.string(), email: z.string(), body: z.string(), language: z.string(), status: z.string(), created_at: z.string() });
export const customerStockNotificationSchema = z.object({ product_id: z.number().int(), product_configuration_id: z.number().int(), created_at: z.string(), notified_at: z.string().nullable() });
/** A cart the customer started (its id is left out: it opens the cart). */
export const customerCartSchema = z.object({
  created_at: z.string(),
  updated_at: z.string(),
  ordered_at: z.string().nullable(),
  contact_email: z.string().nullable(),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  billing_address: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  items: z.array(z.object({ product_configuration_id: z.number().int(), quantity: z.number().int(), options: z.record(z.string(), z.unknown()) })),
});
/** A gift card made out to the address (its code is left out: it spends the card). */
export const customerGiftCardSchema = z.object({ type: z.enum(['percent', 'static']), value: z.number().int(), balance: z.number().int(), currency_code: z.string(), active: z.boolean(), expires_at: z.string().nullable(), created_at: z.string() });
/** A mail the shop sent (or queued) to the address: what and when, not its text (links in it may hold tokens). */
export const customerMailSchema = z.object({ kind: z.string(), subject: z.string(), language: z.string(), created_at: z.string(), sent_at: z.string().nullable() });

/**
 * GET /admin/customers/{id}/export: everything the shop keeps about the customer (a GDPR access
 * request), served as a JSON attachment. Never a password hash, a token or a cart's id.
 */
export const customerExportSchema = z.object({
  format: z.literal('customer-data-export'),
  version: z.literal(1),
  exported_at: z.string(),
  profile: userSchema.extend({ updated_at: z.string(), has_password: z.boolean() }),
  identities: z.array(signInIdentitySchema),
  addresses: z.array(shippingAddressSchema),
  orders: z.array(orderSchema),
  carts: z.array(customerCartSchema),
  newsletter: z.object({ account_opt_in: z.boolean(), subscription: newsletterSubscriptionSchema.extend({ email: z.string() }).nullable() }),
  stock_notifications: z.array(customerStockNotificationSchema),
  gift_cards: z.array(customerGiftCardSchema),
  questions: z.array(customerQuestionSchema),
  comments: z.array(customerCommentSchema),
  mails: z.array(customerMailSchema),
  /** What the shop keeps that it cannot tie to the customer (wishlists, comparison lists, analytics), in English. */
  notes: z.array(z.string()),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

/** POST /admin/customers/{id}/erase: the customer's e-mail address typed again (any case), or 422 on `confirm_email`. */
export const eraseCustomerRequestSchema = z.object({ confirm_email: textSchema.trim().toLowerCase().max(320) });
export type EraseCustomerRequest = z.infer<typeof eraseCustomerRequestSchema>;

/** What an erasure did: counts only (the audit log keeps the same). */
export const customerErasureSchema = z.object({
  customer_id: z.number().int(),
  orders_anonymised: z.number().int(),
  return_requests_anonymised: z.number().int(),
  addresses_deleted: z.number().int(),
  identities_deleted: z.number().int(),
  sessions_deleted: z.number().int(),
  tokens_deleted: z.number().int(),
  trusted_devices_deleted: z.number().int(),
  carts_deleted: z.number().int(),
  newsletter_subscriptions_deleted: z.number().int(),
  stock_notifications_deleted: z.number().int(),
  questions_deleted: z.number().int(),
  comments_deleted: z.number().int(),
  mails_deleted: z.number().int(),
  /** Gift cards made out to the address: kept (their balance is money), without it. */
  gift_cards_unaddressed: z.number().int(),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;

/** GET /admin/newsletter-subscribers.csv: the confirmed subscribers' columns, in this order. */
export const NEWSLETTER_CSV_COLUMNS = ['email', 'language', 'subscribed_at'] as const;
