import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  accessTokens,
  auditLog,
  blogComments,
  blogPosts,
  carts,
  giftCards,
  mailOutbox,
  newsletterSubscriptions,
  orderProducts,
  orders,
  productQuestions,
  returnRequests,
  shippingAddresses,
  stockNotifications,
  userIdentities,
  users,
} from '../../api/db/schema';
import { call, PASSWORD, signUp, type Customer } from './account-helpers';
import { readyCart, send, stockedConfiguration, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const API = '/api/v1';

/** A customer with a unique surname, a saved address and a bank-transfer order placed signed in (as tests/api/orders-admin.test.ts does). */
async function customerWithOrder(shop: TestShop, nth: number) {
  const tag = randomBytes(4).toString('hex');
  const lastName = `Klantmans${tag}`;
  const customer = await signUp(shop, { last_name: lastName });
  const saved = await call(shop, 'POST', '/users/addresses/shipping', { cookie: customer.token, body: { ...testAddress, last_name: lastName, is_default: true } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const config = await stockedConfiguration(shop, 20, nth);
  const cartId = await readyCart(shop, config.id, 1, customer.email);
  await shop.database.db.update(carts).set({ shippingAddress: { ...testAddress, last_name: lastName, phone: '0612345678' } }).where(eq(carts.uniqueId, cartId));
  await call(shop, 'PATCH', `/carts/${cartId}/start-checkout`, { cookie: customer.token });
  const placed = await send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: cartId, type: 'bank_transfer' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { customer, lastName, config, order: placed.body.data.order as { id: number; po_number: string; final_amount: number } };
}

/** Everything else the shop keeps about an address: a confirmed subscription, a "back in stock" sign-up, a question, a comment, a linked identity. */
async function personalTraces(shop: TestShop, customer: Customer, config: { id: number; productId: number }) {
  const db = shop.database.db;
  await db.insert(newsletterSubscriptions).values({ email: customer.email, language: 'nl', status: 'confirmed', confirmedAt: new Date() });
  await db.insert(stockNotifications).values({ productId: config.productId, configurationId: config.id, email: customer.email });
  await db.insert(productQuestions).values({ productId: config.productId, name: 'Anna', email: customer.email, question: 'Is deze ring ook in goud?' });
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).orderBy(asc(blogPosts.id)).limit(1);
  await db.insert(blogComments).values({ postId: post!.id, authorName: 'Anna', email: customer.email, body: 'Mooi stuk!', status: 'approved' });
  await db.insert(userIdentities).values({ issuer: 'https://accounts.example.com', subject: `sub-${customer.id}`, userId: customer.id });
  const [card] = await db.insert(giftCards).values({ code: `GC${randomBytes(6).toString('hex').toUpperCase()}`, giftCardType: 2, value: 2500, balance: 2500, recipientEmail: customer.email }).returning();
  return { card: card! };
}

const auditOf = (shop: TestShop, action: string, id: number | string) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describeOnEachDatabase('back office: customers', (shop) => {
  it('is for admins only: fulfilment and merchandisers get 403, nobody signed in 401', async () => {
    const { customer } = await customerWithOrder(shop(), 30);
    for (const role of ['fulfilment', 'merchandiser'] as const) {
      const staff = await newStaff(shop(), role);
      for (const [method, path, body] of [
        ['GET', '/admin/customers', undefined],
        ['GET', `/admin/customers/${customer.id}`, undefined],
        ['GET', `/admin/customers/${customer.id}/export`, undefined],
        ['POST', `/admin/customers/${customer.id}/erase`, { confirm_email: customer.email }],
        ['GET', '/admin/newsletter-subscribers.csv', undefined],
      ] as const) {
        const answer = await staffCall(shop(), method, path, { staff: staff.token, body });
        expect(answer.status, `${role} ${method} ${path}`).toBe(403);
        expect(answer.body.error.code).toBe('role_not_allowed');
      }
    }
    expect((await staffCall(shop(), 'GET', '/admin/customers')).status).toBe(401);
    // Nothing happened to the customer.
    expect(await shop().database.db.select({ id: users.id }).from(users).where(eq(users.id, customer.id))).toHaveLength(1);
  });

  it('finds a customer by any part of the address or name, any case, a page at a time; their page shows orders, addresses, newsletter and identities', async () => {
    const admin = await newStaff(shop(), 'admin');
    const { customer, lastName, config, order } = await customerWithOrder(shop(), 31);
    await personalTraces(shop(), customer, config);
    const local = customer.email.split('@')[0]!;
    for (const q of [local.toUpperCase(), lastName.slice(2).toLowerCase(), `anna ${lastName}`]) {
      const found = await staffCall(shop(), 'GET', `/admin/customers?q=${encodeURIComponent(q)}`, { staff: admin.token });
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.data).toMatchObject({ total: 1, page: 1, pages: 1, per_page: 25 });
      expect(found.body.data.items).toEqual([{ id: customer.id, email: customer.email, first_name: 'Anna', last_name: lastName, created_at: expect.any(String), orders_count: 1 }]);
    }
    // `%` and `_` are literal, not wildcards.
    expect((await staffCall(shop(), 'GET', '/admin/customers?q=%25', { staff: admin.token })).body.data.total).toBe(0);
    const all = await staffCall(shop(), 'GET', '/admin/customers', { staff: admin.token });
    expect(all.body.data.items[0].id).toBeGreaterThanOrEqual(customer.id);
    expect(all.body.data.items.length).toBeLessThanOrEqual(25);
    expect((await staffCall(shop(), 'GET', '/admin/customers?page=0', { staff: admin.token })).status).toBe(422);

    // A guest order with the same address belongs to the customer too.
    const guestCart = await readyCart(shop(), config.id, 1, customer.email);
    const guest = await send(shop(), 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: guestCart, type: 'bank_transfer' });
    expect(guest.status).toBe(200);

    const detail = await staffCall(shop(), 'GET', `/admin/customers/${customer.id}`, { staff: admin.token });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const data = detail.body.data;
    expect(data).toMatchObject({ id: customer.id, email: customer.email, last_name: lastName, has_password: true, orders_total: 2 });
    expect(data.orders.map((row: { id: number; guest: boolean }) => [row.id, row.guest])).toEqual([
      [guest.body.data.order.id, true],
      [order.id, false],
    ]);
    expect(data.orders[1]).toMatchObject({ po_number: order.po_number, final_amount: order.final_amount, payment_status: 0, fulfillment_status: 'processing' });
    expect(data.addresses).toEqual([expect.objectContaining({ last_name: lastName, is_default: true })]);
    expect(data.newsletter).toEqual({ account_opt_in: false, subscription: expect.objectContaining({ status: 'confirmed', language: 'nl' }) });
    expect(data.identities).toEqual([{ provider: null, issuer: 'https://accounts.example.com', linked_at: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|token/i);
    expect((await staffCall(shop(), 'GET', '/admin/customers/2147483647', { staff: admin.token })).status).toBe(404);
  });

  it("exports everything about the customer as a JSON attachment: the order with its lines, addresses, subscription, questions, comments; no hash or token; audited", async () => {
    const admin = await newStaff(shop(), 'admin');
    const { customer, lastName, config, order } = await customerWithOrder(shop(), 32);
    const { card } = await personalTraces(shop(), customer, config);
    const answer = await shop().get(`${API}/admin/customers/${customer.id}/export`, { headers: { cookie: `staff_session_v1=${admin.token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="customer-${customer.id}-export.json"`);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const document = answer.body;
    expect(document).toMatchObject({ format: 'customer-data-export', version: 1, profile: { id: customer.id, email: customer.email, last_name: lastName, has_password: true } });
    expect(document.orders).toEqual([expect.objectContaining({ id: order.id, po_number: order.po_number, final_amount: order.final_amount, contact_email: customer.email })]);
    expect(document.orders[0].order_products).toEqual([expect.objectContaining({ product_configuration_id: config.id, quantity: 1 })]);
    expect(document.addresses).toEqual([expect.objectContaining({ last_name: lastName })]);
    expect(document.carts).toEqual([expect.objectContaining({ contact_email: customer.email, ordered_at: expect.any(String), items: [expect.objectContaining({ product_configuration_id: config.id })] })]);
    expect(document.newsletter.subscription).toMatchObject({ email: customer.email, status: 'confirmed' });
    expect(document.stock_notifications).toEqual([expect.objectContaining({ product_configuration_id: config.id })]);
    expect(document.questions).toEqual([expect.objectContaining({ question: 'Is deze ring ook in goud?' })]);
    expect(document.comments).toEqual([expect.objectContaining({ body: 'Mooi stuk!', status: 'approved' })]);
    expect(document.identities).toHaveLength(1);
    expect(document.gift_cards).toEqual([expect.objectContaining({ type: 'static', value: 2500, balance: 2500 })]);
    expect(document.mails.map((mail: { kind: string }) => mail.kind)).toContain('verify_email');

    // Never a password hash, a token (hashed or not) or a cart's id.
    const text = JSON.stringify(document);
    const [user] = await shop().database.db.select().from(users).where(eq(users.id, customer.id));
    const [cart] = await shop().database.db.select().from(carts).where(eq(carts.userId, customer.id));
    const sessionHashes = (await shop().database.db.select().from(accessTokens).where(eq(accessTokens.userId, customer.id))).map((row) => row.tokenHash);
    expect(sessionHashes.length).toBeGreaterThan(0);
    for (const secret of [user!.passwordHash!, customer.token, cart!.uniqueId, card.code, ...sessionHashes]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|password_hash|token_hash|unique_id/i);

    expect(await auditOf(shop(), 'customer.exported', customer.id)).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'customer', after: { orders: 1 } })]);
  });

  it('erases a customer on request: the order stays without personal data, everything else of theirs goes, the audit keeps counts only, and the address can sign up again', async () => {
    const admin = await newStaff(shop(), 'admin');
    const { customer, lastName, config, order } = await customerWithOrder(shop(), 33);
    const { card } = await personalTraces(shop(), customer, config);
    const db = shop().database.db;
    // A map line: the place and its merged image say where the customer lives, say.
    await db
      .update(orderProducts)
      .set({ options: { engraving: 'Anna 2024', engraving_font: 'serif', map: { lat: 52.3731, lng: 4.8922, zoom: 17 } }, imageUrl: `/api/v1/map-images/${'a'.repeat(48)}.png` })
      .where(eq(orderProducts.orderId, order.id));
    const [line] = await db.select().from(orderProducts).where(eq(orderProducts.orderId, order.id));
    await db.insert(returnRequests).values({ orderId: order.id, userId: customer.id, type: 1, reason: 'too_small', comment: 'Bel me op 0612345678', items: [{ order_product_id: line!.id, quantity: 1 }], status: 'rejected' });
    const path = `/admin/customers/${customer.id}/erase`;

    // The address must be typed again: another one is a 422 on its field, and nothing changes.
    const wrong = await staffCall(shop(), 'POST', `${path}?lang=en`, { staff: admin.token, body: { confirm_email: 'someone@example.com' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ confirm_email: "Type the customer's e-mail address exactly to confirm" });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, customer.id))).toHaveLength(1);

    const erased = await staffCall(shop(), 'POST', path, { staff: admin.token, body: { confirm_email: ` ${customer.email.toUpperCase()} ` } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toMatchObject({
      customer_id: customer.id,
      orders_anonymised: 1,
      return_requests_anonymised: 1,
      addresses_deleted: 1,
      identities_deleted: 1,
      carts_deleted: 1,
      newsletter_subscriptions_deleted: 1,
      stock_notifications_deleted: 1,
      questions_deleted: 1,
      comments_deleted: 1,
      gift_cards_unaddressed: 1,
    });
    expect(erased.body.data.sessions_deleted).toBeGreaterThanOrEqual(1);
    expect(erased.body.data.mails_deleted).toBeGreaterThanOrEqual(1);

    // The order is kept for the books, without the person.
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ poNumber: order.po_number, finalAmount: order.final_amount, userId: null, note: null, contactEmail: `erased-${order.id}@erased.invalid` });
    expect(kept!.shippingAddress).toEqual({ first_name: '', last_name: '', company: null, address_line_1: '', address_line_2: null, city: '', state: null, zip: '', country: testAddress.country, phone: null });
    expect(kept!.searchText).not.toContain(lastName.toLowerCase());
    const keptLines = await db.select().from(orderProducts).where(eq(orderProducts.orderId, order.id));
    expect(keptLines).toHaveLength(1);
    expect(keptLines[0]).toMatchObject({ sku: line!.sku, quantity: line!.quantity, totalAmount: line!.totalAmount, options: { engraving_font: 'serif' } });
    expect(keptLines[0]!.options).toEqual({ engraving_font: 'serif' });
    expect(keptLines[0]!.imageUrl).toBeNull();
    const [request] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    expect(request).toMatchObject({ userId: null, comment: null, reason: 'too_small' });
    const rowText = JSON.stringify({ kept, keptLines, request });
    for (const personal of [customer.email, lastName, '0612345678', testAddress.address_line_1]) expect(rowText).not.toContain(personal);

    // What existed for them alone is gone; their sign-in no longer works.
    expect(await db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, customer.id))).toEqual([]);
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, customer.id))).toEqual([]);
    expect(await db.select().from(accessTokens).where(eq(accessTokens.userId, customer.id))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.contactEmail, customer.email))).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, customer.email))).toEqual([]);
    expect(await db.select().from(stockNotifications).where(eq(stockNotifications.email, customer.email))).toEqual([]);
    expect(await db.select().from(productQuestions).where(eq(productQuestions.email, customer.email))).toEqual([]);
    expect(await db.select().from(blogComments).where(eq(blogComments.email, customer.email))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).toEqual([]);
    // A gift card is money: it stays spendable, no longer addressed to them.
    expect((await db.select().from(giftCards).where(eq(giftCards.id, card.id)))[0]).toMatchObject({ code: card.code, balance: 2500, recipientEmail: null });
    expect((await call(shop(), 'GET', '/users', { cookie: customer.token })).status).toBe(401);
    expect((await staffCall(shop(), 'GET', `/admin/customers/${customer.id}`, { staff: admin.token })).status).toBe(404);
    expect((await staffCall(shop(), 'POST', path, { staff: admin.token, body: { confirm_email: customer.email } })).status).toBe(404);

    // The audit entry: who, which account and the counts — not the address or a name.
    const entries = await auditOf(shop(), 'customer.erased', customer.id);
    expect(entries).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'customer', before: null, after: expect.objectContaining({ orders_anonymised: 1, addresses_deleted: 1 }) })]);
    const entryText = JSON.stringify(entries);
    for (const personal of [customer.email, customer.email.split('@')[0]!, lastName, 'Anna']) expect(entryText).not.toContain(personal);

    // The address is free again: a new sign-up is a new customer.
    const again = await call(shop(), 'POST', '/authorizations/sign-up?lang=nl', { body: { email: customer.email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Anna', last_name: 'Opnieuw' } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.user.id).not.toBe(customer.id);
    // The kept order is no longer theirs.
    expect((await staffCall(shop(), 'GET', `/admin/customers/${again.body.data.user.id}`, { staff: admin.token })).body.data.orders_total).toBe(0);
  });

  it('refuses to erase while a paid order waits to ship (409), and erases once it has shipped', async () => {
    const admin = await newStaff(shop(), 'admin');
    const { customer, order } = await customerWithOrder(shop(), 34);
    const paid = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { staff: admin.token, body: { amount_cents: order.final_amount } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const path = `/admin/customers/${customer.id}/erase`;
    const refused = await staffCall(shop(), 'POST', path, { staff: admin.token, body: { confirm_email: customer.email } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('customer_has_open_orders');
    expect(await shop().database.db.select({ id: users.id }).from(users).where(eq(users.id, customer.id))).toHaveLength(1);
    expect(await auditOf(shop(), 'customer.erased', customer.id)).toEqual([]);

    expect((await staffCall(shop(), 'POST', `/admin/orders/${order.id}/shipments`, { staff: admin.token, body: { carrier: 'postnl', tracking_code: '3SAURM7654321' } })).status).toBe(200);
    const erased = await staffCall(shop(), 'POST', path, { staff: admin.token, body: { confirm_email: customer.email } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [kept] = await shop().database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ paymentStatus: 1, fulfillmentStatus: 'shipped', trackingNumber: '3SAURM7654321', userId: null });
  });

  it('exports the confirmed newsletter subscribers as CSV (formulas defused), audited with the count only', async () => {
    const admin = await newStaff(shop(), 'admin');
    const tag = randomBytes(4).toString('hex');
    const confirmed = `lezer.${tag}@example.com`;
    const pending = `wacht.${tag}@example.com`;
    const formula = `=cmd.${tag}@example.com`;
    await shop()
      .database.db.insert(newsletterSubscriptions)
      .values([
        { email: confirmed, language: 'en', status: 'confirmed', confirmedAt: new Date('2026-01-02T03:04:05Z') },
        { email: pending, language: 'nl', status: 'pending' },
        { email: formula, language: 'nl', status: 'confirmed', confirmedAt: new Date('2026-01-03T00:00:00Z') },
      ]);
    const answer = await shop().get(`${API}/admin/newsletter-subscribers.csv`, { headers: { cookie: `staff_session_v1=${admin.token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe('email,language,subscribed_at');
    expect(lines).toContain(`${confirmed},en,2026-01-02T03:04:05.000Z`);
    expect(lines).toContain(`'${formula},nl,2026-01-03T00:00:00.000Z`);
    expect(answer.body).not.toContain(pending);
    const rows = lines.length - 2;
    const entries = await shop().database.db.select().from(auditLog).where(and(eq(auditLog.action, 'newsletter.subscribers_exported'), eq(auditLog.staffId, admin.id)));
    expect(entries).toEqual([expect.objectContaining({ entity: 'newsletter', after: { rows } })]);
    expect(JSON.stringify(entries)).not.toContain(confirmed);
  });
});
