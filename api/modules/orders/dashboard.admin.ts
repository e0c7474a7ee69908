import { sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { OPEN_RETURN_STATUSES, PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import { DASHBOARD_DAYS, LOW_STOCK_LISTED, LOW_STOCK_THRESHOLD, type AdminDashboard, type DashboardDay } from '../../contract/dashboard-admin';
import { queryRows, type Db } from '../../db/client';
import { lowStockVariants } from '../catalog';
import { SHOP_CURRENCY } from '../pricing';

/*
 * The back office's dashboard: three statements, each one pass over an index or a table.
 *
 * Revenue is what paid orders were worth when placed (`final_amount + gift_card_amount`: the
 * goods, shipping and discounts, whatever paid for them), on the Amsterdam day they were placed,
 * gross: an order counts once its money came in — paid, return requested, refund started,
 * partially refunded, refunded — and stays counted when refunded (refunds are the refunds' own
 * figure). Unpaid orders (0) and voided ones (4: cancelled before payment) are no revenue.
 */
const REVENUE_STATUSES = [PAYMENT_STATUS.paid, PAYMENT_STATUS.returnRequested, PAYMENT_STATUS.refundStarted, PAYMENT_STATUS.partiallyRefunded, PAYMENT_STATUS.refunded];
const revenueStatuses = sql.raw(REVENUE_STATUSES.join(', '));
const openReturnStatuses = sql.raw(OPEN_RETURN_STATUSES.map((status) => `'${status}'`).join(', '));

interface DayRow {
  day: string;
  orders: number;
  paid_orders: number;
  revenue: string | number;
}

/**
 * The last DASHBOARD_DAYS Amsterdam days, oldest first, every one present. One range scan of
 * `orders_created_idx` (the orders placed since the first day's midnight), grouped by day and
 * joined to generate_series for the days without orders.
 */
async function ordersByDay(db: Db): Promise<DashboardDay[]> {
  const rows = await queryRows<DayRow>(
    db,
    sql`WITH first AS (SELECT (now() AT TIME ZONE 'Europe/Amsterdam')::date - ${DASHBOARD_DAYS - 1}::int AS day),
        placed AS (
          SELECT (o.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS day,
                 count(*) FILTER (WHERE o.payment_status <> ${PAYMENT_STATUS.voided})::int AS orders,
                 count(*) FILTER (WHERE o.payment_status IN (${revenueStatuses}))::int AS paid_orders,
                 coalesce(sum(o.final_amount::bigint + o.gift_card_amount) FILTER (WHERE o.payment_status IN (${revenueStatuses})), 0)::bigint AS revenue
          FROM orders o, first
          WHERE o.created_at >= (first.day::timestamp AT TIME ZONE 'Europe/Amsterdam')
          GROUP BY 1
        )
        SELECT d.day::date::text AS day, coalesce(p.orders, 0)::int AS orders, coalesce(p.paid_orders, 0)::int AS paid_orders, coalesce(p.revenue, 0)::bigint AS revenue
        FROM first, generate_series(first.day, first.day + ${DASHBOARD_DAYS - 1}::int, interval '1 day') AS d(day)
        LEFT JOIN placed p ON p.day = d.day::date
        ORDER BY d.day`,
  );
  return rows.map((row) => {
    const revenue = Number(row.revenue);
    const paid = Number(row.paid_orders);
    return { day: row.day, orders: Number(row.orders), paid_orders: paid, revenue, average_order: paid ? Math.round(revenue / paid) : 0 };
  });
}

/** What waits for staff: unpaid orders, paid ones to ship, open returns; each count an index-only scan (orders_states_idx). */
async function waitingCounts(db: Db): Promise<{ awaiting_payment: number; awaiting_shipment: number; open_returns: number }> {
  const [row] = await queryRows<{ awaiting_payment: number; awaiting_shipment: number; open_returns: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM orders o WHERE o.payment_status = ${PAYMENT_STATUS.unpaid} AND o.fulfillment_status <> 'cancelled') AS awaiting_payment,
               (SELECT count(*)::int FROM orders o WHERE o.payment_status = ${PAYMENT_STATUS.paid} AND o.fulfillment_status = 'processing') AS awaiting_shipment,
               (SELECT count(*)::int FROM return_requests r WHERE r.status IN (${openReturnStatuses})) AS open_returns`,
  );
  return { awaiting_payment: Number(row?.awaiting_payment ?? 0), awaiting_shipment: Number(row?.awaiting_shipment ?? 0), open_returns: Number(row?.open_returns ?? 0) };
}

/** GET /admin/dashboard: today, the last 30 days, what waits, and low stock. */
export async function adminDashboard(db: Db, locale: Locale): Promise<AdminDashboard> {
  // One after the other: inside a read retry the connection runs one statement at a time.
  const days = await ordersByDay(db);
  const waiting = await waitingCounts(db);
  const lowStock = await lowStockVariants(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LISTED, locale);
  return {
    currency_code: SHOP_CURRENCY,
    today: days[days.length - 1]!,
    days,
    ...waiting,
    low_stock: {
      threshold: LOW_STOCK_THRESHOLD,
      count: lowStock.count,
      items: lowStock.items.map((item) => ({ configuration_id: item.configurationId, product_id: item.productId, sku: item.sku, title: item.title, stock_qty: item.stockQty })),
    },
  };
}
