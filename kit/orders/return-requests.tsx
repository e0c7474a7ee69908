import type { Locale } from '../../domain/locale';
import { RETURN_TYPE } from '../../domain/orders/order-rules';
import type { Order } from '../../api/contract/orders';
import { StatusBadge } from './status-badge';
import { formatDate, isoDay } from '../format/date';
import { getT } from '../i18n';

interface ReturnRequestsProps {
  locale: Locale;
  order: Pick<Order, 'return_requests' | 'order_products'>;
  reasons: readonly { id: string; title: string }[];
  dateFormat: string;
}

const tones = { requested: 'attention', approved: 'positive', rejected: 'negative', received: 'positive', completed: 'neutral' } as const;

/** The order's return and repair requests: type, date, state, reason, items and comment. */
export function ReturnRequests({ locale, order, reasons, dateFormat }: ReturnRequestsProps) {
  const t = getT(locale);
  const titleOf = (lineId: number) => order.order_products.find((line) => line.id === lineId)?.title ?? '';
  return (
    <section aria-labelledby="return-requests-heading" data-slot="return-requests" className="flex flex-col gap-4">
      <h3 id="return-requests-heading" className="font-display text-xl text-ink md:text-2xl">
        {t('orders.returnRequests')}
      </h3>
      <ul className="flex flex-col divide-y divide-line">
        {order.return_requests.map((request) => (
          <li key={request.id} data-slot="return-request" className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-sm font-medium text-ink">{t(request.type === RETURN_TYPE.refund ? 'orders.returnAndRefund' : 'orders.repairResize')}</p>
              <StatusBadge tone={tones[request.status]}>{t(request.resolution ? `orders.requestResolution.${request.resolution}` : `orders.requestStatus.${request.status}`)}</StatusBadge>
              <p className="text-xs text-ink-muted">
                <time dateTime={isoDay(request.created_at)}>{t('orders.requestedOn', { date: formatDate(request.created_at, dateFormat, locale) })}</time>
              </p>
            </div>
            <p className="text-sm text-ink-soft">
              {t('orders.reason')}: {reasons.find((reason) => reason.id === request.reason)?.title ?? request.reason}
            </p>
            <ul className="text-sm text-ink-soft">
              {request.items.map((item) => (
                <li key={item.order_product_id}>
                  {item.quantity} × {titleOf(item.order_product_id)}
                </li>
              ))}
            </ul>
            {request.comment ? <p className="text-sm whitespace-pre-line text-ink-muted italic">“{request.comment}”</p> : null}
            {request.staff_message ? (
              <p className="text-sm whitespace-pre-line text-ink-soft">
                <span className="font-medium text-ink">{t('orders.shopReply')}:</span> {request.staff_message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
