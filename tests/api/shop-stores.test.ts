import { and, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productConfigurations, products } from '../../api/db/schema';
import { createApiClient, type Transport } from '../../kit/data/client';
import { createCartStore } from '../../kit/cart/cart-store';
import { createListStore } from '../../kit/saved-lists/list-store';
import { CART_ID_KEY, LIST_ID_TTL_MS, memoryStorage, WISHLIST_ID_KEY, writeExpiringId } from '../../kit/state/stored-id';
import { describeOnEachDatabase, type TestShop } from './harness';

/** The storefront's stores on the real API, in process: what the browser does, minus the browser. */
function client(shop: TestShop) {
  const transport: Transport = (request) => Promise.resolve(shop.app.fetch(request));
  return createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' });
}

async function skus(shop: TestShop, count: number) {
  const rows = await shop.database.db
    .select({ id: productConfigurations.id, sku: productConfigurations.sku })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.active, true), gt(productConfigurations.cost, 0)))
    .orderBy(productConfigurations.id)
    .limit(count);
  for (const row of rows) await shop.database.db.update(productConfigurations).set({ trackInventory: true, stockQty: 50 }).where(eq(productConfigurations.id, row.id));
  return rows.map((r) => r.sku);
}

describeOnEachDatabase('storefront stores on the API', (shop) => {
  it('cart: add stores the new id, opens the drawer, tracks; quantity and remove update totals; a reload finds the cart', async () => {
    const api = client(shop());
    const storage = memoryStorage();
    const tracked: string[] = [];
    const announced: string[] = [];
    const cartStore = createCartStore({ api: async () => api, storage, track: (type) => tracked.push(type), announce: (cart) => announced.push(cart.unique_id) });
    const [a, b] = await skus(shop(), 2);

    const first = await cartStore.getState().add({ configuration_id: a!, quantity: 1 });
    expect(storage.getItem(CART_ID_KEY)).toBe(first.unique_id);
    expect(cartStore.getState().drawerOpen).toBe(true);
    await cartStore.getState().add({ configuration_id: b!, quantity: 2 });
    const cart = cartStore.getState().cart!;
    expect(cart.unique_id).toBe(first.unique_id);
    expect(cart.items_count).toBe(3);

    const line = cart.items.find((i) => i.configuration_id === b)!;
    const before = cart.final_amount;
    await cartStore.getState().setQuantity(line.id, 3);
    expect(cartStore.getState().cart!.final_amount).toBe(before + line.final_cost);
    expect(cartStore.getState().updating).toEqual([]);

    const removal = cartStore.getState().remove(line.id);
    expect(cartStore.getState().removing).toEqual([line.id]);
    await removal;
    expect(cartStore.getState().removing).toEqual([]);
    expect(cartStore.getState().cart!.items.map((i) => i.configuration_id)).toEqual([a]);
    expect(tracked).toEqual(['add_to_cart', 'add_to_cart', 'add_to_cart', 'remove_from_cart']);
    expect(announced).toHaveLength(4);

    // Another tab (same storage) loads the same cart.
    const otherTab = createCartStore({ api: async () => api, storage });
    await otherTab.getState().load();
    expect(otherTab.getState().cart!.items_count).toBe(1);
  });

  it('cart: removal that fails still ends the in-progress mark; an unknown stored id is forgotten', async () => {
    const api = client(shop());
    const storage = memoryStorage({ [CART_ID_KEY]: 'gone-cart-id-that-does-not-exist' });
    const cartStore = createCartStore({ api: async () => api, storage });
    await expect(cartStore.getState().load()).resolves.toBeNull();
    expect(storage.getItem(CART_ID_KEY)).toBeNull();

    const [a] = await skus(shop(), 1);
    await cartStore.getState().add({ configuration_id: a! });
    await expect(cartStore.getState().remove(999_999_999)).rejects.toMatchObject({ status: 404 });
    expect(cartStore.getState().removing).toEqual([]);
  });

  it('cart: a stock limit is refused with a Dutch message and nothing changes', async () => {
    const api = client(shop());
    const cartStore = createCartStore({ api: async () => api, storage: memoryStorage() });
    const [a] = await skus(shop(), 1);
    await cartStore.getState().add({ configuration_id: a!, quantity: 50 });
    await expect(cartStore.getState().add({ configuration_id: a!, quantity: 1 })).rejects.toMatchObject({ status: 422, fields: { quantity: expect.any(String) } });
    expect(cartStore.getState().cart!.items_count).toBe(50);
  });

  it('cart: /cart/{id} loads another cart and makes it current', async () => {
    const api = client(shop());
    const [a] = await skus(shop(), 1);
    const shared = createCartStore({ api: async () => api, storage: memoryStorage() });
    const sharedCart = await shared.getState().add({ configuration_id: a! });
    const storage = memoryStorage();
    const mine = createCartStore({ api: async () => api, storage });
    await mine.getState().loadById(sharedCart.unique_id);
    expect(mine.getState().cart!.unique_id).toBe(sharedCart.unique_id);
    expect(storage.getItem(CART_ID_KEY)).toBe(sharedCart.unique_id);
  });

  it('wishlist: toggle adds then removes, the id is kept 7 days, a reload sees the list; an expired id starts over', async () => {
    const api = client(shop());
    let now = 1_000_000;
    const storage = memoryStorage();
    const tracked: string[] = [];
    const wishlist = createListStore({ kind: 'wishlist', api: async () => api, storage, now: () => now, track: (type) => tracked.push(type) });
    await wishlist.getState().load();
    expect(wishlist.getState()).toMatchObject({ loaded: true, baggage: [], uniqueId: null });
    const [a, b] = await skus(shop(), 2);

    expect(await wishlist.getState().toggle(a!)).toBe('added');
    expect(await wishlist.getState().toggle(b!)).toBe('added');
    expect(await wishlist.getState().toggle(a!)).toBe('removed');
    expect(tracked).toEqual(['add_to_favorites', 'add_to_favorites', 'remove_from_favorites']);
    const id = wishlist.getState().uniqueId!;
    expect(JSON.parse(storage.getItem(WISHLIST_ID_KEY)!)).toEqual({ value: id, expires: now + LIST_ID_TTL_MS });

    const reloaded = createListStore({ kind: 'wishlist', api: async () => api, storage, now: () => now });
    await reloaded.getState().load();
    expect(reloaded.getState().baggage.map((e) => e.sku)).toEqual([b]);
    expect(reloaded.getState().items.map((i) => i.sku)).toEqual([b]);
    expect(reloaded.getState().has(b!)).toBe(true);

    now += LIST_ID_TTL_MS;
    const expired = createListStore({ kind: 'wishlist', api: async () => api, storage, now: () => now });
    await expired.getState().load();
    expect(expired.getState()).toMatchObject({ loaded: true, baggage: [], uniqueId: null });
    expect(storage.getItem(WISHLIST_ID_KEY)).toBeNull();
  });

  it('another tab loads the list and cart by the ids its message carries, even before its storage shows them', async () => {
    const api = client(shop());
    const [a] = await skus(shop(), 1);
    let announced: string | null = null;
    const senderWithNews = createListStore({ kind: 'wishlist', api: async () => api, storage: memoryStorage(), announce: (_, id) => (announced = id) });
    await senderWithNews.getState().toggle(a!);
    expect(announced).toBe(senderWithNews.getState().uniqueId);

    const receiver = createListStore({ kind: 'wishlist', api: async () => api, storage: memoryStorage() });
    await receiver.getState().load(announced!);
    expect(receiver.getState().baggage.map((e) => e.sku)).toEqual([a]);

    const cartSender = createCartStore({ api: async () => api, storage: memoryStorage() });
    const cart = await cartSender.getState().add({ configuration_id: a! });
    const cartReceiver = createCartStore({ api: async () => api, storage: memoryStorage() });
    await cartReceiver.getState().reload(cart.unique_id);
    expect(cartReceiver.getState().cart?.items_count).toBe(1);
  });

  it('comparison: fast toggles are saved in order, and an unknown stored id resets the list', async () => {
    const api = client(shop());
    const storage = memoryStorage();
    writeExpiringId(storage, 'comparlist_unique_id', 'no-such-list-id', Date.now());
    const compare = createListStore({ kind: 'comparison', api: async () => api, storage });
    await compare.getState().load();
    expect(compare.getState().baggage).toEqual([]);
    const [a, b, c] = await skus(shop(), 3);
    await Promise.all([compare.getState().toggle(a!), compare.getState().toggle(b!), compare.getState().toggle(c!)]);
    const again = createListStore({ kind: 'comparison', api: async () => api, storage });
    await again.getState().load();
    expect(again.getState().baggage.map((e) => e.sku)).toEqual([a, b, c]);
  });
});
