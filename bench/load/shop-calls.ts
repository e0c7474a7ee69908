/**
 * The storefront's API calls a shopper's browser makes, as the benches make them: add to a new
 * cart, fill the checkout form, place a bank-transfer order.
 */
import { testAddress } from '../../tests/fixtures/address';

const json = { 'content-type': 'application/json' };

async function call(base: string, method: string, path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, { method, headers: json, body: JSON.stringify(body) });
  const parsed = (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  return { status: response.status, data: parsed?.data ?? {} };
}

export class CallFailed extends Error {}

/** POST /carts/items on a new cart; the cart's id. */
export async function addToNewCart(base: string, sku: string): Promise<string> {
  const added = await call(base, 'POST', '/api/v1/carts/items', { configuration_id: sku, quantity: 1 });
  if (added.status !== 200 && added.status !== 201) throw new CallFailed(`add to cart: ${added.status}`);
  return String(added.data.unique_id);
}

/** The checkout form filled in (e-mail, address, PostNL) with PATCH /carts/{id}. */
export async function fillCheckout(base: string, cartId: string): Promise<void> {
  const patched = await call(base, 'PATCH', `/api/v1/carts/${cartId}`, { contact_email: 'bench@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' });
  if (patched.status !== 200) throw new CallFailed(`fill checkout: ${patched.status}`);
}

/** POST /carts/checkout/finish-immediately with bank transfer; the order's id. */
export async function placeBankTransferOrder(base: string, cartId: string): Promise<number> {
  const placed = await call(base, 'POST', '/api/v1/carts/checkout/finish-immediately', { cart_unique_id: cartId, type: 'bank_transfer' });
  if (placed.status !== 200) throw new CallFailed(`place order: ${placed.status}`);
  return Number((placed.data.order as { id: number }).id);
}

/** A whole purchase of one unit of `sku`: add to a new cart, fill the form, place a bank-transfer order; the order's id. */
export async function bankTransferPurchase(base: string, sku: string): Promise<number> {
  const cart = await addToNewCart(base, sku);
  await fillCheckout(base, cart);
  return placeBankTransferOrder(base, cart);
}

/** SKUs of physical, orderable configurations with a price, and their products' slugs. */
export async function orderableProducts(base: string, count = 60): Promise<{ slug: string; sku: string }[]> {
  const response = await fetch(`${base}/api/v1/system-catalog?count=${count}`);
  const listing = (await response.json()) as { data: { slug: string; digital?: boolean; default_config?: { configuration_id: string; cost: number } | null }[] };
  return listing.data.filter((item) => !item.digital && item.default_config && item.default_config.cost > 0).map((item) => ({ slug: item.slug, sku: item.default_config!.configuration_id }));
}
