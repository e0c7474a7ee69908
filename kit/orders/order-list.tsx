import type { StatusTone } from './orders';
import { StatusBadge } from './status-badge';

/** One order as a row of the list; every text is already in the page's language. */
export interface OrderListRow {
  id: number;
  number: string;
  /** The date as shown, and as `<time dateTime>` wants it. */
  date: string;
  dateTime: string;
  /** Formatted total; left out by lists that do not show it (tracking). */
  total?: string;
  payment?: { label: string; tone: StatusTone };
  fulfillment: { label: string; tone: StatusTone };
  href: string;
  /** The link's accessible name, e.g. "Bekijk bestelling AU-2026-000007". */
  linkName: string;
}

export interface OrderListLabels {
  /** Name of the list. */
  list: string;
  number: string;
  date: string;
  total: string;
  payment: string;
  fulfillment: string;
  /** The visible link text, e.g. "Bekijk bestelling". */
  link: string;
}

const term = 'text-xs tracking-[0.14em] text-ink-muted uppercase';

/** The customer's orders: number, date, total and statuses per row, each with a link to the order. */
export function OrderList({ rows, labels }: { rows: OrderListRow[]; labels: OrderListLabels }) {
  return (
    <ul aria-label={labels.list} data-slot="order-list" className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} data-slot="order-row" data-order-id={row.id} className="flex flex-col gap-4 border border-line bg-surface p-4 sm:p-5 xl:flex-row xl:items-center xl:gap-6">
          <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 xl:auto-cols-[minmax(max-content,1fr)] xl:grid-flow-col xl:grid-cols-none">
            <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
              <dt className={term}>{labels.number}</dt>
              <dd data-slot="order-number" className="font-medium break-all text-ink tabular-nums">
                {row.number}
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className={term}>{labels.date}</dt>
              <dd className="text-ink tabular-nums">
                <time dateTime={row.dateTime}>{row.date}</time>
              </dd>
            </div>
            {row.total !== undefined ? (
              <div className="flex flex-col gap-1">
                <dt className={term}>{labels.total}</dt>
                <dd data-slot="order-total" className="text-ink tabular-nums">
                  {row.total}
                </dd>
              </div>
            ) : null}
            {row.payment ? (
              <div className="flex flex-col items-start gap-1">
                <dt className={term}>{labels.payment}</dt>
                <dd data-slot="order-payment-status">
                  <StatusBadge tone={row.payment.tone}>{row.payment.label}</StatusBadge>
                </dd>
              </div>
            ) : null}
            <div className="flex flex-col items-start gap-1">
              <dt className={term}>{labels.fulfillment}</dt>
              <dd data-slot="order-fulfillment">
                <StatusBadge tone={row.fulfillment.tone}>{row.fulfillment.label}</StatusBadge>
              </dd>
            </div>
          </dl>
          <a
            href={row.href}
            aria-label={row.linkName}
            className="inline-flex h-10 shrink-0 items-center self-stretch sm:self-start xl:self-center justify-center border border-ink px-4 text-xs font-medium tracking-[0.14em] text-ink uppercase transition-colors hover:bg-ink hover:text-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {labels.link}
          </a>
        </li>
      ))}
    </ul>
  );
}
