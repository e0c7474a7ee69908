import type { FrontendEventType } from '../../api/contract/events';

/**
 * The shop's analytics events (kit/state/analytics.ts, spec section 4) in each provider's terms.
 * Money arrives in cents and leaves in units. Spec section 9: analytics identifies products by
 * their id, the social ad pixel by sku.
 */
export type Payload = Record<string, unknown> | undefined;

export interface ProviderEvent {
  name: string;
  params: Record<string, unknown>;
  /** A GA4 e-commerce event (the tag manager's dataLayer clears `ecommerce` before it). */
  ecommerce?: boolean;
}

interface Line {
  sku: string | undefined;
  productId: number | undefined;
  title: string | undefined;
  quantity: number;
  /** One piece's price in cents. */
  price: number | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const units = (cents: number | undefined) => (cents === undefined ? undefined : Math.round(cents) / 100);

/** The lines an event is about: its `items`, or the one line of a cart event. */
function linesOf(payload: Payload): Line[] {
  const raw = Array.isArray(payload?.items) ? (payload.items as Record<string, unknown>[]) : payload && (payload.sku || payload.product_id) ? [payload] : [];
  return raw.map((item) => {
    const quantity = count(item.quantity) ?? 1;
    const lineValue = count(item.value);
    return {
      sku: text(item.sku),
      productId: count(item.product_id),
      title: text(item.title),
      quantity,
      price: count(item.price) ?? (lineValue !== undefined && quantity > 0 ? lineValue / quantity : undefined),
    };
  });
}

/** The event's value in cents: its own, else the sum of its lines. */
function valueOf(payload: Payload, lines: Line[]): number | undefined {
  return count(payload?.value) ?? (lines.every((line) => line.price !== undefined) && lines.length ? lines.reduce((sum, line) => sum + line.price! * line.quantity, 0) : undefined);
}

const googleNames: Partial<Record<FrontendEventType, string>> = {
  add_to_cart: 'add_to_cart',
  remove_from_cart: 'remove_from_cart',
  begin_checkout: 'begin_checkout',
  add_payment_info: 'add_payment_info',
  add_shipping_info: 'add_shipping_info',
  purchase: 'purchase',
  add_to_favorites: 'add_to_wishlist',
  remove_from_favorites: 'remove_from_wishlist',
};

/** A shop event as GA4 names it (gtag and the tag manager's dataLayer); null for the heartbeat. */
export function googleEvent(type: FrontendEventType, payload: Payload, currency: string): ProviderEvent | null {
  switch (type) {
    case 'visit':
      return { name: 'page_view', params: { page_referrer: text(payload?.referrer) } };
    case 'search':
      return { name: 'search', params: { search_term: text(payload?.query) } };
    case 'scroll_depth':
      return { name: 'scroll', params: { percent_scrolled: count(payload?.percent) } };
    case 'checkout_error':
      return { name: 'checkout_error', params: { step: text(payload?.step), status: count(payload?.status), reason: text(payload?.reason) } };
    case 'remain':
      return null;
  }
  const lines = linesOf(payload);
  const params: Record<string, unknown> = {
    currency: text(payload?.currency) ?? currency,
    value: units(valueOf(payload, lines)),
    items: lines.map((line) => ({ item_id: line.productId === undefined ? undefined : String(line.productId), item_variant: line.sku, item_name: line.title, quantity: line.quantity, price: units(line.price) })),
  };
  if (type === 'purchase') params.transaction_id = payload?.order_id === undefined ? undefined : String(payload.order_id);
  if (type === 'add_payment_info') params.payment_type = text(payload?.payment_type);
  if (type === 'add_shipping_info') params.shipping_tier = text(payload?.shipping_tier);
  return { name: googleNames[type] ?? type, params, ecommerce: true };
}

const pixelNames: Partial<Record<FrontendEventType, string>> = {
  visit: 'PageView',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  search: 'Search',
  add_to_favorites: 'AddToWishlist',
};

/** A shop event as a Meta pixel standard event, products by sku; null for those it has none for. */
export function pixelEvent(type: FrontendEventType, payload: Payload, currency: string): ProviderEvent | null {
  const name = pixelNames[type];
  if (!name) return null;
  if (type === 'visit') return { name, params: {} };
  if (type === 'search') return { name, params: { search_string: text(payload?.query) } };
  const lines = linesOf(payload).filter((line) => line.sku);
  const value = units(valueOf(payload, lines));
  return {
    name,
    params: {
      content_type: 'product',
      content_ids: lines.map((line) => line.sku),
      contents: lines.map((line) => ({ id: line.sku, quantity: line.quantity })),
      num_items: lines.reduce((sum, line) => sum + line.quantity, 0),
      ...(value === undefined ? {} : { value, currency: text(payload?.currency) ?? currency }),
    },
  };
}
