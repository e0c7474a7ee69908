import { count, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartGiftCards, carts, discountCodes, giftCards, giftCardUses, orderProducts, orders, productConfigurations } from '../../api/db/schema';
import { call, latestMail, signUp } from './account-helpers';
import { cartThroughApi, readyCart, send, stockedConfiguration, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const API = '/api/v1';
const finish = (shop: TestShop, uniqueId: string, type: 'bank_transfer' | 'gift_card' = 'bank_transfer', lang = 'nl') =>
  send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=${lang}`, { cart_unique_id: uniqueId, type });
const patch = (shop: TestShop, uniqueId: string, body: unknown, lang = 'nl') => send(shop, 'PATCH', `${API}/carts/${uniqueId}?lang=${lang}`, body);
const stockOf = async (shop: TestShop, id: number) => (await shop.database.db.select({ n: productConfigurations.stockQty }).from(productConfigurations).where(eq(productConfigurations.id, id)))[0]!.n;

describeOnEachDatabase('checkout API', (shop) => {
  it('fills the checkout form, prices shipping by country and says what is still missing', async () => {
    const config = await stockedConfiguration(shop(), 50, 0);
    const added = await send(shop(), 'POST', `${API}/carts/items`, { configuration_id: config.sku, quantity: 1 });
    const id = added.body.data.unique_id;
    expect(added.body.data.checkout_blockers).toEqual(['contact_email_missing', 'shipping_address_missing', 'shipping_rate_missing']);
    expect(added.body.data.order_id).toBeNull();

    const rates = await send(shop(), 'POST', `${API}/orders/rates?lang=en`, { cart_unique_id: id, country: 'de' });
    expect(rates.status).toBe(200);
    expect(rates.body.data.rates.map((rate: { id: string }) => rate.id)).toEqual(['dhl-europe', 'pickup-amsterdam']);

    const bad = await patch(shop(), id, { contact_email: 'nope', shipping_address: { ...testAddress, country: 'US' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['contact_email', 'shipping_address.country']);

    const wrongRate = await patch(shop(), id, { shipping_address: testAddress, shipping_rate_id: 'dhl-europe' });
    expect(wrongRate.status).toBe(422);
    expect(wrongRate.body.error.fields.shipping_rate_id).toBe('Deze verzendmethode is niet beschikbaar voor dit adres');

    const filled = await patch(shop(), id, { contact_email: ' Koper@Example.nl ', shipping_address: testAddress, shipping_rate_id: 'postnl-insured', note: 'Graag cadeauverpakking' });
    expect(filled.status).toBe(200);
    const cart = filled.body.data;
    expect(cart).toMatchObject({ contact_email: 'koper@example.nl', note: 'Graag cadeauverpakking', checkout_blockers: [], billing_address: null, currency_code: 'EUR' });
    expect(cart.shipping_address).toMatchObject({ city: 'Amsterdam', country: 'NL' });
    const postnl = cart.shipping_rates.find((rate: { id: string }) => rate.id === 'postnl-insured');
    expect(postnl).toMatchObject({ selected: true, base_amount: 495, amount: config.cost >= 10_000 ? 0 : 495 });
    expect(cart.shipping_amount).toBe(postnl.amount);
    expect(cart.total_amount).toBe(config.cost + postnl.amount);
    expect(cart.final_amount).toBe(cart.total_amount);
    expect(cart.tax_amount).toBe(Math.round((cart.total_amount * 21) / 121));

    // A new country drops a rate that does not ship there.
    const moved = await patch(shop(), id, { shipping_address: { ...testAddress, country: 'FR', zip: '75001', city: 'Paris' } });
    expect(moved.body.data.checkout_blockers).toEqual(['shipping_rate_missing']);
  });

  it("says 'Kortingscode is ongeldig' for an unknown code, applies a percent code once, and lets the order go on without it", async () => {
    const config = await stockedConfiguration(shop(), 50, 1);
    const id = await cartThroughApi(shop(), config.sku, 2);
    const invalid = await patch(shop(), id, { discount_code: 'NEPCODE' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({ discount_code: 'Kortingscode is ongeldig' });
    expect((await patch(shop(), id, { discount_code: 'NEPCODE' }, 'en')).body.error.fields.discount_code).toBe('Discount code is invalid');
    expect((await patch(shop(), id, { discount_code: 'NEPCODE' }, 'de')).body.error.fields.discount_code).toBe('Rabattcode ist ungültig');

    const applied = await patch(shop(), id, { discount_code: ' welkom10 ' });
    expect(applied.status).toBe(200);
    const goods = config.cost * 2;
    const discount = Math.round(goods / 10);
    expect(applied.body.data.discount).toEqual({ code: 'WELKOM10', discount_type: 'percent', used_discount_amount: discount, base_discount_amount: 10 });
    expect(applied.body.data.options.discounts).toHaveLength(1);
    expect(applied.body.data.code_discount_amount).toBe(discount);
    expect(applied.body.data.total_amount).toBe(goods - discount + applied.body.data.shipping_amount);
    // Only one code per order: a second replaces the first.
    const replaced = await patch(shop(), id, { discount_code: 'AURUM25' });
    expect(replaced.body.data.options.discounts.map((d: { code: string }) => d.code)).toEqual(goods >= 15_000 ? ['AURUM25'] : ['WELKOM10']);
    const removed = await patch(shop(), id, { discount_code: null });
    expect(removed.body.data.discount).toBeNull();
    expect(removed.body.data.code_discount_amount).toBe(0);
  });

  it('places a bank-transfer order once: amounts from the database, stock taken, cart closed, confirmation mailed', async () => {
    const config = await stockedConfiguration(shop(), 10, 2);
    const id = await cartThroughApi(shop(), config.sku, 2);
    await patch(shop(), id, { discount_code: 'WELKOM10' });
    const cart = (await send(shop(), 'GET', `${API}/checkout/get-cart?cart_unique_id=${id}`)).body.data;

    const first = await finish(shop(), id);
    expect(first.status).toBe(200);
    const { order, payment } = first.body.data;
    expect(order).toMatchObject({ final_amount: cart.final_amount, currency_code: 'EUR', payment_status: 0, payment_method: 'bank_transfer' });
    expect(order.po_number).toMatch(/^AU-\d{4}-\d{6}$/);
    expect(payment.type).toBe('none');
    expect(payment.instructions).toContain(order.po_number);
    expect(payment.instructions).toContain('IBAN');
    expect(await stockOf(shop(), config.id)).toBe(8);

    const again = await finish(shop(), id);
    expect(again.body.data.order.id).toBe(order.id);
    expect(await stockOf(shop(), config.id)).toBe(8);

    const read = await send(shop(), 'GET', `${API}/checkout/get-order?cart_unique_id=${id}&order_id=${order.id}&lang=en`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ po_number: order.po_number, discount_code: 'WELKOM10', code_discount_amount: cart.code_discount_amount, shipping_amount: cart.shipping_amount, final_amount: cart.final_amount, tax_amount: cart.tax_amount });
    // In the order's language (it was placed in Dutch), whatever the reading page's language.
    expect(read.body.data.payment_instructions).toContain(`onder vermelding van je bestelnummer ${order.po_number}`);
    expect((await send(shop(), 'GET', `${API}/checkout/get-order?cart_unique_id=${id}&order_id=${order.id + 1000}`)).status).toBe(404);
    expect((await send(shop(), 'GET', `${API}/checkout/get-order?cart_unique_id=unknown-cart`)).status).toBe(404);

    // The ordered cart is closed; adding with its id starts a new cart.
    const reread = (await send(shop(), 'GET', `${API}/carts?cart_unique_id=${id}`)).body.data;
    expect(reread.order_id).toBe(order.id);
    expect((await patch(shop(), id, { note: 'later' })).status).toBe(409);
    expect((await send(shop(), 'PATCH', `${API}/carts/items/${reread.items[0].id}`, { cart_unique_id: id, quantity: 1 })).status).toBe(409);
    const fresh = await send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: id, configuration_id: config.sku });
    expect(fresh.body.data.unique_id).not.toBe(id);

    const mail = await latestMail(shop(), 'koper@example.nl', 'order_confirmation');
    expect(mail?.subject).toContain(order.po_number);
    expect(mail?.text).toContain('IBAN');
  });

  it("keeps on each order line its product's return window, as the product page shows it", async () => {
    // A bridal product (its collection's 60 days) and one on the shop's default window.
    const product = async (listing: string, skip: (days: number) => boolean) => {
      const list = (await send(shop(), 'GET', `${API}/system-catalog${listing}?count=40`)).body.data as { slug: string; digital: boolean }[];
      for (const { slug, digital } of list) {
        const detail = (await send(shop(), 'GET', `${API}/products/${slug}`)).body.data as { id: number; default_sku: string; return_days: number };
        if (!digital && !skip(detail.return_days)) return detail;
      }
      throw new Error(`no product in ${listing}`);
    };
    const bridal = await product('/bridal', (days) => days !== 60);
    const other = await product('', (days) => days === bridal.return_days);
    const added = await send(shop(), 'POST', `${API}/carts/items`, { configuration_id: bridal.default_sku, quantity: 1 });
    const id = added.body.data.unique_id as string;
    expect((await send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: id, configuration_id: other.default_sku, quantity: 1 })).status).toBe(200);
    expect((await patch(shop(), id, { contact_email: 'koper@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' })).status).toBe(200);
    const placed = await finish(shop(), id);
    expect(placed.status).toBe(200);
    const lines = await shop().database.db.select().from(orderProducts).where(eq(orderProducts.orderId, placed.body.data.order.id));
    expect(new Map(lines.map((line) => [line.productId, line.returnDays]))).toEqual(
      new Map([
        [bridal.id, 60],
        [other.id, other.return_days],
      ]),
    );
  });

  it('refuses to order an incomplete cart with the missing fields, and a price sent by the client changes nothing', async () => {
    const config = await stockedConfiguration(shop(), 10, 3);
    const added = await send(shop(), 'POST', `${API}/carts/items`, { configuration_id: config.sku, quantity: 1, base_cost: 1, final_amount: 1 });
    const id = added.body.data.unique_id;
    const refused = await finish(shop(), id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('checkout_incomplete');
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['contact_email', 'shipping_address', 'shipping_rate_id']);
    await patch(shop(), id, { contact_email: 'a@example.nl', shipping_address: testAddress, shipping_rate_id: 'pickup-amsterdam' });
    const placed = await send(shop(), 'POST', `${API}/carts/checkout/finish-immediately`, { cart_unique_id: id, type: 'bank_transfer', final_amount: 1, amount: 1 });
    expect(placed.body.data.order.final_amount).toBe(config.cost);
    expect((await send(shop(), 'POST', `${API}/carts/checkout`, { cart_unique_id: id, payment_method: 'stripe_payment_element' })).status).toBe(422);
    expect((await send(shop(), 'GET', `${API}/payment-methods?lang=nl`)).body.data).toEqual([{ id: 'bank_transfer', gateway: 'bank_transfer', title: 'Bankoverschrijving' }]);
    expect((await send(shop(), 'GET', `${API}/payment-gateways`)).body.data).toEqual([{ id: 'bank_transfer', public_key: null }]);
  });

  it('binds gift cards that pay after the code; a fully covered order is paid at once; cancelling gives the card back', async () => {
    const config = await stockedConfiguration(shop(), 10, 4);
    const [card] = await shop().database.db.insert(giftCards).values({ code: 'TEST-FULL-0001', giftCardType: 2, value: 1_000_000, balance: 1_000_000 }).returning();
    const id = await cartThroughApi(shop(), config.sku, 1);
    const unknown = await send(shop(), 'POST', `${API}/carts/bind-gift-card`, { cart_unique_id: id, gift_card_code: 'NOPE-0000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.gift_card_code).toBe('Cadeaukaart is ongeldig of opgebruikt');
    const bound = await send(shop(), 'POST', `${API}/carts/bind-gift-card`, { cart_unique_id: id, gift_card_code: 'test-full-0001' });
    expect(bound.status).toBe(200);
    const cart = bound.body.data;
    expect(cart.final_amount).toBe(0);
    expect(cart.gift_card_amount).toBe(cart.total_amount);
    expect(cart.options.gift_cards).toEqual([{ id: card!.id, code: '••••••••0001', gift_card_type: 'static', used_gift_card_amount: cart.total_amount, base_gift_card_amount: 1_000_000 }]);
    expect(JSON.stringify(cart)).not.toContain('TEST-FULL');
    // Unbound by the id the cart lists it with (the code is shown masked), then bound again.
    const unbound = await send(shop(), 'POST', `${API}/carts/unbind-gift-card`, { cart_unique_id: id, gift_card_id: card!.id });
    expect(unbound.body.data.options.gift_cards).toEqual([]);
    expect(unbound.body.data.final_amount).toBe(cart.total_amount);
    expect((await send(shop(), 'POST', `${API}/carts/unbind-gift-card`, { cart_unique_id: id })).status).toBe(422);
    await send(shop(), 'POST', `${API}/carts/bind-gift-card`, { cart_unique_id: id, gift_card_code: 'TEST-FULL-0001' });

    const placed = await finish(shop(), id, 'gift_card');
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toMatchObject({ final_amount: 0, payment_status: 1, payment_method: 'gift_card' });
    const [after] = await shop().database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.balance).toBe(1_000_000 - cart.total_amount);

    // A customer's unpaid order is cancelled: here a paid one is not, so use the card on an unpaid order instead.
    const customer = await signUp(shop());
    const second = await cartThroughApi(shop(), config.sku, 1);
    await call(shop(), 'PATCH', `/carts/${second}/start-checkout`, { cookie: customer.token });
    await shop().database.db.update(giftCards).set({ balance: 500 }).where(eq(giftCards.id, card!.id));
    await send(shop(), 'POST', `${API}/carts/bind-gift-card`, { cart_unique_id: second, gift_card_code: 'TEST-FULL-0001' });
    const unpaid = await finish(shop(), second, 'bank_transfer');
    expect(unpaid.body.data.order.final_amount).toBe(unpaid.body.data.order.final_amount);
    const [spent] = await shop().database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(spent!.balance).toBe(0);
    const cancelled = await call(shop(), 'PATCH', `/orders/${unpaid.body.data.order.id}`, { cookie: customer.token, body: { action: 'cancel' } });
    expect(cancelled.status).toBe(200);
    const [back] = await shop().database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(back!.balance).toBe(500);
    expect(await shop().database.db.select().from(giftCardUses).where(eq(giftCardUses.orderId, unpaid.body.data.order.id))).toEqual([]);
  });

  it('refuses an order whose own total is below the minimum payment (a code leaving a few cents)', async () => {
    const config = await stockedConfiguration(shop(), 10, 10);
    const [code] = await shop().database.db.insert(discountCodes).values({ code: 'ALMOST-FREE', discountType: 2, value: config.cost - 50 }).returning();
    const id = await readyCart(shop(), config.id, 1);
    await shop().database.db.update(carts).set({ discountCodeId: code!.id, shippingRateCode: 'pickup-amsterdam' }).where(eq(carts.uniqueId, id));
    const cart = (await send(shop(), 'GET', `${API}/carts?cart_unique_id=${id}`)).body.data;
    expect(cart.final_amount).toBe(50);
    expect(cart.checkout_blockers).toEqual(['below_minimum_payment']);
    const refused = await finish(shop(), id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('below_minimum_payment');
  });

  it("binds a signed-in customer's cart at start-checkout, fills the e-mail, and the order is theirs", async () => {
    const config = await stockedConfiguration(shop(), 10, 5);
    const customer = await signUp(shop());
    const added = await send(shop(), 'POST', `${API}/carts/items`, { configuration_id: config.sku });
    const id = added.body.data.unique_id;
    const crossSite = await call(shop(), 'PATCH', `/carts/${id}/start-checkout`, { cookie: customer.token, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const started = await call(shop(), 'PATCH', `/carts/${id}/start-checkout`, { cookie: customer.token });
    expect(started.status).toBe(200);
    expect(started.body.data.contact_email).toBe(customer.email);
    await patch(shop(), id, { shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
    const placed = await finish(shop(), id);
    const list = await call(shop(), 'GET', '/orders', { cookie: customer.token });
    expect(list.body.data.map((order: { id: number }) => order.id)).toContain(placed.body.data.order.id);
  });

  it('200 concurrent buyers for 5 units: exactly 5 orders, stock 0, the rest told it is sold out', async () => {
    const config = await stockedConfiguration(shop(), 5, 6);
    const ids = [];
    for (let i = 0; i < 200; i += 1) ids.push(await readyCart(shop(), config.id, 1, `race-buyer${i}@example.nl`));
    const results = await Promise.all(ids.map((id) => finish(shop(), id)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(195);
    expect(results.find((result) => result.status === 409)!.body.error.code).toBe('insufficient_stock');
    expect(await stockOf(shop(), config.id)).toBe(0);
    const buyers = await shop().database.db.select({ n: count() }).from(orders).where(like(orders.contactEmail, 'race-buyer%@example.nl'));
    expect(buyers[0]!.n).toBe(5);
  }, 120_000);

  it('50 concurrent completions of one cart: one order, stock taken once', async () => {
    const config = await stockedConfiguration(shop(), 10, 7);
    const id = await readyCart(shop(), config.id, 3);
    const results = await Promise.all(Array.from({ length: 50 }, () => finish(shop(), id)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(new Set(results.map((result) => result.body.data.order.id)).size).toBe(1);
    expect(await stockOf(shop(), config.id)).toBe(7);
    const [cart] = await shop().database.db.select().from(carts).where(eq(carts.uniqueId, id));
    expect((await shop().database.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cart!.id)))[0]!.n).toBe(1);
  }, 60_000);

  it('a gift card worth one order, used by 20 concurrent orders: one succeeds, the balance is never overspent', async () => {
    const config = await stockedConfiguration(shop(), 100, 8);
    const ids = [];
    for (let i = 0; i < 20; i += 1) ids.push(await readyCart(shop(), config.id, 1));
    const worth = (await send(shop(), 'GET', `${API}/carts?cart_unique_id=${ids[0]}`)).body.data.total_amount;
    const [card] = await shop().database.db.insert(giftCards).values({ code: 'RACE-CARD-0001', giftCardType: 2, value: worth, balance: worth }).returning();
    for (const id of ids) {
      const [cart] = await shop().database.db.select({ id: carts.id }).from(carts).where(eq(carts.uniqueId, id));
      await shop().database.db.insert(cartGiftCards).values({ cartId: cart!.id, giftCardId: card!.id });
    }
    const results = await Promise.all(ids.map((id) => finish(shop(), id, 'gift_card')));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 422)).toHaveLength(19);
    const [after] = await shop().database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.balance).toBe(0);
    const uses = await shop().database.db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card!.id));
    expect(uses.map((use) => use.amount)).toEqual([worth]);
  }, 60_000);

  it('a code limited to one use, applied to 10 carts that order at once: used once, the others told it is invalid', async () => {
    const config = await stockedConfiguration(shop(), 100, 9);
    const [code] = await shop().database.db.insert(discountCodes).values({ code: 'RACE-ONCE', discountType: 2, value: 500, usageLimit: 1 }).returning();
    const ids = [];
    for (let i = 0; i < 10; i += 1) {
      const id = await readyCart(shop(), config.id, 1);
      await shop().database.db.update(carts).set({ discountCodeId: code!.id }).where(eq(carts.uniqueId, id));
      ids.push(id);
    }
    const results = await Promise.all(ids.map((id) => finish(shop(), id)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 422);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.error.fields).toEqual({ discount_code: 'Kortingscode is ongeldig' });
    const [after] = await shop().database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usedCount).toBe(1);
    // Without the code, a refused cart orders at full price.
    await patch(shop(), refused.length ? ids[results.findIndex((result) => result.status === 422)]! : ids[0]!, { discount_code: null });
    const retry = await finish(shop(), ids[results.findIndex((result) => result.status === 422)]!);
    expect(retry.status).toBe(200);
    expect(retry.body.data.order.final_amount).toBeGreaterThan(0);
  }, 60_000);
});
