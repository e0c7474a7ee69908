import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { mailOutbox, productConfigurations, products } from '../../api/db/schema';
import { MAP_IMAGE_MAX_BYTES } from '../../domain/map/map-rules';
import { send, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const API = '/api/v1';
const amsterdam = { lat: 52.3731, lng: 4.8922, zoom: 14 };

/** A configuration of a seeded map product (or of a product without a map), with stock. */
async function configuration(shop: TestShop, map: boolean) {
  const [row] = await shop.database.db
    .select({ id: productConfigurations.id, sku: productConfigurations.sku, slug: products.slug, productId: products.id })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.active, true), eq(products.digital, false), gt(productConfigurations.cost, 0), map ? isNotNull(products.mapCenter) : isNull(products.mapCenter)))
    .orderBy(asc(productConfigurations.id))
    .limit(1);
  await shop.database.db.update(productConfigurations).set({ trackInventory: true, stockQty: 100 }).where(eq(productConfigurations.id, row!.id));
  return row!;
}

const png = (width = 1200, height = 1200) => sharp({ create: { width, height, channels: 3, background: '#8aa6c1' } }).png().toBuffer();

function upload(shop: TestShop, fields: { cart_unique_id?: string; item_id?: number | string; file?: Blob }) {
  const form = new FormData();
  if (fields.cart_unique_id !== undefined) form.set('cart_unique_id', fields.cart_unique_id);
  if (fields.item_id !== undefined) form.set('item_id', String(fields.item_id));
  if (fields.file) form.set('file', fields.file, 'map.png');
  return shop.get(`${API}/carts/map-images`, { method: 'POST', body: form });
}

const pngBlob = async (width?: number, height?: number) => new Blob([new Uint8Array(await png(width, height))], { type: 'image/png' });

/** A new cart holding one map line at `place`: its id and the line's id. */
async function mapLine(shop: TestShop, sku: string, place: object = amsterdam, extra: object = {}) {
  const added = await send(shop, 'POST', `${API}/carts/items`, { configuration_id: sku, options: { map: place, ...extra } });
  expect(added.status).toBe(200);
  return { cartId: added.body.data.unique_id as string, itemId: added.body.data.items[0].id as number };
}

