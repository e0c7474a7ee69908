import { PAYMENT_STATUS, returnWindow, type FulfillmentStatus, type PaymentStatus } from '../../domain/orders/order-rules';

/**
 * The customer's orders as the storefront shows them: paths, status slugs and tones, and why an
 * order cannot be returned. Plain functions (no zod), so islands may import them.
 */

export type PaymentStatusSlug = keyof typeof PAYMENT_STATUS;

const slugByCode = new Map<number, PaymentStatusSlug>(Object.entries(PAYMENT_STATUS).map(([slug, code]) => [code, slug as PaymentStatusSlug]));

/** The spec's name of a payment status code (`0` → `unpaid`), or null for an unknown code. */
export function paymentStatusSlug(code: number): PaymentStatusSlug | null {
  return slugByCode.get(code) ?? null;
}

/**
 * A payment status in the page's language: bootstrap's `order_statuses` title when the shop set
 * one for the code, else the shop's own text for its slug.
 */
export function paymentStatusLabel(code: number, statuses: readonly { id: number; title: string }[], fallback: Record<PaymentStatusSlug, string>): string {
  const fromShop = statuses.find((status) => status.id === code)?.title.trim();
  if (fromShop) return fromShop;
  const slug = paymentStatusSlug(code);
  return slug ? fallback[slug] : String(code);
}

/** How a status badge reads at a glance; the word says the rest. */
export type StatusTone = 'positive' | 'attention' | 'neutral' | 'negative';

const paymentTones: Record<PaymentStatusSlug, StatusTone> = {
  unpaid: 'attention',
  paid: 'positive',
  refundStarted: 'attention',
  returnRequested: 'attention',
  refunded: 'neutral',
  partiallyRefunded: 'neutral',
  voided: 'negative',
};

export function paymentTone(code: number): StatusTone {
  const slug = paymentStatusSlug(code);
  return slug ? paymentTones[slug] : 'neutral';
}

const fulfillmentTones: Record<FulfillmentStatus, StatusTone> = { processing: 'attention', shipped: 'attention', delivered: 'positive', cancelled: 'negative' };

export function fulfillmentTone(status: FulfillmentStatus): StatusTone {
  return fulfillmentTones[status];
}

/** Carriers' own spelling; an unknown carrier keeps the name the shop stored. */
const carrierNames: Record<string, string> = { postnl: 'PostNL', dhl: 'DHL', dpd: 'DPD', ups: 'UPS', gls: 'GLS' };

export function carrierName(carrier: string): string {
  return carrierNames[carrier.toLowerCase()] ?? carrier;
}

/** Routes of the customer's orders (without the locale prefix). */
export const orderPaths = {
  list: '/profile/orders',
  order: (id: number) => `/profile/orders/${id}`,
  trackingList: '/profile/order-tracking',
  tracking: (id: number) => `/profile/order-tracking/${id}`,
  returnForm: (id: number) => `/return/${id}`,
};

const MAX_ID = 2_147_483_647;

/** An order id from a route segment: digits only, 1 up to the API's limit; otherwise null (the page is a 404). */
export function parseOrderId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** The `page` query of a list: a whole number from 1 (the API's limit 10 000), else page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), 10_000);
}

/** What the order page and the return form read to explain a refusal. */
export interface ReturnableOrder {
  payment_status: number;
  created_at: string;
  delivered_at: string | null;
  can_return: boolean;
  order_products: readonly { digital: boolean; return_days: number; quantity: number; requested_quantity: number }[];
}

export type ReturnRefusal =
  | { kind: 'not_paid' }
  | { kind: 'not_delivered' }
  /** `until` is the last window's end (ISO). */
  | { kind: 'window_closed'; until: string }
  | { kind: 'all_requested' };

/**
 * Why an order cannot be returned, by the same rule the API applies (`returnWindow` of
 * domain/orders/order-rules.ts): not paid, not delivered, every window closed, or every unit
 * already asked for. Null when the API says some line can still be returned.
 */
export function returnRefusal(order: ReturnableOrder, now: Date = new Date()): ReturnRefusal | null {
  if (order.can_return) return null;
  const windows = order.order_products.map((line) =>
    returnWindow(
      {
        paymentStatus: order.payment_status as PaymentStatus,
        createdAt: new Date(order.created_at),
        deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
        digital: line.digital,
        returnDays: line.return_days,
        quantity: line.quantity,
        requestedQuantity: line.requested_quantity,
      },
      now,
    ),
  );
  const refusals = new Set(windows.map((window) => window.refusal));
  if (refusals.has('order_not_paid') || windows.length === 0) return { kind: 'not_paid' };
  if (refusals.has('order_not_delivered')) return { kind: 'not_delivered' };
  if (refusals.has('return_window_closed')) {
    const last = Math.max(...windows.map((window) => window.until?.getTime() ?? 0));
    return { kind: 'window_closed', until: new Date(last).toISOString() };
  }
  return { kind: 'all_requested' };
}
