import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import {
  ADMIN_CUSTOMER_ORDERS_SHOWN,
  ADMIN_CUSTOMERS_PER_PAGE,
  type AdminCustomer,
  type AdminCustomerPage,
  type AdminCustomerQuery,
  type CustomerErasure,
  type CustomerExport,
  type SignInIdentity,
} from '../../contract/customers-admin';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import { endSessionsOf, forgetAddress, mailsTo } from '../../lib/personal-records';
import { commentsOf, eraseCommentsOf } from '../blog';
import { customerCarts, eraseCustomerCarts } from '../cart';
import { eraseStockNotificationsOf, stockNotificationsOf } from '../catalog';
import { eraseSubscriptionOf, subscriptionOf } from '../marketing';
import { anonymiseCustomerOrders, customerOrderList, customerOrdersForExport, hasOpenCustomerOrders, orderCountsOf } from '../orders';
import { forgetGiftCardRecipient, giftCardsFor } from '../pricing';
import { eraseQuestionsOf, questionsOf } from '../questions';
import { recordAudit, type AuditActor } from '../staff';
import { listAddresses } from './addresses.service';
import { deleteCustomerRows, findCustomer, lockCustomer, readIdentities, searchCustomerPage, type IdentityRow } from './customers.admin.queries';
import { oidcProviders } from './social';
import { toUser, type UserRow } from './users.service';

/*
 * The back office's customers (admins only): the list, one customer, the data export (a GDPR
 * access request) and the erasure on request. What other modules keep about a customer is read
 * and erased through their public services; this module gathers it and owns the account itself.
 */

const customerNotFound = () => new AppError('not_found', 'customer_not_found');

/** Wishlists, comparison lists and analytics events have no owner the shop could name. */
const EXPORT_NOTES = [
  'Wishlists and comparison lists are kept by an unguessable id that only the browser holds; they are not linked to an account, so none are included.',
  'Storefront analytics events are kept per anonymous visitor cookie, not per account, so none are included.',
  'Passwords are stored only as one-way hashes and sign-in links and sessions only as hashed tokens; none of them are included.',
];

/** GET /admin/customers: a page of accounts, newest first, each with how many orders it placed. */
export async function listAdminCustomers(db: Db, query: AdminCustomerQuery): Promise<AdminCustomerPage> {
  const { rows, total } = await searchCustomerPage(db, query.q, query.page, ADMIN_CUSTOMERS_PER_PAGE);
  const counts = await orderCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, created_at: row.createdAt.toISOString(), orders_count: counts.get(row.id) ?? 0 })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_CUSTOMERS_PER_PAGE)),
    per_page: ADMIN_CUSTOMERS_PER_PAGE,
  };
}

async function customerOr404(db: Db, id: number): Promise<UserRow> {
  const row = await findCustomer(db, id);
  if (!row) throw customerNotFound();
  return row;
}

/** A linked social sign-in, named by the configured provider that issues it (null when none does any more). */
function toIdentity(row: IdentityRow): SignInIdentity {
  const provider = [...oidcProviders().values()].find((candidate) => candidate.issuer === row.issuer);
  return { provider: provider ? (provider.label ?? provider.name) : null, issuer: row.issuer, linked_at: row.createdAt.toISOString() };
}

/** GET /admin/customers/{id}: the account with its addresses, orders, newsletter and sign-in identities; 404 `customer_not_found`. */
export async function adminCustomerView(db: Db, id: number): Promise<AdminCustomer> {
  const row = await customerOr404(db, id);
  const user = toUser(row);
  const identities = await readIdentities(db, id);
  const addresses = await listAddresses(db, id);
  const orders = await customerOrderList(db, id, row.email, ADMIN_CUSTOMER_ORDERS_SHOWN);
  const subscription = await subscriptionOf(db, row.email);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    gender: user.gender,
    language: user.language,
    email_verified: user.email_verified,
    created_at: user.created_at,
    updated_at: row.updatedAt.toISOString(),
    has_password: row.passwordHash !== null,
    identities: identities.map(toIdentity),
    addresses,
    orders: orders.orders,
    orders_total: orders.total,
    newsletter: { account_opt_in: row.newsletter, subscription },
  };
}

/**
 * GET /admin/customers/{id}/export: everything the shop keeps about the customer, gathered from
 * each module, and the export in the audit log (who, when, which account; not the data). No
 * password hash, token or cart id ever enters it: each part is built from named fields.
 */
