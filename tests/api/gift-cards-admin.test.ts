import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, giftCards, mailOutbox, orders, productConfigurations, products } from '../../api/db/schema';
import { issueSoldGiftCards } from '../../api/modules/pricing';
import { cartThroughApi, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const API = '/api/v1';
/** A code as the back office makes it: four groups of four from 32 letters and digits (no 0, O, 1 or I). */
const RANDOM_CODE = /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/;

const bind = (shop: TestShop, cartId: string, code: string) => send(shop, 'POST', `${API}/carts/bind-gift-card?lang=nl`, { cart_unique_id: cartId, gift_card_code: code });
const finish = (shop: TestShop, cartId: string, type: 'bank_transfer' | 'gift_card' = 'bank_transfer') =>
  send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: cartId, type });
const storedCard = async (shop: TestShop, id: number) => (await shop.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
const auditOf = (shop: TestShop, id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'gift_card'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
const mailsTo = (shop: TestShop, to: string, kind: string) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
/** A cart (through the storefront's API) whose contact address no other test uses. */
async function cartFor(shop: TestShop, sku: string, quantity: number) {
  const email = `koper.${randomBytes(4).toString('hex')}@example.nl`;
  const id = await cartThroughApi(shop, sku, quantity);
  const patched = await send(shop, 'PATCH', `${API}/carts/${id}?lang=nl`, { contact_email: email });
  expect(patched.status).toBe(200);
  return { id, email, cart: patched.body.data as { total_amount: number; final_amount: number; shipping_amount: number; requires_shipping: boolean } };
}

const newCard = (overrides: Record<string, unknown> = {}) => ({ gift_card_type: 'static', value: 2500, expires_at: null, ...overrides });
const edit = (card: { lock_version: number; expires_at: string | null; active: boolean; recipient_email: string | null }, overrides: Record<string, unknown> = {}) => ({
  lock_version: card.lock_version,
  expires_at: card.expires_at,
  active: card.active,
  recipient_email: card.recipient_email,
  adjustment: null,
  ...overrides,
});

/** The seeded gift card product's configuration worth `cents` (the demo shop sells € 25, 50, 100 and 250). */
async function giftCardConfiguration(shop: TestShop, cents: number) {
  const [row] = await shop.database.db
    .select({ sku: productConfigurations.sku, cost: productConfigurations.cost })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.giftCard, true), eq(products.active, true), eq(productConfigurations.cost, cents)));
  expect(row, 'the demo seed sells a gift card product').toBeDefined();
  return row!;
}

