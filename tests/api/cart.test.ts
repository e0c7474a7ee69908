import { expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { salePrice } from '../../domain/pricing/price';
import { productConfigurations, products } from '../../api/db/schema';
import { describeOnEachDatabase, type TestShop } from './harness';

type Config = { id: number; sku: string; cost: number; productId: number };

/** A sellable configuration of an active product, filtered by the product's sale flag. */
async function configuration(shop: TestShop, sale: boolean, skip = 0): Promise<Config & { saleValue: number }> {
  const rows = await shop.database.db
    .select({ id: productConfigurations.id, sku: productConfigurations.sku, cost: productConfigurations.cost, productId: products.id, saleValue: products.saleValue })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.active, true), eq(products.sale, sale), gt(productConfigurations.cost, 0), ...(sale ? [gt(products.saleValue, 0)] : [])))
    .orderBy(productConfigurations.id)
    .limit(skip + 1);
  const row = rows[skip];
  if (!row) throw new Error('no configuration in the seed');
  // Plenty of stock and an engraving on offer, unless a test says otherwise.
  await shop.database.db.update(productConfigurations).set({ trackInventory: true, stockQty: 500 }).where(eq(productConfigurations.id, row.id));
  await shop.database.db.update(products).set({ engravable: true }).where(eq(products.id, row.productId));
  return row;
}

