import Link from 'next/link';
import type { Locale } from '../../domain/locale';
import type { OrderListResponse } from '../../api/contract/orders';
import { Pagination } from '../catalogue/pagination';
import { OrderList } from './order-list';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { orderPaths } from './orders';
import { accountButtons } from '../account/account-fields';
import { orderListLabels, orderRows } from './order-view';

interface OrderListPageProps {
  locale: Locale;
  /** The orders page links to each order, the tracking page to its tracking. */
  kind: 'orders' | 'tracking';
  orders: OrderListResponse;
  settings: { dateFormat: string; statuses: readonly { id: number; title: string }[] };
}

/** A page of the customer's orders: heading, the list or the empty state, and page links. */
export function OrderListPage({ locale, kind, orders, settings }: OrderListPageProps) {
  const t = getT(locale);
  const base = kind === 'orders' ? orderPaths.list : orderPaths.trackingList;
  const { current_page: current, last_page: last, total } = orders.meta;
  const hrefFor = (page: number) => localizePath(page > 1 ? `${base}?page=${page}` : base, locale);
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-6" data-slot={kind === 'orders' ? 'orders' : 'order-tracking'}>
      <div className="flex flex-col gap-2">
        <h2 id="orders-heading" className="font-display text-2xl text-ink md:text-3xl">
          {t(kind === 'orders' ? 'orders.ordersTitle' : 'orders.trackingTitle')}
        </h2>
        {kind === 'tracking' && total > 0 ? <p className="text-sm text-ink-soft">{t('orders.trackingIntro')}</p> : null}
      </div>
      {total === 0 ? (
        <div className="flex flex-col items-start gap-5 border border-line bg-surface p-5 sm:p-8" data-slot="orders-empty">
          <p className="text-sm text-ink-soft">{t('orders.none')}</p>
          <Link href={localizePath('/catalog', locale)} className={accountButtons.primary}>
            {t('orders.startShopping')}
          </Link>
        </div>
      ) : orders.data.length === 0 ? (
        // A page past the last one (an old link): say so and offer the first page.
        <div className="flex flex-col items-start gap-4 border border-line bg-surface p-5 sm:p-8">
          <p className="text-sm text-ink-soft">{t('catalog.emptyPage')}</p>
          <Link href={hrefFor(1)} className={accountButtons.link}>
            {t('catalog.firstPage')}
          </Link>
        </div>
      ) : (
        <OrderList rows={orderRows(orders.data, { locale, t, ...settings }, kind)} labels={orderListLabels(t, kind)} />
      )}
      <Pagination
        current={current}
        last={last}
        hrefFor={hrefFor}
        labels={{ nav: t('catalog.pagination'), previous: t('catalog.previousPage'), next: t('catalog.nextPage'), page: t('catalog.page', { n: '#' }) }}
      />
    </section>
  );
}
