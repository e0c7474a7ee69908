import { expect, it } from 'vitest';
import { referenceCacheListens } from '../../api/lib/reference-cache';
import { statementKind } from '../../api/lib/safe-log';
import { send, stockedConfiguration, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

/** The statement kinds one API call runs, in order, without BEGIN and COMMIT (PGlite's driver sends those itself, unseen). */
async function statementsOf(shop: TestShop, method: string, path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown>; steps: string[] }> {
  const seen: string[] = [];
  const stop = shop.database.observeQueries((statement) => seen.push(statement));
  try {
    const answer = await send(shop, method, path, body);
    return { status: answer.status, data: answer.body.data, steps: seen.map(statementKind).filter((kind) => kind !== 'begin' && kind !== 'commit') };
  } finally {
    stop();
  }
}

describeOnEachDatabase('the statements of a purchase', (shop) => {
  it('add to a new cart, fill the form, place a bank-transfer order', async () => {
    const config = await stockedConfiguration(shop(), 50, 3);
    const purchase = async () => {
      const added = await statementsOf(shop(), 'POST', '/api/v1/carts/items', { configuration_id: config.sku, quantity: 1 });
      expect(added.status).toBe(200);
      const id = added.data.unique_id as string;
      const filled = await statementsOf(shop(), 'PATCH', `/api/v1/carts/${id}`, { contact_email: 'koper@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
      expect(filled.status).toBe(200);
      const placed = await statementsOf(shop(), 'POST', '/api/v1/carts/checkout/finish-immediately', { cart_unique_id: id, type: 'bank_transfer' });
      expect(placed.status).toBe(200);
      return { add: added.steps, fill: filled.steps, place: placed.steps };
    };
    // The reference cache warm (languages, taxonomies, settings), as in a shop that runs.
    await purchase();
    expect(await referenceCacheListens(shop().database.db)).toBe(true);
    await purchase();
    const steps = await purchase();
    // Compared as sets with counts: reads side by side may reach the driver in either order.
    const sorted = (list: string[]) => [...list].sort();
    // Round trips: the versions, the configuration, the new cart with its line (the statement
    // answers both rows: the cart is not read again), then the products and the minimum payment
    // side by side. A cart made by that statement has no gift card bound: none is looked for.
    expect(sorted(steps.add)).toEqual(
      sorted([
        'select cache_version_system_settings', // the request's cache versions (maintenance, languages, taxonomies from memory)
        'select product_configurations', // the configuration added: sellable, its stock
        'with new_cart', // the cart and its line, written and answered: one statement
        'select product_translations', // the lines' products, prices and texts: one statement
        'select settings', // the minimum payment: money, never from the cache
      ]),
    );
    // The answer prices the cart as the update wrote it, with the lines read under its lock and
    // the rates the change was checked against: neither is read again.
    expect(sorted(steps.fill)).toEqual(
      sorted([
        'select cache_version_system_settings',
        'select carts', // locked, with its lines
        'select shipping_rates', // the rate chosen must ship to the address
        'update carts', // answering the cart as written
        'select product_translations',
        'select cart_gift_cards',
        'select settings',
      ]),
    );
    // Placing the order: no languages, taxonomies or settings read inside the transaction (they
    // come from the reference cache at the versions the transaction reads), no savepoint, no
    // order, cart or line read back: the cart is read once, with its lines, as it is locked (a
    // retry finds its order there); the products' collections and categories (the return
    // windows) come with their prices; the confirmation takes the lines as they were written.
    expect(sorted(steps.place)).toEqual(
      sorted([
        'select cache_version_system_settings', // the request's
        'select carts', // locked, with its lines
        'select product_configurations', // locked, in id order
        'select cache_version_system_settings', // the transaction's own versions
        'select product_translations', // the lines' products, prices, texts, collections and categories
        'select cart_gift_cards',
        'select shipping_rates',
        'select settings', // the minimum payment
        'update product_configurations', // stock taken
        'select return_timeframes', // the return windows' rules (from the cache once a product page read them; none did here)
        'insert orders', // with its number from the sequence
        'insert order_products', // answering the lines written
        'insert order_events',
        'update carts', // ordered
        'insert mail_outbox',
      ]),
    );
  });
});
