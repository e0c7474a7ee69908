import type { AdminDashboard } from '../../../api/contract/dashboard-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { adminMessages, adminT } from '../messages';
import { formatCount } from './dashboard-format';
import { FigureCard, orderListHref } from './figure-card';
import { LowStockTable } from './low-stock-table';
import { RevenueChart } from './revenue-chart';

const listClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/**
 * The back office's dashboard, rendered on the server from GET /admin/dashboard: today's figures,
 * what waits (each card a link to the list behind it: orders filtered the same way, the returns
 * queue, and — for who may use it, `catalogueHref` — the catalogue), revenue over 30 days as a
 * chart with its table, and low stock. No client script.
 */
export function Dashboard({ data, locale, catalogueHref }: { data: AdminDashboard; locale: Locale; catalogueHref?: string }) {
  const texts = adminMessages[locale].dashboard;
  const t = adminT(locale);
  const money = (cents: number) => formatMoney(cents, data.currency_code, locale);
  const count = (value: number) => formatCount(value, locale);
  const today = data.today.day;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="dashboard-today" className="flex flex-col gap-3">
        <h2 id="dashboard-today" className="text-2xl">
          {texts.today}
        </h2>
        <ul className={listClass}>
          <FigureCard
            testId="dashboard-today-orders"
            label={texts.todayOrders}
            value={count(data.today.orders)}
            note={t('dashboard.todayOrdersNote', { count: data.today.paid_orders })}
            href={orderListHref({ from: today, to: today })}
            linkText={texts.showOrders}
          />
          <FigureCard testId="dashboard-today-revenue" label={texts.todayRevenue} value={money(data.today.revenue)} />
          <FigureCard testId="dashboard-today-average" label={texts.todayAverage} value={money(data.today.average_order)} />
        </ul>
      </section>

      <section aria-labelledby="dashboard-waiting" className="flex flex-col gap-3">
        <h2 id="dashboard-waiting" className="text-2xl">
          {texts.waiting}
        </h2>
        <ul className={listClass}>
          <FigureCard testId="dashboard-awaiting-payment" label={texts.awaitingPayment} value={count(data.awaiting_payment)} href={orderListHref({ payment_status: '0' })} linkText={texts.showOrders} />
          <FigureCard
            testId="dashboard-awaiting-shipment"
            label={texts.awaitingShipment}
            value={count(data.awaiting_shipment)}
            href={orderListHref({ payment_status: '1', fulfillment_status: 'processing' })}
            linkText={texts.showOrders}
          />
          <FigureCard testId="dashboard-open-returns" label={texts.openReturns} value={count(data.open_returns)} note={texts.openReturnsNote} href="/admin/returns" linkText={texts.showReturns} />
          <FigureCard
            testId="dashboard-low-stock"
            label={texts.lowStock}
            value={count(data.low_stock.count)}
            note={t('dashboard.lowStockNote', { threshold: data.low_stock.threshold })}
            href={catalogueHref}
            linkText={texts.showCatalogue}
          />
        </ul>
      </section>

      <section aria-labelledby="dashboard-chart" className="flex flex-col gap-3">
        <h2 id="dashboard-chart" className="text-2xl">
          {texts.chartTitle}
        </h2>
        <RevenueChart id="dashboard-revenue" days={data.days} currency={data.currency_code} locale={locale} />
      </section>

      <LowStockTable lowStock={data.low_stock} locale={locale} headingId="dashboard-low-stock-title" />
    </div>
  );
}
