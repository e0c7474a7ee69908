/**
 * Order rules shared by the API and the storefront (plain values and functions: no zod, so the
 * customer area's islands can import them).
 */

/** Spec section 4 "Payment status codes". */
export const PAYMENT_STATUS = {
  unpaid: 0,
  paid: 1,
  refunded: 2,
  partiallyRefunded: 3,
  voided: 4,
  refundStarted: 5,
  returnRequested: 6,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const paymentStatuses = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly PaymentStatus[];

/** Where the goods are: set by the shop (and by checkout); `cancelled` only for voided orders. */
export const fulfillmentStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfillmentStatus = (typeof fulfillmentStatuses)[number];

/**
 * Steps of an order's history (GET /tracking). The API sends the key; the storefront words it
 * in the shopper's language.
 */
export const orderEventStatuses = [
  'placed',
  'paid',
  'processing',
  'shipped',
  'in_transit',
  'delivered',
  'cancelled',
  'return_requested',
  'repair_requested',
  'refund_started',
  'refunded',
  'partially_refunded',
  'return_approved',
  'return_rejected',
  'return_received',
  'repaired',
] as const;
export type OrderEventStatus = (typeof orderEventStatuses)[number];

/** Spec section 3 "Return types": refund = 1 (label returnAndRefund), repair = 2 (repairResize). */
export const RETURN_TYPE = { refund: 1, repair: 2 } as const;
export type ReturnKind = (typeof RETURN_TYPE)[keyof typeof RETURN_TYPE];

/**
 * A return request's progress; only `requested` is set by customers, the rest by the shop:
 * requested → approved | rejected; approved → received; received → completed (refunded or
 * repaired, see `returnResolutions`).
 */
export const returnRequestStatuses = ['requested', 'approved', 'rejected', 'received', 'completed'] as const;
export type ReturnRequestStatus = (typeof returnRequestStatuses)[number];
/** Requests the shop still has to act on (the back office's queue, the dashboard's "open returns"). */
export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const satisfies readonly ReturnRequestStatus[];
/** How a completed request ended. */
export const returnResolutions = ['refunded', 'repaired'] as const;
export type ReturnResolution = (typeof returnResolutions)[number];

/** Which step staff may take on a request in each state (approve/reject a new one, receive an approved one, then refund or repair). */
export const RETURN_TRANSITIONS = {
  approve: ['requested'],
  reject: ['requested'],
  receive: ['approved'],
  complete: ['received'],
} as const satisfies Record<string, readonly ReturnRequestStatus[]>;
export type ReturnAction = keyof typeof RETURN_TRANSITIONS;

/** Payment states in which money can still be given back (some of it, after a partial refund). */
export const REFUNDABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = [PAYMENT_STATUS.paid, PAYMENT_STATUS.returnRequested, PAYMENT_STATUS.partiallyRefunded, PAYMENT_STATUS.refundStarted];

/** Payment states in which the goods are paid for and the shop still holds the money: returns may be asked. */
export const RETURNABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = [PAYMENT_STATUS.paid, PAYMENT_STATUS.returnRequested];

/** Order numbers: `AU-<year>-<6 or more digits>`. */
export const PO_NUMBER_PATTERN = /^AU-\d{4}-\d{6,}$/;

/** Carriers whose tracking page the shop can link to. */
export const carriers = ['postnl', 'dhl', 'dpd', 'ups', 'gls'] as const;
export type Carrier = (typeof carriers)[number];

/**
 * The carrier's public tracking page for a parcel, or null for an unknown carrier or without a
 * tracking number. PostNL wants the destination's country and postcode as well.
 */
export function trackingUrl(carrier: string | null, trackingNumber: string | null, destination?: { country?: string | null; zip?: string | null } | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const code = encodeURIComponent(trackingNumber.trim());
  switch (carrier.toLowerCase()) {
    case 'postnl': {
      const country = destination?.country?.trim().toUpperCase();
      const zip = destination?.zip?.replace(/\s+/g, '').toUpperCase();
      return country && zip
        ? `https://jouw.postnl.nl/track-and-trace/${code}-${encodeURIComponent(country)}-${encodeURIComponent(zip)}`
        : `https://jouw.postnl.nl/track-and-trace/${code}`;
    }
    case 'dhl':
      return `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=${code}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/nl_NL/parcel/${code}`;
    case 'ups':
      return `https://www.ups.com/track?loc=nl_NL&tracknum=${code}`;
    case 'gls':
      return `https://gls-group.com/NL/nl/volg-je-pakket?match=${code}`;
    default:
      return null;
  }
}

const DAY_MS = 86_400_000;

/** What the return window of one ordered line depends on. */
export interface ReturnWindowInput {
  paymentStatus: number;
  /** When the order was placed; a digital line counts as delivered then. */
  createdAt: Date;
  /** When the parcel was delivered (null while it is on its way). */
  deliveredAt: Date | null;
  digital: boolean;
  returnDays: number;
  quantity: number;
  /** Units already in return or repair requests (rejected ones not counted). */
  requestedQuantity: number;
}

export interface ReturnWindow {
  /** End of the window; null while a physical line is not delivered. */
  until: Date | null;
  /** Units that may still be asked for. */
  quantity: number;
  /** Whether a request for this line would be accepted now. */
  open: boolean;
  /** Why not, when it is not (the API's error code). */
  refusal: 'order_not_paid' | 'order_not_delivered' | 'return_window_closed' | 'return_quantity_exceeded' | null;
}

/**
 * The return rule of one ordered line: the order is paid (or already has a return asked), the
 * line was delivered (a digital line at once), the line's `return_days` have not passed since,
 * and units are left that no earlier request holds. The order page and POST /returns/request
 * use this one function.
 */
export function returnWindow(line: ReturnWindowInput, now: Date = new Date()): ReturnWindow {
  const start = line.digital ? line.createdAt : line.deliveredAt;
  const until = start ? new Date(start.getTime() + line.returnDays * DAY_MS) : null;
  const quantity = Math.max(0, line.quantity - line.requestedQuantity);
  const refusal = !RETURNABLE_PAYMENT_STATUSES.includes(line.paymentStatus as PaymentStatus)
    ? 'order_not_paid'
    : !until
      ? 'order_not_delivered'
      : now.getTime() > until.getTime()
        ? 'return_window_closed'
        : quantity === 0
          ? 'return_quantity_exceeded'
          : null;
  return { until, quantity, open: refusal === null, refusal };
}

/** A customer may cancel an order that is neither paid nor on its way (PATCH /orders/{id}). */
export function isCancellable(order: { paymentStatus: number; fulfillmentStatus: string }): boolean {
  return order.paymentStatus === PAYMENT_STATUS.unpaid && order.fulfillmentStatus === 'processing';
}