function send(shop: TestShop, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return shop.get(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const add = (shop: TestShop, body: Record<string, unknown>, headers?: Record<string, string>) => send(shop, 'POST', '/api/v1/carts/items', body, headers);

describeOnEachDatabase('cart API', (shop) => {
  it('creates a cart on the first add, with an unguessable id, and shows it', async () => {
    const config = await configuration(shop(), false);
    const { status, body } = await add(shop(), { configuration_id: config.sku, quantity: 2 });
    expect(status).toBe(200);
    const cart = body.data;
    expect(cart.unique_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(cart.unique_id.length * 6).toBeGreaterThanOrEqual(128);
    const other = (await add(shop(), { configuration_id: config.sku })).body.data.unique_id;
    expect(other).not.toBe(cart.unique_id);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product_id: config.productId, product_configuration_id: config.id, configuration_id: config.sku, quantity: 2, base_cost: config.cost, discount_amount: 0, digital: false, requires_shipping: true, options: {} });
    expect(cart.items[0].title).toEqual(expect.any(String));
    expect(cart.items[0].slug).toEqual(expect.any(String));
    expect(cart.final_amount).toBe(config.cost * 2);
    expect(cart.options).toEqual({ discounts: [], gift_cards: [] });
    expect(cart).toMatchObject({ contact_email: null, shipping_address: null, billing_address: null, shipping_rates: [] });

    const read = await shop().get(`/api/v1/carts?cart_unique_id=${cart.unique_id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.items).toEqual(cart.items);

    // The same thing again raises the quantity; by numeric id works too.
    const again = await add(shop(), { cart_unique_id: cart.unique_id, product_configuration_id: config.id, quantity: 1 });
    expect(again.body.data.unique_id).toBe(cart.unique_id);
    expect(again.body.data.items).toHaveLength(1);
    expect(again.body.data.items[0].quantity).toBe(3);
    // With an engraving it is a line of its own.
    const engraved = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving: 'Voor altijd' } });
    expect(engraved.body.data.items).toHaveLength(2);
    expect(engraved.body.data.items[1].options).toEqual({ engraving: 'Voor altijd', engraving_font: 'serif' });
    // The same text in another lettering is another line; the same again adds to it.
    const script = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving: 'Voor altijd', engraving_font: 'script' } });
    expect(script.body.data.items).toHaveLength(3);
    const scriptAgain = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving: 'Voor altijd', engraving_font: 'script' } });
    expect(scriptAgain.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1, 2]);
    // A font without an engraving is no option at all; an unknown font or a text over 20 characters is refused.
    const fontOnly = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving_font: 'script' } });
    expect(fontOnly.body.data.items[0].quantity).toBe(4);
    const badFont = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving: 'A', engraving_font: 'comic' } });
    expect(badFont.status).toBe(422);
    expect(badFont.body.error.fields['options.engraving_font']).toEqual(expect.any(String));
    const long = await add(shop(), { cart_unique_id: cart.unique_id, configuration_id: config.sku, options: { engraving: 'x'.repeat(21) } });
    expect(long.status).toBe(422);
  });

  it('prices from the database with the sale rule and ignores prices the client sends', async () => {
    const config = await configuration(shop(), true);
    const { body } = await add(shop(), { configuration_id: config.sku, quantity: 2, base_cost: 1, discount_amount: 999999, final_amount: 1, price: 1 });
    const item = body.data.items[0];
    const paid = salePrice(config.cost, config.saleValue);
    expect(item.base_cost).toBe(config.cost);
    expect(item.discount_amount).toBe(config.cost - paid);
    expect(item.final_cost).toBe(paid);
    expect(body.data.final_amount).toBe(paid * 2);
    expect(body.data.subtotal_amount).toBe(config.cost * 2);
  });

  it('flags a digital item as shipping nothing', async () => {
    const config = await configuration(shop(), false, 1);
    await shop().database.db.update(products).set({ digital: true }).where(eq(products.id, config.productId));
    try {
      const { body } = await add(shop(), { configuration_id: config.sku });
      expect(body.data.items[0]).toMatchObject({ digital: true, requires_shipping: false });
      expect(body.data.requires_shipping).toBe(false);
    } finally {
      await shop().database.db.update(products).set({ digital: false }).where(eq(products.id, config.productId));
    }
  });

  it('keeps the quantity in the cart within tracked stock (422 on quantity, in the request language)', async () => {
    const config = await configuration(shop(), false, 2);
    await shop().database.db.update(productConfigurations).set({ stockQty: 3 }).where(eq(productConfigurations.id, config.id));
    const first = await add(shop(), { configuration_id: config.sku, quantity: 2 });
    const id = first.body.data.unique_id;
    const over = await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 2 }, { 'accept-language': 'en' });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('validation_failed');
    expect(over.body.error.fields.quantity).toBe('Only 3 of this item in stock');
    // Lines with other options count too.
    const engraved = await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 2, options: { engraving: 'A' } }, { 'accept-language': 'nl' });
    expect(engraved.status).toBe(422);
    expect(engraved.body.error.fields.quantity).toContain('3');
    const german = await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 5 }, { 'accept-language': 'de' });
    expect(german.body.error.fields.quantity).toBe('Nur noch 3 Stück dieses Artikels auf Lager');
    const item = first.body.data.items[0];
    const patched = await send(shop(), 'PATCH', `/api/v1/carts/items/${item.id}`, { cart_unique_id: id, quantity: 4 });
    expect(patched.status).toBe(422);
    expect(patched.body.error.fields.quantity).toBeTruthy();
    expect((await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 1 })).body.data.items[0].quantity).toBe(3);
    // Untracked configurations have no limit but 99 a line.
    await shop().database.db.update(productConfigurations).set({ trackInventory: false }).where(eq(productConfigurations.id, config.id));
    expect((await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 10 })).status).toBe(200);
    const tooMany = await add(shop(), { cart_unique_id: id, configuration_id: config.sku, quantity: 99 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields.quantity).toBeTruthy();
  });

  it('validates the request: quantity range, unknown configuration, missing configuration', async () => {
    const config = await configuration(shop(), false);
    for (const quantity of [0, 100, 1.5, '2']) {
      const { status, body } = await add(shop(), { configuration_id: config.sku, quantity });
      expect(status).toBe(422);
      expect(body.error.fields).toHaveProperty('quantity');
    }
    const unknown = await add(shop(), { configuration_id: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toHaveProperty('configuration_id');
    const none = await add(shop(), { quantity: 1 });
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toHaveProperty('configuration_id');
  });

  it('updates and removes lines of its own cart only', async () => {
    const a = await configuration(shop(), false, 3);
    const b = await configuration(shop(), false, 4);
    const mine = (await add(shop(), { configuration_id: a.sku })).body.data;
    const withB = (await add(shop(), { cart_unique_id: mine.unique_id, configuration_id: b.sku })).body.data;
    const [lineA, lineB] = withB.items;
    const theirs = (await add(shop(), { configuration_id: a.sku })).body.data;

    const updated = await send(shop(), 'PATCH', `/api/v1/carts/items/${lineA.id}`, { cart_unique_id: mine.unique_id, quantity: 5, base_cost: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data.items.find((i: { id: number }) => i.id === lineA.id).quantity).toBe(5);
    expect(updated.body.data.final_amount).toBe(a.cost * 5 + b.cost);

    // Another cart's line is not found, and stays as it was.
    const foreign = await send(shop(), 'PATCH', `/api/v1/carts/items/${theirs.items[0].id}`, { cart_unique_id: mine.unique_id, quantity: 7 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'cart_item_not_found', message: expect.any(String) });
    const foreignDelete = await send(shop(), 'DELETE', `/api/v1/carts/items/${theirs.items[0].id}?cart_unique_id=${mine.unique_id}`);
    expect(foreignDelete.status).toBe(404);
    expect((await shop().get(`/api/v1/carts?cart_unique_id=${theirs.unique_id}`)).body.data.items[0].quantity).toBe(1);

    // Delete by query, then by body.
    const removed = await send(shop(), 'DELETE', `/api/v1/carts/items/${lineA.id}?cart_unique_id=${mine.unique_id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.items.map((i: { id: number }) => i.id)).toEqual([lineB.id]);
    const byBody = await send(shop(), 'DELETE', `/api/v1/carts/items/${lineB.id}`, { cart_unique_id: mine.unique_id });
    expect(byBody.status).toBe(200);
    expect(byBody.body.data.items).toEqual([]);
    expect(byBody.body.data.final_amount).toBe(0);
    const again = await send(shop(), 'DELETE', `/api/v1/carts/items/${lineB.id}`, { cart_unique_id: mine.unique_id });
    expect(again.status).toBe(404);
    const noCart = await send(shop(), 'DELETE', `/api/v1/carts/items/${lineB.id}`);
    expect(noCart.status).toBe(422);
    expect(noCart.body.error.fields).toHaveProperty('cart_unique_id');
  });

  it('answers an unknown cart with 404 on reads and changes, and makes a new cart on add', async () => {
    const missing = await shop().get('/api/v1/carts?cart_unique_id=nope-not-a-cart-id-at-all');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'cart_not_found', message: expect.any(String) });
    expect((await shop().get('/api/v1/carts')).status).toBe(422);
    const patch = await send(shop(), 'PATCH', '/api/v1/carts/items/1', { cart_unique_id: 'nope-not-a-cart-id-at-all', quantity: 1 });
    expect(patch.status).toBe(404);
    const config = await configuration(shop(), false);
    const created = await add(shop(), { cart_unique_id: 'nope-not-a-cart-id-at-all', configuration_id: config.sku });
    expect(created.status).toBe(200);
    expect(created.body.data.unique_id).not.toBe('nope-not-a-cart-id-at-all');
  });

  it('loses nothing when two adds to one cart run at once', async () => {
    const a = await configuration(shop(), false, 5);
    const b = await configuration(shop(), false, 6);
    const id = (await add(shop(), { configuration_id: a.sku })).body.data.unique_id;
    const [first, second] = await Promise.all([
      add(shop(), { cart_unique_id: id, configuration_id: a.sku, quantity: 2 }),
      add(shop(), { cart_unique_id: id, configuration_id: b.sku, quantity: 1 }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const same = await Promise.all([1, 2, 3, 4].map(() => add(shop(), { cart_unique_id: id, configuration_id: b.sku, quantity: 1 })));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { body } = await shop().get(`/api/v1/carts?cart_unique_id=${id}`);
    const bySku = Object.fromEntries(body.data.items.map((i: { configuration_id: string; quantity: number }) => [i.configuration_id, i.quantity]));
    expect(bySku).toEqual({ [a.sku]: 3, [b.sku]: 5 });
  });

  it('answers malformed JSON with 400 and lists the cart calls in the OpenAPI document', async () => {
    const bad = await send(shop(), 'POST', '/api/v1/carts/items', '{"configuration_id": ');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('malformed_json');
    const { body } = await shop().get('/api/v1/openapi.json');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/v1/carts', '/api/v1/carts/items', '/api/v1/carts/items/{id}']));
    expect(Object.keys(body.paths['/api/v1/carts/items/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
  });

  it('takes an engraving only for a product that offers one', async () => {
    const config = await configuration(shop(), false, 3);
    await shop().database.db.update(products).set({ engravable: false }).where(eq(products.id, config.productId));
    const refused = await add(shop(), { configuration_id: config.sku, options: { engraving: 'Voor altijd' } }, { 'accept-language': 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['options.engraving']).toEqual(expect.any(String));
    const plain = await add(shop(), { configuration_id: config.sku });
    expect(plain.status).toBe(200);
    const item = plain.body.data.items[0];
    const patched = await send(shop(), 'PATCH', `/api/v1/carts/items/${item.id}`, { cart_unique_id: plain.body.data.unique_id, quantity: 1, options: { engraving: 'A' } });
    expect(patched.status).toBe(422);
    await shop().database.db.update(products).set({ engravable: true }).where(eq(products.id, config.productId));
  });
});
