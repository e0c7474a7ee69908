import type { DashboardDay } from '../../../api/contract/dashboard-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { adminMessages, adminT } from '../messages';
import { formatAxisMoney, formatCount, formatDay, niceCeiling } from './dashboard-format';

/** The drawing's own units (the SVG scales to its box). */
const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 64, right: 8, top: 12, bottom: 28 };

/** Every `AXIS_EVERY`-th day has a label, counted back from today (the last bar). */
const AXIS_EVERY = 7;

/**
 * Revenue per day as bars, drawn on the server (no script): one `<svg role="img">` named by its
 * title and described by a summary, and the same figures in a table behind a disclosure for
 * anyone who wants the numbers — screen readers included.
 */
export function RevenueChart({ id, days, currency, locale }: { id: string; days: DashboardDay[]; currency: string; locale: Locale }) {
  const texts = adminMessages[locale].dashboard;
  const t = adminT(locale);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.revenue)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.66);
  const y = (cents: number) => PLOT.top + plotHeight - (cents / top) * plotHeight;
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const paid = days.reduce((sum, day) => sum + day.paid_orders, 0);
  const best = days.reduce<DashboardDay | undefined>((found, day) => (!found || day.revenue > found.revenue ? day : found), undefined);
  const range = { first: formatDay(days[0]?.day ?? '', locale, 'long'), last: formatDay(days.at(-1)?.day ?? '', locale, 'long') };
  const summary =
    total > 0 && best
      ? t('dashboard.chartSummary', { ...range, total: money(total), orders: formatCount(paid, locale), best: formatDay(best.day, locale, 'long'), bestRevenue: money(best.revenue) })
      : t('dashboard.chartSummaryEmpty', range);

  return (
    <figure data-slot="revenue-chart" className="flex flex-col gap-3">
      <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" data-testid="revenue-chart">
        <title id={`${id}-title`}>{texts.chartTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} className={value === 0 ? 'stroke-ink-muted' : 'stroke-line'} strokeWidth={1} />
            <text x={PLOT.left - 8} y={y(value)} dy="0.32em" textAnchor="end" fontSize={11} className="fill-ink-soft">
              {formatAxisMoney(value, currency, locale)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          const isToday = index === days.length - 1;
          const labelled = (days.length - 1 - index) % AXIS_EVERY === 0;
          return (
            <g key={day.day} data-day={day.day}>
              {day.revenue > 0 ? (
                <rect x={x} y={y(day.revenue)} width={barWidth} height={y(0) - y(day.revenue)} rx={1.5} className={isToday ? 'fill-brand-strong' : 'fill-brand'}>
                  <title>{t('dashboard.chartBar', { day: formatDay(day.day, locale, 'long'), revenue: money(day.revenue), count: day.paid_orders })}</title>
                </rect>
              ) : null}
              {labelled ? (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} className="fill-ink-soft">
                  {formatDay(day.day, locale)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-ink-soft">{texts.revenueNote}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer underline underline-offset-4">{texts.showTable}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.tableCaption}</caption>
            <thead>
              <tr className="border-b border-ink">
                <th scope="col" className="py-2 pr-4 font-normal text-ink-muted">
                  {texts.columns.day}
                </th>
                {(['orders', 'paid', 'revenue', 'average'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 text-right font-normal text-ink-muted">
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line">
                  <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                    <time dateTime={day.day}>{formatDay(day.day, locale, 'long')}</time>
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatCount(day.orders, locale)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatCount(day.paid_orders, locale)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(day.revenue)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(day.average_order)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
