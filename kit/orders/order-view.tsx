import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import { PAYMENT_STATUS, type FulfillmentStatus } from '../../domain/orders/order-rules';
import type { OrderSummary } from '../../api/contract/orders';
import type { OrderListLabels, OrderListRow } from './order-list';
import { StatusBadge } from './status-badge';
import { formatDate, isoDay } from '../format/date';
import { formatMoney } from '../format/money';
import { localizePath } from '../i18n/paths';
import { fulfillmentTone, orderPaths, paymentStatusLabel, paymentTone, type PaymentStatusSlug } from './orders';
import { ChevronLeftIcon } from '../ui/icons';

/** A payment status code and a fulfilment state in words and tone, bootstrap's titles first. */
export function statusTexts(t: TFunction, statuses: readonly { id: number; title: string }[]) {
  const fallback = Object.fromEntries(Object.keys(PAYMENT_STATUS).map((slug) => [slug, t(`orders.status.${slug}`)])) as Record<PaymentStatusSlug, string>;
  return {
    payment: (code: number) => ({ label: paymentStatusLabel(code, statuses, fallback), tone: paymentTone(code) }),
    fulfillment: (status: FulfillmentStatus) => ({ label: t(`orders.fulfillmentStatus.${status}`), tone: fulfillmentTone(status) }),
  };
}

interface RowContext {
  locale: Locale;
  t: TFunction;
  dateFormat: string;
  statuses: readonly { id: number; title: string }[];
}

/** The order list's rows: the orders page links to each order, the tracking page to its tracking. */
export function orderRows(orders: OrderSummary[], { locale, t, dateFormat, statuses }: RowContext, kind: 'orders' | 'tracking'): OrderListRow[] {
  const status = statusTexts(t, statuses);
  return orders.map((order) => ({
    id: order.id,
    number: order.po_number,
    date: formatDate(order.created_at, dateFormat, locale),
    dateTime: isoDay(order.created_at),
    ...(kind === 'orders' ? { total: formatMoney(order.final_amount, order.currency_code, locale), payment: status.payment(order.payment_status) } : {}),
    fulfillment: status.fulfillment(order.fulfillment_status),
    href: localizePath(kind === 'orders' ? orderPaths.order(order.id) : orderPaths.tracking(order.id), locale),
    linkName: t(kind === 'orders' ? 'orders.viewOf' : 'orders.trackOf', { number: order.po_number }),
  }));
}

export function orderListLabels(t: TFunction, kind: 'orders' | 'tracking'): OrderListLabels {
  return {
    list: t('orders.list'),
    number: t('orders.number'),
    date: t('orders.date'),
    total: t('orders.total'),
    payment: t('orders.paymentStatus'),
    fulfillment: t('orders.fulfillment'),
    link: t(kind === 'orders' ? 'orders.view' : 'orders.track'),
  };
}

/** A text link back to a list, with a chevron. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 self-start text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}

export interface OrderHeadingProps {
  title: string;
  /** "Geplaatst op 14.11.2026". */
  placed: string;
  badges?: { key: string; label: string; name: string; tone: ReturnType<typeof paymentTone> }[];
  back: { href: string; label: string };
  children?: ReactNode;
}

/** The top of an order's pages: back link, the order number as heading, date, statuses and actions. */
export function OrderHeading({ title, placed, badges = [], back, children }: OrderHeadingProps) {
  return (
    <header className="flex flex-col gap-4">
      <BackLink href={back.href}>{back.label}</BackLink>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="font-display text-2xl break-words text-ink md:text-3xl">{title}</h2>
          <p className="text-sm text-ink-muted">{placed}</p>
          {badges.length > 0 ? (
            <dl className="flex flex-wrap gap-x-4 gap-y-2">
              {badges.map((badge) => (
                <div key={badge.key} className="flex items-center gap-2 text-xs text-ink-muted">
                  <dt>{badge.name}:</dt>
                  <dd data-slot={`order-${badge.key}`}>
                    <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