describeOnEachDatabase('map jewellery', (shop) => {
  const origin = process.env.SHOP_ORIGIN;
  beforeAll(() => {
    process.env.SHOP_ORIGIN = 'https://www.juwelier.test';
  });
  afterAll(() => {
    if (origin === undefined) delete process.env.SHOP_ORIGIN;
    else process.env.SHOP_ORIGIN = origin;
  });

  it("tells a map product's starting place; other products have none", async () => {
    const map = await configuration(shop(), true);
    const plain = await configuration(shop(), false);
    const product = (await shop().get(`${API}/products/${map.slug}`)).body.data;
    expect(product.kind).toBe('map');
    expect(product.map).toEqual({ lat: expect.any(Number), lng: expect.any(Number), zoom: 14 });
    expect((await shop().get(`${API}/products/${plain.slug}`)).body.data.map).toBeNull();
  });

  it('keeps the place with the line: another place is another line, the same place the same line; bad places are 422', async () => {
    const map = await configuration(shop(), true);
    const { cartId } = await mapLine(shop(), map.sku);
    const add = (options: object) => send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: cartId, configuration_id: map.sku, options });
    // A float a browser sends with noise below the stored precision is the same place.
    const same = await add({ map: { ...amsterdam, lat: amsterdam.lat + 1e-9 } });
    expect(same.body.data.items).toHaveLength(1);
    expect(same.body.data.items[0]).toMatchObject({ quantity: 2, options: { map: amsterdam } });
    const rotterdam = await add({ map: { lat: 51.9225, lng: 4.4792, zoom: 15 } });
    expect(rotterdam.body.data.items).toHaveLength(2);
    const engraved = await add({ map: amsterdam, engraving: 'Hier begon het' });
    expect(engraved.body.data.items).toHaveLength(3);

    for (const [map, field] of [
      [{ ...amsterdam, lat: 91 }, 'options.map.lat'],
      [{ ...amsterdam, lng: -181 }, 'options.map.lng'],
      [{ ...amsterdam, zoom: 30 }, 'options.map.zoom'],
      [{ ...amsterdam, zoom: 13.5 }, 'options.map.zoom'],
      [{ lat: '52', lng: 4, zoom: 14 }, 'options.map.lat'],
    ] as const) {
      const refused = await add({ map });
      expect(refused.status, JSON.stringify(map)).toBe(422);
      expect(refused.body.error.fields[field]).toEqual(expect.any(String));
    }
    const plain = await configuration(shop(), false);
    const notMap = await send(shop(), 'POST', `${API}/carts/items?lang=de`, { configuration_id: plain.sku, options: { map: amsterdam } });
    expect(notMap.status).toBe(422);
    expect(notMap.body.error.fields['options.map']).toBe('Map ist ungültig');
  });

  it("stores the merged PNG with the line, shows it as the line's image at an unguessable URL, and keeps it when the line grows", async () => {
    const map = await configuration(shop(), true);
    const { cartId, itemId } = await mapLine(shop(), map.sku);
    const before = (await shop().get(`${API}/carts?cart_unique_id=${cartId}`)).body.data.items[0].image;
    const attached = await upload(shop(), { cart_unique_id: cartId, item_id: itemId, file: await pngBlob() });
    expect(attached.status).toBe(200);
    const line = attached.body.data.items[0];
    expect(line.image).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/map-images\/[0-9a-f]{48}\.png$/), width: 1200, height: 1200 });
    expect(line.image.url).not.toBe(before?.url);
    // The token is the image, not an option shown to anyone.
    expect(line.options).toEqual({ map: amsterdam });

    const served = await shop().app.request(line.image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1200 });

    const again = await send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: cartId, configuration_id: map.sku, options: { map: amsterdam } });
    expect(again.body.data.items).toHaveLength(1);
    expect(again.body.data.items[0]).toMatchObject({ quantity: 2, image: line.image });
    // A new engraving makes it another line: the old image (with the old text) goes.
    const patched = await send(shop(), 'PATCH', `${API}/carts/items/${itemId}`, { cart_unique_id: cartId, quantity: 2, options: { map: amsterdam, engraving: 'Nieuw' } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.items[0].image?.url ?? '').not.toContain('/map-images/');

    expect((await shop().app.request(`${API}/map-images/${'0'.repeat(48)}.png`)).status).toBe(404);
    expect((await shop().app.request(`${API}/map-images/..%2F..%2Fetc.png`)).status).toBe(404);
  });

  it('refuses what is not a 1200 × 1200 PNG of at most 4 MB with a 4xx, never a 500', async () => {
    const map = await configuration(shop(), true);
    const { cartId, itemId } = await mapLine(shop(), map.sku);
    const jpeg = new Blob([new Uint8Array(await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#fff' } }).jpeg().toBuffer())], { type: 'image/png' });
    const cases: [string, Blob, number][] = [
      ['a JPEG', jpeg, 422],
      ['a PNG of the wrong size', await pngBlob(800, 800), 422],
      ['not an image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), 422],
      ['an empty file', new Blob([]), 422],
      ['a PNG cut short', new Blob([new Uint8Array(await png()).slice(0, 2000)], { type: 'image/png' }), 422],
      ['more than 4 MB', new Blob([new Uint8Array(MAP_IMAGE_MAX_BYTES + 1)], { type: 'image/png' }), 413],
    ];
    for (const [what, file, status] of cases) {
      const refused = await upload(shop(), { cart_unique_id: cartId, item_id: itemId, file });
      expect(refused.status, what).toBe(status);
      if (status === 422) expect(refused.body.error.fields.file, what).toEqual(expect.any(String));
    }
    const missing = await upload(shop(), { cart_unique_id: cartId, item_id: itemId });
    expect(missing.status).toBe(422);
    expect((await upload(shop(), { cart_unique_id: cartId, item_id: 'one', file: await pngBlob() })).status).toBe(422);
    expect((await shop().get(`${API}/carts?cart_unique_id=${cartId}`)).body.data.items[0].image?.url ?? '').not.toContain('/map-images/');
  });

  it("attaches only to a map line of the sender's own open cart", async () => {
    const map = await configuration(shop(), true);
    const mine = await mapLine(shop(), map.sku);
    const theirs = await mapLine(shop(), map.sku, { lat: 53.2194, lng: 6.5665, zoom: 14 });
    const file = await pngBlob();
    // My cart's id with their line: not found, and their line keeps no image of mine.
    const crossed = await upload(shop(), { cart_unique_id: mine.cartId, item_id: theirs.itemId, file });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.code).toBe('cart_item_not_found');
    expect((await shop().get(`${API}/carts?cart_unique_id=${theirs.cartId}`)).body.data.items[0].image?.url ?? '').not.toContain('/map-images/');
    expect((await upload(shop(), { cart_unique_id: 'no-such-cart', item_id: mine.itemId, file })).status).toBe(404);

    const plain = await configuration(shop(), false);
    const withPlain = await send(shop(), 'POST', `${API}/carts/items`, { cart_unique_id: mine.cartId, configuration_id: plain.sku });
    const plainLine = withPlain.body.data.items.find((item: { configuration_id: string }) => item.configuration_id === plain.sku);
    const notMap = await upload(shop(), { cart_unique_id: mine.cartId, item_id: plainLine.id, file });
    expect(notMap.status).toBe(422);
    expect(notMap.body.error.fields.item_id).toEqual(expect.any(String));
  });

  it('copies the place and the merged image to the order, its page and its confirmation mail (absolute URL)', async () => {
    const map = await configuration(shop(), true);
    const { cartId, itemId } = await mapLine(shop(), map.sku, amsterdam, { engraving: 'A & B' });
    const image = (await upload(shop(), { cart_unique_id: cartId, item_id: itemId, file: await pngBlob() })).body.data.items[0].image;
    const patched = await send(shop(), 'PATCH', `${API}/carts/${cartId}`, { contact_email: 'kaart@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
    expect(patched.status).toBe(200);
    const placed = await send(shop(), 'POST', `${API}/carts/checkout/finish-immediately`, { cart_unique_id: cartId, type: 'bank_transfer' });
    expect(placed.status).toBe(200);
    const order = placed.body.data.order;
    const read = await send(shop(), 'GET', `${API}/checkout/get-order?cart_unique_id=${cartId}&order_id=${order.id}`);
    expect(read.body.data.order_products[0]).toMatchObject({ image: { url: image.url }, options: { map: amsterdam, engraving: 'A & B' } });

    const [mail] = await shop().database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'kaart@example.nl'), eq(mailOutbox.kind, 'order_confirmation')));
    expect(mail!.html).toContain(`<img src="https://www.juwelier.test${image.url}"`);
    expect(mail!.text).toContain('Kaart: 52.37310, 4.89220');
  });
});
