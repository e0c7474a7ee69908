import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from './catalogue-admin';
import { centsSchema } from './common';

/*
 * The back office's dashboard (`GET /admin/dashboard`, area `orders`: fulfilment and admins): the
 * shop's day at a glance. Days are Amsterdam days; money is integer cents.
 */

/** Days in the dashboard's chart, today included. */
export const DASHBOARD_DAYS = 30;
/** A variant with this many or fewer in stock is low: the catalogue screen's "low stock" filter. */
export { LOW_STOCK_THRESHOLD };
/** Low-stock variants listed (the lowest first); `count` says how many there are in all. */
export const LOW_STOCK_LISTED = 10;

/** One Amsterdam day of orders. */
export const dashboardDaySchema = z.object({
  /** `2026-03-01`. */
  day: z.iso.date(),
  /** Orders placed that day, paid or waiting for payment: every one but the voided (cancelled before payment). */
  orders: z.number().int(),
  /** Of those, the orders whose money came in: paid, return requested, refund started, partially refunded, refunded. */
  paid_orders: z.number().int(),
  /** What those paid orders were worth when placed: `final_amount + gift_card_amount` (gross: later refunds are not subtracted). */
  revenue: centsSchema,
  /** revenue / paid_orders, rounded to the cent; 0 on a day without paid orders. */
  average_order: centsSchema,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const lowStockItemSchema = z.object({
  configuration_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  /** The product's title in the requested language (else the shop's default). */
  title: z.string(),
  stock_qty: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

export const adminDashboardSchema = z.object({
  currency_code: z.string(),
  /** The last day of `days`: today in Amsterdam. */
  today: dashboardDaySchema,
  /** The last 30 days, oldest first, every day present (zeros on a day without orders). */
  days: z.array(dashboardDaySchema).length(DASHBOARD_DAYS),
  /** Unpaid orders that are not cancelled (the order list's `payment_status=0`). */
  awaiting_payment: z.number().int(),
  /** Paid orders still `processing` (the order list's `payment_status=1&fulfillment_status=processing`). */
  awaiting_shipment: z.number().int(),
  /** Return requests that are `requested`, `approved` or `received`. */
  open_returns: z.number().int(),
  /** Variants of active products with stock kept and `stock_qty` ≤ `threshold`: how many, and the lowest ten. */
  low_stock: z.object({ threshold: z.number().int(), count: z.number().int(), items: z.array(lowStockItemSchema) }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
