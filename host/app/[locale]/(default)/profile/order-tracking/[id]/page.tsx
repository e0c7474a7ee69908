import type { Metadata } from 'next';
import Link from 'next/link';
import { ParcelInfo, TrackingTimeline } from '../../../../../../../kit/orders/tracking-timeline';
import { formatDate, formatTime } from '../../../../../../../kit/format/date';
import { getT } from '../../../../../../../kit/i18n';
import { localizePath } from '../../../../../../../kit/i18n/paths';
import { carrierName, orderPaths } from '../../../../../../../kit/orders/orders';
import { accountButtons } from '../../../../../../../kit/account/account-fields';
import { accountMetadata, ProfileShell } from '../../../../../../../kit/account/account-shell';
import { loadOrder, loadTracking, orderSettings } from '../../../../../../lib/order-data';
import { OrderHeading, statusTexts } from '../../../../../../../kit/orders/order-view';
import { localeOf } from '../../../../../../lib/request';
import { currentUser } from '../../../../../../lib/session';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, locale] = await Promise.all([params, localeOf(params)]);
  const tracking = await loadTracking(locale, id);
  const t = getT(locale);
  return accountMetadata(`${t('orders.trackingTitle')} ${tracking.po_number}`);
}

const card = 'border border-line bg-surface p-5 sm:p-6';

/** `/profile/order-tracking/{id}`: carrier, tracking number with the carrier's page, and the order's history. */
export default async function OrderTrackingPage({ params }: Props) {
  const [{ id }, locale] = await Promise.all([params, localeOf(params)]);
  const t = getT(locale);
  const [user, tracking, order, settings] = await Promise.all([currentUser(locale), loadTracking(locale, id), loadOrder(locale, id), orderSettings(locale)]);
  const status = statusTexts(t, settings.statuses);
  const date = (iso: string) => formatDate(iso, settings.dateFormat, locale);
  const carrier = tracking.carrier ? carrierName(tracking.carrier) : null;
  const physical = order.order_products.some((line) => !line.digital);
  const events = tracking.events
    .map((event, index) => ({
      key: `${index}-${event.status}`,
      label: t(`orders.event.${event.status}`),
      date: date(event.occurred_at),
      time: formatTime(event.occurred_at, locale),
      dateTime: event.occurred_at,
      // Each parcel's step names its carrier and code (an order may leave in more than one).
      location: [event.location, event.tracking_number ? `${event.carrier ? carrierName(event.carrier) : ''} ${event.tracking_number}`.trim() : null].filter(Boolean).join(' · ') || null,
    }))
    .reverse();

  return (
    <ProfileShell locale={locale} email={user.email} current="tracking" within>
      <article className="flex flex-col gap-6" data-slot="tracking" data-order-id={tracking.order_id}>
        <OrderHeading
          title={t('orders.orderTitle', { number: tracking.po_number })}
          placed={t('orders.placedOn', { date: date(order.created_at) })}
          back={{ href: localizePath(orderPaths.trackingList, locale), label: t('orders.backToTracking') }}
          badges={[{ key: 'fulfillment', name: t('orders.fulfillment'), ...status.fulfillment(tracking.fulfillment_status) }]}
        >
          <Link href={localizePath(orderPaths.order(tracking.order_id), locale)} className={accountButtons.secondary}>
            {t('orders.toOrder')}
          </Link>
        </OrderHeading>

        <section aria-labelledby="parcel-heading" className={`${card} flex flex-col gap-4`}>
          <h3 id="parcel-heading" className="font-display text-xl text-ink md:text-2xl">
            {t('orders.trackParcel')}
          </h3>
          {carrier && tracking.tracking_number ? (
            <ParcelInfo
              carrier={carrier}
              trackingNumber={tracking.tracking_number}
              trackingUrl={tracking.tracking_url}
              shippedAt={tracking.shipped_at ? date(tracking.shipped_at) : null}
              deliveredAt={tracking.delivered_at ? date(tracking.delivered_at) : null}
              labels={{
                carrier: t('orders.carrier'),
                trackingNumber: t('orders.trackingNumber'),
                trackAt: t('orders.trackAt', { carrier }),
                newWindow: t('orders.newWindow'),
                shippedAt: t('orders.shippedAt'),
                deliveredAt: t('orders.deliveredAt'),
              }}
            />
          ) : (
            <p className="text-sm leading-relaxed text-ink-soft">
              {t(tracking.fulfillment_status === 'cancelled' ? 'orders.cancelledNotShipped' : physical ? 'orders.notShipped' : 'orders.digital')}
            </p>
          )}
        </section>

        <div className={card}>
          <TrackingTimeline events={events} labels={{ heading: t('orders.history'), empty: t('orders.noHistory') }} />
        </div>
      </article>
    </ProfileShell>
  );
}