describeOnEachDatabase('back office: gift cards', (shop) => {
  it('an admin makes a card that pays part of a checkout; its use shows; the balance is adjusted with a reason (audited), never below what orders spent', async () => {
    const admin = await newStaff(shop(), 'admin');
    const config = await stockedConfiguration(shop(), 50, 0);
    const { id: cartId, cart } = await cartFor(shop(), config.sku, 2);
    const worth = Math.floor(cart.total_amount / 2);

    const created = await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ value: worth, expires_at: '2099-01-01T00:00:00Z' }) });
    expect(created.status).toBe(201);
    const card = created.body.data;
    expect(card.code).toMatch(RANDOM_CODE);
    expect(card).toMatchObject({ gift_card_type: 'static', value: worth, balance: worth, spent: 0, uses_count: 0, active: true, state: 'usable', sold_with: null, lock_version: 1 });

    // The storefront binds it as typed (any case, spaces); it pays its value, the rest is left to pay.
    const bound = await bind(shop(), cartId, ` ${card.code.toLowerCase().replaceAll('-', ' - ')} `);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.data.gift_card_amount).toBe(worth);
    expect(bound.body.data.final_amount).toBe(cart.total_amount - worth);
    const placed = await finish(shop(), cartId);
    expect(placed.status).toBe(200);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ final_amount: cart.total_amount - worth });

    // Its use: the order's number, the amount, when.
    const read = await staffCall(shop(), 'GET', `/admin/gift-cards/${card.id}`, { staff: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ balance: 0, spent: worth, uses_count: 1, state: 'used_up', uses_total: 1 });
    expect(read.body.data.uses).toEqual([{ order_id: order.id, po_number: order.po_number, amount: worth, created_at: expect.any(String) }]);
    const listed = await staffCall(shop(), 'GET', `/admin/gift-cards?q=${encodeURIComponent(card.code.slice(5, 12).toLowerCase())}`, { staff: admin.token });
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, pages: 1, per_page: 25 });
    expect(listed.body.data.items[0]).toMatchObject({ id: card.id, spent: worth, balance: 0 });

    // Nothing left: taking off more is refused at its field; what the order spent stays spent.
    const below = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}?lang=en`, { staff: admin.token, body: edit(card, { adjustment: { amount: -1, reason: 'Correction' } }) });
    expect(below.status).toBe(422);
    expect(Object.keys(below.body.error.fields)).toEqual(['adjustment.amount']);
    expect(below.body.error.fields['adjustment.amount']).toContain('what orders spent stays spent');
    const noReason = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}`, { staff: admin.token, body: edit(card, { adjustment: { amount: 500, reason: '  ' } }) });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.error.fields)).toEqual(['adjustment.reason']);

    const topped = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}`, { staff: admin.token, body: edit(card, { adjustment: { amount: 500, reason: 'Goodwill after a late delivery' } }) });
    expect(topped.status).toBe(200);
    expect(topped.body.data).toMatchObject({ balance: 500, spent: worth, lock_version: 2, state: 'usable' });
    // The stale version is a conflict and writes nothing.
    const stale = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}`, { staff: admin.token, body: edit(card, { adjustment: { amount: 500, reason: 'Twice' } }) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');
    expect((await storedCard(shop(), card.id))!.balance).toBe(500);

    // Blocked: checkout refuses it from the next call on; on again, it pays.
    const blocked = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}`, { staff: admin.token, body: edit(topped.body.data, { active: false }) });
    expect(blocked.body.data).toMatchObject({ active: false, state: 'blocked', lock_version: 3 });
    const next = await cartFor(shop(), config.sku, 1);
    expect((await bind(shop(), next.id, card.code)).status).toBe(422);
    const unblocked = await staffCall(shop(), 'PUT', `/admin/gift-cards/${card.id}`, { staff: admin.token, body: edit(blocked.body.data, { active: true }) });
    expect(unblocked.status).toBe(200);
    expect((await bind(shop(), next.id, card.code)).body.data.gift_card_amount).toBe(500);

    const entries = await auditOf(shop(), card.id);
    expect(entries.map((entry) => entry.action)).toEqual(['gift_card.create', 'gift_card.adjust_balance', 'gift_card.update', 'gift_card.update']);
    expect(entries[0]).toMatchObject({ staffId: admin.id, staffEmail: admin.email });
    expect(entries[1]).toMatchObject({ before: { balance: 0 }, after: { balance: 500, amount: 500, reason: 'Goodwill after a late delivery' } });
  });

  it('refuses taken codes, bad input with field paths, and anyone but an admin; a recipient gets the code by mail', async () => {
    const admin = await newStaff(shop(), 'admin');
    const recipient = `ontvanger.${randomBytes(4).toString('hex')}@example.nl`;
    const typed = await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ code: ' kado 2026 test ', recipient_email: recipient.toUpperCase(), language: 'en' }) });
    expect(typed.status).toBe(201);
    // Stored the way checkout compares codes: spaces out, upper case.
    expect(typed.body.data).toMatchObject({ code: 'KADO2026TEST', recipient_email: recipient });
    const mails = await mailsTo(shop(), recipient, 'gift_card');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'en' });
    expect(mails[0]!.text).toContain('KADO2026TEST');
    expect(mails[0]!.text).toContain('€25.00');

    const taken = await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ code: 'kado2026test' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('gift_card_exists');
    expect(Object.keys(taken.body.error.fields)).toEqual(['code']);
    // The seeded demo card is taken too.
    expect((await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ code: 'aurum-gift-0100' }) })).status).toBe(409);

    const schemaProblems = await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ gift_card_type: 'half', value: 0, expires_at: 'tomorrow', recipient_email: 'not an address' }) });
    expect(schemaProblems.status).toBe(422);
    expect(Object.keys(schemaProblems.body.error.fields).sort()).toEqual(['expires_at', 'gift_card_type', 'recipient_email', 'value']);
    const ruleProblems = await staffCall(shop(), 'POST', '/admin/gift-cards?lang=en', { staff: admin.token, body: newCard({ code: 'x!', gift_card_type: 'percent', value: 150, expires_at: '2020-01-01T00:00:00Z' }) });
    expect(ruleProblems.status).toBe(422);
    expect(ruleProblems.body.error.fields).toEqual({ code: expect.any(String), value: 'A percentage is between 1 and 100', expires_at: 'The expiry date must be in the future' });

    // A percent card is used up by one order: it has no balance to adjust.
    const percent = await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: admin.token, body: newCard({ gift_card_type: 'percent', value: 20 }) });
    expect(percent.body.data).toMatchObject({ gift_card_type: 'percent', value: 20, balance: 1, state: 'usable' });
    const adjustPercent = await staffCall(shop(), 'PUT', `/admin/gift-cards/${percent.body.data.id}`, { staff: admin.token, body: edit(percent.body.data, { adjustment: { amount: 100, reason: 'More' } }) });
    expect(adjustPercent.status).toBe(422);
    expect(Object.keys(adjustPercent.body.error.fields)).toEqual(['adjustment.amount']);

    const count = async () => (await shop().database.db.select().from(giftCards)).length;
    const before = await count();
    const id = typed.body.data.id;
    for (const role of ['merchandiser', 'fulfilment'] as const) {
      const other = await newStaff(shop(), role);
      expect((await staffCall(shop(), 'GET', '/admin/gift-cards', { staff: other.token })).status).toBe(403);
      expect((await staffCall(shop(), 'GET', `/admin/gift-cards/${id}`, { staff: other.token })).status).toBe(403);
      expect((await staffCall(shop(), 'POST', '/admin/gift-cards', { staff: other.token, body: newCard() })).status).toBe(403);
      expect((await staffCall(shop(), 'PUT', `/admin/gift-cards/${id}`, { staff: other.token, body: edit(typed.body.data, { active: false }) })).status).toBe(403);
    }
    expect((await staffCall(shop(), 'GET', '/admin/gift-cards')).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await storedCard(shop(), id))!.active).toBe(true);
    expect((await staffCall(shop(), 'GET', '/admin/gift-cards/999999', { staff: admin.token })).status).toBe(404);
  });

  it('a gift card bought as a product by bank transfer: marking it paid issues one card per unit and one mail, also when marked twice', async () => {
    const fulfilment = await newStaff(shop(), 'fulfilment');
    const admin = await newStaff(shop(), 'admin');
    const product = await giftCardConfiguration(shop(), 5000);
    const { id: cartId, email, cart } = await cartFor(shop(), product.sku, 2);
    // Digital: nothing to ship, nothing to pay for shipping.
    expect(cart).toMatchObject({ requires_shipping: false, shipping_amount: 0, total_amount: 10_000 });
    const placed = await finish(shop(), cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ payment_status: 0, final_amount: 10_000 });
    const issuedFor = () => shop().database.db.select().from(giftCards).where(eq(giftCards.orderId, order.id)).orderBy(asc(giftCards.unit));
    expect(await issuedFor()).toEqual([]);
    expect(await mailsTo(shop(), email, 'gift_card')).toEqual([]);

    const paid = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { staff: fulfilment.token, body: { amount_cents: order.final_amount } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Nothing to ship: delivered with the payment (the codes are mailed), never waiting in "to ship".
    expect(paid.body.data).toMatchObject({ payment_status: 1, fulfillment_status: 'delivered', can_ship: false });
    const cards = await issuedFor();
    expect(cards.map((card) => ({ unit: card.unit, value: card.value, balance: card.balance, type: card.giftCardType, active: card.active }))).toEqual([
      { unit: 1, value: 5000, balance: 5000, type: 2, active: true },
      { unit: 2, value: 5000, balance: 5000, type: 2, active: true },
    ]);
    expect(new Set(cards.map((card) => card.code)).size).toBe(2);
    for (const card of cards) {
      expect(card.code).toMatch(RANDOM_CODE);
      // Valid for two years.
      expect(card.expiresAt!.getTime() - Date.now()).toBeGreaterThan(700 * 86_400_000);
    }
    const mails = await mailsTo(shop(), email, 'gift_card');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'nl', subject: expect.stringContaining('cadeaukaarten') });
    for (const card of cards) expect(mails[0]!.text).toContain(card.code);
    expect(mails[0]!.text).toContain(order.po_number);

    // Marked again: refused, and nothing more issued or mailed.
    const again = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { staff: fulfilment.token, body: { amount_cents: order.final_amount } });
    expect(again.status).toBe(409);
    // A replayed paid hook (a webhook's retry) meets the unique line-and-unit key: nothing issued, nothing mailed.
    const replay = await shop().database.db.transaction((tx) =>
      issueSoldGiftCards(tx as never, { id: order.id, poNumber: order.po_number, contactEmail: email, language: 'nl', currencyCode: 'EUR' }, cards.map((card) => ({ orderProductId: card.orderProductId!, unit: card.unit!, value: 5000 }))),
    );
    expect(replay).toEqual([]);
    expect(await issuedFor()).toHaveLength(2);
    expect(await mailsTo(shop(), email, 'gift_card')).toHaveLength(1);

    // The back office shows where a card came from; the card pays in checkout.
    const listed = await staffCall(shop(), 'GET', `/admin/gift-cards?q=${cards[0]!.code}`, { staff: admin.token });
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id: cards[0]!.id, sold_with: { order_id: order.id, po_number: order.po_number }, state: 'usable' })]);
    const config = await stockedConfiguration(shop(), 50, 1);
    const next = await cartFor(shop(), config.sku, 1);
    expect((await bind(shop(), next.id, cards[0]!.code)).body.data.gift_card_amount).toBe(Math.min(5000, next.cart.total_amount - 100));

    // Refunded in full (the shop's bank pays it back): the cards it bought stop working.
    const refunded = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/refunds`, { staff: fulfilment.token, body: { amount_cents: order.final_amount, idempotency_key: randomBytes(12).toString('hex') } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await issuedFor()).map((card) => card.active)).toEqual([false, false]);
  });

  it('a discount code takes nothing off a gift card bought as a product, only off the other goods', async () => {
    const card = await giftCardConfiguration(shop(), 5000);
    const ring = await stockedConfiguration(shop(), 10, 2);
    const { id: cartId } = await cartFor(shop(), card.sku, 1);
    expect((await send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: cartId, configuration_id: ring.sku, quantity: 1 })).status).toBeLessThan(300);
    const applied = await send(shop(), 'PATCH', `${API}/carts/${cartId}?lang=nl`, { discount_code: 'WELKOM10' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.code_discount_amount).toBe(Math.round(ring.cost / 10));
  });

  it('a gift card product paid in full with another card is issued when the order is placed', async () => {
    const product = await giftCardConfiguration(shop(), 2500);
    const { id: cartId, email } = await cartFor(shop(), product.sku, 1);
    expect((await bind(shop(), cartId, 'AURUM-GIFT-9999')).body.data.final_amount).toBe(0);
    const placed = await finish(shop(), cartId, 'gift_card');
    expect(placed.body.data.order).toMatchObject({ payment_status: 1, final_amount: 0 });
    // Nothing to ship and nothing to pay: delivered as it is placed.
    expect((await shop().database.db.select({ status: orders.fulfillmentStatus }).from(orders).where(eq(orders.id, placed.body.data.order.id)))[0]!.status).toBe('delivered');
    const cards = await shop().database.db.select().from(giftCards).where(eq(giftCards.orderId, placed.body.data.order.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ value: 2500, balance: 2500, unit: 1 });
    expect(await mailsTo(shop(), email, 'gift_card')).toHaveLength(1);
  });

  it('is in the OpenAPI document with its answers', async () => {
    const { paths } = (await shop().get('/api/v1/openapi.json')).body;
    expect(Object.keys(paths['/api/v1/admin/gift-cards']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/admin/gift-cards/{id}']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/v1/admin/gift-cards/{id}'].put.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409', '422']));
  });
});
