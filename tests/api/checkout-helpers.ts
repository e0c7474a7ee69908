import { and, asc, eq, gt } from 'drizzle-orm';
import { cartItems, carts, productConfigurations, products } from '../../api/db/schema';
import { newUniqueId } from '../../api/lib/unique-id';
import type { TestShop } from './harness';
import { testAddress } from './order-helpers';

export { testAddress };

export function send(shop: TestShop, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return shop.get(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/**
 * A physical configuration of an active product not on sale, with `stock` units tracked (the
 * nth one in id order, so tests in one file can use different ones).
 */
export async function stockedConfiguration(shop: TestShop, stock: number, nth = 0) {
  const rows = await shop.database.db
    .select({ id: productConfigurations.id, sku: productConfigurations.sku, cost: productConfigurations.cost, productId: products.id })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.active, true), eq(products.sale, false), eq(products.digital, false), gt(productConfigurations.cost, 0)))
    .orderBy(asc(productConfigurations.id))
    .limit(1)
    .offset(nth);
  const row = rows[0]!;
  await shop.database.db.update(productConfigurations).set({ trackInventory: true, stockQty: stock }).where(eq(productConfigurations.id, row.id));
  return row;
}

/** A cart with `quantity` of a configuration, ready to order (e-mail, Dutch address, PostNL), written straight to the database. */
export async function readyCart(shop: TestShop, configurationId: number, quantity = 1, email = 'koper@example.nl'): Promise<string> {
  const uniqueId = newUniqueId();
  const [cart] = await shop.database.db
    .insert(carts)
    .values({ uniqueId, contactEmail: email, shippingAddress: testAddress, shippingRateCode: 'postnl-insured' })
    .returning({ id: carts.id });
  await shop.database.db.insert(cartItems).values({ cartId: cart!.id, productConfigurationId: configurationId, quantity });
  return uniqueId;
}

/** Adds through the API (the way the storefront does) and fills the checkout form with PATCH. */
export async function cartThroughApi(shop: TestShop, sku: string, quantity = 1): Promise<string> {
  const added = await send(shop, 'POST', '/api/v1/carts/items', { configuration_id: sku, quantity });
  const id = added.body.data.unique_id as string;
  const patched = await send(shop, 'PATCH', `/api/v1/carts/${id}`, { contact_email: 'koper@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
  if (patched.status !== 200) throw new Error(`PATCH failed: ${JSON.stringify(patched.body)}`);
  return id;
}
