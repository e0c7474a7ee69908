import type { Metadata } from 'next';
import Link from 'next/link';
import { validationMessages } from '../../../../../../domain/messages/validation-messages';
import { fill } from '../../../../../../kit/format/fill';
import { formatDate } from '../../../../../../kit/format/date';
import { getT } from '../../../../../../kit/i18n';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { orderPaths, returnRefusal, type ReturnRefusal } from '../../../../../../kit/orders/orders';
import { accountButtons } from '../../../../../../kit/account/account-fields';
import { accountMetadata, ProfileShell } from '../../../../../../kit/account/account-shell';
import { loadOrder, orderSettings } from '../../../../../lib/order-data';
import { OrderHeading, statusTexts } from '../../../../../../kit/orders/order-view';
import { ReturnRequest } from '../../../../../../kit/orders/return-request.client';
import { localeOf } from '../../../../../lib/request';
import { currentUser } from '../../../../../lib/session';
import { sessionExpiredPath } from '../../../../../../kit/account/session-expired';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, locale] = await Promise.all([params, localeOf(params)]);
  const order = await loadOrder(locale, id);
  const t = getT(locale);
  return accountMetadata(`${t('orders.returnTitle')} · ${order.po_number}`);
}

/** The request clock, read once per request. */
const now = () => new Date();

/**
 * `/return/{id}`: the return form of one of the customer's orders (the auth guard sends guests to
 * sign in). `?item={line id}` starts with one of that line. An order that cannot be returned says why.
 */
export default async function ReturnPage({ params, searchParams }: Props) {
  const [{ id }, locale, query] = await Promise.all([params, localeOf(params), searchParams]);
  const t = getT(locale);
  const [user, order, settings] = await Promise.all([currentUser(locale), loadOrder(locale, id), orderSettings(locale)]);
  const date = (iso: string) => formatDate(iso, settings.dateFormat, locale);
  const orderHref = localizePath(orderPaths.order(order.id), locale);
  const payment = statusTexts(t, settings.statuses).payment(order.payment_status);
  const refusal = returnRefusal(order, now());
  const item = typeof query.item === 'string' ? Number(query.item) : NaN;
  const chosen = order.order_products.find((line) => line.id === item && line.returnable_quantity > 0);
  const why = (reason: ReturnRefusal) =>
    ({
      not_paid: t('orders.whyNotPaid', { status: payment.label }),
      not_delivered: t('orders.whyNotDelivered'),
      window_closed: t('orders.whyWindowClosed', { date: reason.kind === 'window_closed' ? date(reason.until) : '' }),
      all_requested: t('orders.whyAllRequested'),
    })[reason.kind];
  const { required, max, invalid, maxValue } = validationMessages[locale];

  return (
    <ProfileShell locale={locale} email={user.email} current="orders" within>
      <article className="flex max-w-4xl flex-col gap-6" data-slot="return" data-order-id={order.id}>
        <OrderHeading
          title={t('orders.returnTitle')}
          placed={`${t('orders.orderTitle', { number: order.po_number })} · ${t('orders.placedOn', { date: date(order.created_at) })}`}
          back={{ href: orderHref, label: t('orders.orderTitle', { number: order.po_number }) }}
        />
        {refusal ? (
          <section aria-labelledby="return-refused-heading" data-slot="return-refused" className="flex flex-col items-start gap-4 border border-line bg-surface p-5 sm:p-8">
            <h3 id="return-refused-heading" className="font-display text-xl text-ink md:text-2xl">
              {t('orders.cannotReturn')}
            </h3>
            <p className="text-sm leading-relaxed text-ink-soft">{why(refusal)}</p>
            <Link href={orderHref} className={accountButtons.secondary}>
              {t('orders.toOrder')}
            </Link>
          </section>
        ) : (
          <div className="border border-line bg-surface p-5 sm:p-8">
            <ReturnRequest
              locale={locale}
              intro={t('orders.returnIntro')}
              orderId={order.id}
              lines={order.order_products.map((line) => ({
                id: line.id,
                max: line.returnable_quantity,
                title: line.title,
                image: line.image,
                details: [
                  line.material_title,
                  line.size && !line.digital ? `${t('cart.size')} ${line.size}` : null,
                  line.options.engraving?.trim() ? `${t('cart.engraving')}: “${line.options.engraving.trim()}”` : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
                note:
                  line.returnable_quantity > 0 && line.return_until
                    ? fill(t('orders.returnable'), { n: line.returnable_quantity, date: date(line.return_until) })
                    : t('orders.notReturnableLine'),
              }))}
              types={[
                { value: '1', label: t('orders.returnAndRefund') },
                { value: '2', label: t('orders.repairResize') },
              ]}
              reasons={settings.reasons.map((reason) => ({ value: reason.id, label: reason.title }))}
              initial={chosen ? { quantities: { [String(chosen.id)]: '1' } } : undefined}
              texts={{ required, max, invalid, maxValue, noItems: t('orders.noItems') }}
              labels={{
                title: t('orders.returnTitle'),
                type: t('orders.returnType'),
                reason: t('orders.reason'),
                chooseReason: t('orders.chooseReason'),
                items: t('orders.itemsToReturn'),
                itemsHint: t('orders.itemsHint'),
                quantity: t('orders.quantity'),
                quantityOf: t('orders.quantityOf'),
                comment: t('orders.comment'),
                commentHint: t('orders.commentHint'),
                submit: t('orders.submitReturn'),
                loading: t('common.loading'),
                required: t('accounts.requiredNote'),
              }}
              submitClassName={accountButtons.primary}
              errors={{ network: t('accounts.networkError'), generic: t('accounts.genericError') }}
              success={{ message: t('orders.returnSent'), links: [{ href: orderHref, label: t('orders.toOrder') }] }}
              sessionExpiredPath={sessionExpiredPath(locale)}
            />
          </div>
        )}
      </article>
    </ProfileShell>
  );
}
