import type { AdminCustomer } from '../../../api/contract/customers-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { adminDateTime, adminMessages, adminT } from '../messages';

/** The customer's orders (signed in, or as a guest with the address), newest first, each linking to its order page. */
export function CustomerOrders({ customer, locale }: { customer: AdminCustomer; locale: Locale }) {
  const texts = adminMessages[locale].customers;
  const orderTexts = adminMessages[locale].orders;
  const t = adminT(locale);
  if (!customer.orders.length) return <p className="text-sm">{texts.noOrders}</p>;
  const columns = ['number', 'placed', 'total', 'payment', 'fulfillment'] as const;
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{texts.ordersCaption}</caption>
          <thead>
            <tr className="border-b border-ink">
              {columns.map((column) => (
                <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'total' ? 'text-right' : ''}`}>
                  {texts.orderColumns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {customer.orders.map((order) => (
              <tr key={order.id} className="border-b border-line align-top">
                <th scope="row" className="py-3 pr-4 text-left font-normal">
                  <a href={`/admin/orders/${order.id}`} className="underline underline-offset-4">
                    {order.po_number}
                  </a>
                  {order.guest ? <div className="text-xs text-ink-muted">{texts.guest}</div> : null}
                </th>
                <td className="py-3 pr-4">{adminDateTime(locale, order.created_at)}</td>
                <td className="py-3 pr-4 text-right tabular-nums">{formatMoney(order.final_amount, order.currency_code, locale)}</td>
                <td className="py-3 pr-4" data-payment-status={order.payment_status}>
                  {orderTexts.paymentStatuses[String(order.payment_status) as keyof typeof orderTexts.paymentStatuses]}
                </td>
                <td className="py-3" data-fulfillment-status={order.fulfillment_status}>
                  {orderTexts.fulfillmentStatuses[order.fulfillment_status]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {customer.orders_total > customer.orders.length ? <p className="text-sm text-ink-soft">{t('customers.ordersShown', { shown: customer.orders.length, total: customer.orders_total })}</p> : null}
    </div>
  );
}