export async function exportCustomer(db: Db, id: number, actor: AuditActor): Promise<CustomerExport> {
  const row = await customerOr404(db, id);
  const email = row.email;
  const identities = await readIdentities(db, id);
  const subscription = await subscriptionOf(db, email);
  const document: CustomerExport = {
    format: 'customer-data-export',
    version: 1,
    exported_at: new Date().toISOString(),
    profile: { ...toUser(row), updated_at: row.updatedAt.toISOString(), has_password: row.passwordHash !== null },
    identities: identities.map(toIdentity),
    addresses: await listAddresses(db, id),
    orders: await customerOrdersForExport(db, id, email),
    carts: await customerCarts(db, id, email),
    newsletter: { account_opt_in: row.newsletter, subscription: subscription ? { email, ...subscription } : null },
    stock_notifications: await stockNotificationsOf(db, email),
    gift_cards: await giftCardsFor(db, email),
    questions: await questionsOf(db, email),
    comments: await commentsOf(db, email),
    mails: await mailsTo(db, email),
    notes: EXPORT_NOTES,
  };
  await recordAudit(db, actor, { action: 'customer.exported', entity: 'customer', entityId: id, after: { orders: document.orders.length } });
  return document;
}

const confirmTexts = {
  nl: 'Typ het e-mailadres van de klant precies over om te bevestigen',
  en: "Type the customer's e-mail address exactly to confirm",
};

/**
 * POST /admin/customers/{id}/erase: the customer erased on request, in one transaction with its
 * audit entry. Refused unless `confirm_email` is the account's address (422 on `confirm_email`),
 * and while the shop still owes the customer something (409 `customer_has_open_orders`: a paid
 * order not shipped, an open return), since erasing would lose where the goods go.
 *
 * Deleted, as they exist for the customer alone: the account, its sign-in identities, tokens,
 * sessions, trusted devices and addresses; their carts; the address's newsletter subscription,
 * "back in stock" sign-ups, product questions and journal comments; the mails to it in the outbox
 * and throttle counters named by it. Kept for the books without the person: their orders (signed
 * in, or as a guest with the address) and return requests (orders module, `anonymiseCustomerOrders`),
 * and gift cards made out to the address (their balance is money; the address goes).
 * The audit entry holds the account's id and the counts, never the address or a name. After it the
 * address can sign up again as a new customer.
 */
export async function eraseCustomer(db: Db, id: number, confirmEmail: string, actor: AuditActor, lang: ValidationLanguage): Promise<CustomerErasure> {
  return db.transaction(async (tx) => {
    const row = await lockCustomer(tx, id);
    if (!row) throw customerNotFound();
    const email = row.email;
    if (confirmEmail !== email) throw invalidField('confirm_email', lang === 'nl' ? confirmTexts.nl : confirmTexts.en);
    if (await hasOpenCustomerOrders(tx, id, email)) throw new AppError('conflict', 'customer_has_open_orders');

    const orders = await anonymiseCustomerOrders(tx, id, email);
    const carts = await eraseCustomerCarts(tx, id, email);
    const newsletter = await eraseSubscriptionOf(tx, email);
    const stockNotifications = await eraseStockNotificationsOf(tx, email);
    const questions = await eraseQuestionsOf(tx, email);
    const comments = await eraseCommentsOf(tx, email);
    const mails = await forgetAddress(tx, email);
    const giftCards = await forgetGiftCardRecipient(tx, email);
    const sessions = await endSessionsOf(tx, id);
    const own = await deleteCustomerRows(tx, id);

    const erasure: CustomerErasure = {
      customer_id: id,
      orders_anonymised: orders.orders,
      return_requests_anonymised: orders.returnRequests,
      addresses_deleted: own.addresses,
      identities_deleted: own.identities,
      sessions_deleted: sessions,
      tokens_deleted: own.tokens,
      trusted_devices_deleted: own.devices,
      carts_deleted: carts,
      newsletter_subscriptions_deleted: newsletter,
      stock_notifications_deleted: stockNotifications,
      questions_deleted: questions,
      comments_deleted: comments,
      mails_deleted: mails,
      gift_cards_unaddressed: giftCards,
    };
    const { customer_id: _id, ...counts } = erasure;
    await recordAudit(tx, actor, { action: 'customer.erased', entity: 'customer', entityId: id, after: counts });
    return erasure;
  });
}
