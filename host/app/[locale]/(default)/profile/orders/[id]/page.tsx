import type { Metadata } from 'next';
import Link from 'next/link';
import { getT } from '../../../../../../../kit/i18n';
import { OrderCustomer, orderCustomerLabels } from '../../../../../../../kit/orders/order-customer';
import { OrderLines, orderLinesLabels } from '../../../../../../../kit/orders/order-lines';
import { OrderTotals, orderTotalsLabels } from '../../../../../../../kit/orders/order-totals';
import { formatDate } from '../../../../../../../kit/format/date';
import { localizePath } from '../../../../../../../kit/i18n/paths';
import { orderPaths } from '../../../../../../../kit/orders/orders';
import { accountButtons } from '../../../../../../../kit/account/account-fields';
import { accountMetadata, ProfileShell } from '../../../../../../../kit/account/account-shell';
import { CancelOrder } from '../../../../../../../kit/orders/cancel-order.client';
import { loadOrder, orderSettings } from '../../../../../../lib/order-data';
import { OrderHeading, statusTexts } from '../../../../../../../kit/orders/order-view';
import { ReturnRequests } from '../../../../../../../kit/orders/return-requests';
import { localeOf } from '../../../../../../lib/request';
import { currentUser } from '../../../../../../lib/session';
import { sessionExpiredPath } from '../../../../../../../kit/account/session-expired';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, locale] = await Promise.all([params, localeOf(params)]);
  const order = await loadOrder(locale, id);
  return accountMetadata(getT(locale)('orders.orderTitle', { number: order.po_number }));
}

const card = 'border border-line bg-surface p-5 sm:p-6';

/**
 * `/profile/orders/{id}`: one order — lines as bought, amounts, payment, customer information,
 * cancelling an unpaid order and asking for a return. Another customer's or a missing order is
 * the not-found page.
 */
export default async function OrderPage({ params }: Props) {
  const [{ id }, locale] = await Promise.all([params, localeOf(params)]);
  const t = getT(locale);
  const [user, order, settings] = await Promise.all([currentUser(locale), loadOrder(locale, id), orderSettings(locale)]);
  const status = statusTexts(t, settings.statuses);
  const payment = status.payment(order.payment_status);
  const fulfillment = status.fulfillment(order.fulfillment_status);
  const date = (iso: string) => formatDate(iso, settings.dateFormat, locale);
  const returnHref = (lineId?: number) => localizePath(`${orderPaths.returnForm(order.id)}${lineId ? `?item=${lineId}` : ''}`, locale);
  const returnable = order.order_products.filter((line) => line.can_return);
  const shipped = order.order_products.some((line) => !line.digital);
  // Per line: units already in a return request, and until when the rest can be sent back.
  const lineNotes = Object.fromEntries(
    order.order_products.map((line) => [
      line.id,
      [
        line.requested_quantity > 0 ? t('orders.alreadyRequested', { n: line.requested_quantity }) : null,
        line.can_return && line.return_until ? t('orders.returnUntil', { date: date(line.return_until) }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
  );

  return (
    <ProfileShell locale={locale} email={user.email} current="orders" within>
      <article className="flex flex-col gap-6" data-slot="order" data-order-id={order.id}>
        <OrderHeading
          title={t('orders.orderTitle', { number: order.po_number })}
          placed={t('orders.placedOn', { date: date(order.created_at) })}
          back={{ href: localizePath(orderPaths.list, locale), label: t('orders.backToOrders') }}
          badges={[
            { key: 'payment-status', name: t('orders.paymentStatus'), ...payment },
            { key: 'fulfillment', name: t('orders.fulfillment'), ...fulfillment },
          ]}
        >
          {order.can_return ? (
            <Link href={returnHref()} className={accountButtons.primary}>
              {t('orders.requestReturn')}
            </Link>
          ) : null}
          {order.fulfillment_status !== 'cancelled' && shipped ? (
            <Link href={localizePath(orderPaths.tracking(order.id), locale)} className={accountButtons.secondary}>
              {t('orders.menuTracking')}
            </Link>
          ) : null}
        </OrderHeading>

        <CancelOrder
          locale={locale}
          orderId={order.id}
          canCancel={order.can_cancel}
          className={accountButtons.secondary}
          sessionExpiredPath={sessionExpiredPath(locale)}
          labels={{
            hint: t('orders.cancelHint'),
            cancel: t('orders.cancel'),
            question: t('orders.cancelQuestion', { number: order.po_number }),
            confirm: t('orders.cancelConfirm'),
            keep: t('orders.keepOrder'),
            cancelled: t('orders.cancelled'),
            notCancellable: t('orders.notCancellable'),
            network: t('accounts.networkError'),
            generic: t('accounts.genericError'),
            loading: t('common.loading'),
          }}
        />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] xl:grid-cols-[minmax(0,1fr)_340px]">
          <section aria-labelledby="order-lines-heading" className={`${card} flex flex-col gap-5`}>
            <h3 id="order-lines-heading" className="font-display text-xl text-ink md:text-2xl">
              {t('orders.lines')}
            </h3>
            <OrderLines
              lines={order.order_products}
              currency={order.currency_code}
              locale={locale}
              labels={orderLinesLabels(t)}
              notes={lineNotes}
              actions={Object.fromEntries(
                returnable.map((line) => [line.id, { href: returnHref(line.id), label: t('orders.requestReturn'), name: t('orders.requestReturnOf', { title: line.title }) }]),
              )}
            />
          </section>
          <div className="flex flex-col gap-6">
            <div className={card}>
              <OrderTotals order={order} shipped={shipped} locale={locale} labels={orderTotalsLabels(t)} />
            </div>
            <section aria-labelledby="order-payment-heading" className={`${card} flex flex-col gap-4`}>
              <h3 id="order-payment-heading" className="font-display text-xl text-ink md:text-2xl">
                {t('orders.payment')}
              </h3>
              <dl className="flex flex-col gap-3 text-sm">
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="text-ink-soft">{t('orders.paymentStatus')}</dt>
                  <dd data-slot="order-payment-status-detail" className="text-right text-ink">
                    {payment.label}
                  </dd>
                </div>
                {order.payment_method ? (
                  <div className="flex items-baseline justify-between gap-4">
                    <dt className="shrink-0 text-ink-soft">{t('orders.paymentMethod')}</dt>
                    <dd data-slot="order-payment-method" className="text-right text-ink">
                      {t(`orders.method.${order.payment_method}`, { defaultValue: order.payment_method })}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </section>
          </div>
        </div>

        <div className={card}>
          <OrderCustomer
            email={order.contact_email}
            shippingAddress={order.shipping_address}
            billingAddress={order.billing_address}
            shippingMethod={order.shipping_method?.name ?? null}
            note={order.note}
            labels={orderCustomerLabels(t)}
          />
        </div>

        {order.return_requests.length > 0 ? (
          <div className={card}>
            <ReturnRequests locale={locale} order={order} reasons={settings.reasons} dateFormat={settings.dateFormat} />
          </div>
        ) : null}
      </article>
    </ProfileShell>
  );
}
