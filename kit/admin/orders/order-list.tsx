'use client';

import { useCallback, useState } from 'react';
import type { AdminOrderSummary } from '../../../api/contract/orders-admin';
import { fulfillmentStatuses, paymentStatuses } from '../../../domain/orders/order-rules';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { Field, fieldControlClass } from '../../ui/field';
import { Pager, usePausedSearch } from '../form-parts';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { useOrderPage, type OrderQuery, type OrderTexts } from './orders-api';

type Change = (change: Partial<OrderQuery>) => void;

function Select({ id, label, value, options, onChange, any }: { id: string; label: string; value: string; options: [string, string][]; onChange: (value: string) => void; any: string }) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className={fieldControlClass}>
          <option value="">{any}</option>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Filters({ query, onChange, texts }: { query: OrderQuery; onChange: Change; texts: OrderTexts }) {
  const [search, setSearch] = usePausedSearch(query.q, (q) => onChange({ q, page: 1 }));
  return (
    <form role="search" aria-label={texts.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
      <Field id="orders-search" label={texts.search} hint={texts.searchHint} className="flex flex-col gap-1.5 sm:col-span-3 lg:col-span-6">
        {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
      </Field>
      <Select id="orders-payment" label={texts.paymentStatus} any={texts.any} value={query.payment_status} onChange={(value) => onChange({ payment_status: value, page: 1 })} options={paymentStatuses.map((status) => [String(status), texts.paymentStatuses[String(status) as keyof OrderTexts['paymentStatuses']]])} />
      <Select id="orders-fulfillment" label={texts.fulfillmentStatus} any={texts.any} value={query.fulfillment_status} onChange={(value) => onChange({ fulfillment_status: value, page: 1 })} options={fulfillmentStatuses.map((status) => [status, texts.fulfillmentStatuses[status]])} />
      <Select id="orders-method" label={texts.method} any={texts.any} value={query.payment_method} onChange={(value) => onChange({ payment_method: value, page: 1 })} options={Object.entries(texts.methods)} />
      <Field id="orders-from" label={texts.from}>
        {(control) => <input {...control} type="date" value={query.from} onChange={(event) => onChange({ from: event.target.value, page: 1 })} className={fieldControlClass} />}
      </Field>
      <Field id="orders-to" label={texts.to}>
        {(control) => <input {...control} type="date" value={query.to} onChange={(event) => onChange({ to: event.target.value, page: 1 })} className={fieldControlClass} />}
      </Field>
    </form>
  );
}

function OrderRow({ order, locale, texts }: { order: AdminOrderSummary; locale: Locale; texts: OrderTexts }) {
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <a href={`/admin/orders/${order.id}`} className="underline underline-offset-4">
          {order.po_number}
        </a>
      </th>
      <td className="py-3 pr-4">{adminDateTime(locale, order.created_at)}</td>
      <td className="py-3 pr-4">
        {order.customer_name ?? '—'}
        <div className="text-xs text-ink-muted">{order.contact_email}</div>
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">{formatMoney(order.final_amount, order.currency_code, locale)}</td>
      <td className="py-3 pr-4" data-payment-status={order.payment_status}>
        {texts.paymentStatuses[String(order.payment_status) as keyof OrderTexts['paymentStatuses']]}
        <div className="text-xs text-ink-muted">{order.payment_method ? ((texts.methods as Record<string, string>)[order.payment_method] ?? order.payment_method) : '—'}</div>
      </td>
      <td className="py-3" data-fulfillment-status={order.fulfillment_status}>
        {texts.fulfillmentStatuses[order.fulfillment_status]}
      </td>
    </tr>
  );
}

/** Every order: searched, filtered and paged on the server, newest first; `initial` filters come from the page's address (the dashboard's links). */
export function OrderList({ locale, initial = {} }: { locale: Locale; initial?: Partial<Omit<OrderQuery, 'page'>> }) {
  const texts = adminMessages[locale].orders;
  const t = adminT(locale);
  const [query, setQuery] = useState<OrderQuery>({ q: '', payment_status: '', fulfillment_status: '', payment_method: '', from: '', to: '', ...initial, page: 1 });
  const orders = useOrderPage(query, locale);
  const change = useCallback<Change>((part) => setQuery((current) => ({ ...current, ...part })), []);
  const page = orders.data;
  const columns = ['number', 'placed', 'customer', 'total', 'payment', 'fulfillment'] as const;

  return (
    <div className="flex flex-col gap-6">
      <Filters query={query} onChange={change} texts={texts} />
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {orders.isError ? texts.loadFailed : page ? t('orders.total', { count: page.total }) : texts.loading}
      </p>
      {page && page.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr className="border-b border-ink">
                {columns.map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'total' ? 'text-right' : ''}`}>
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((order) => (
                <OrderRow key={order.id} order={order} locale={locale} texts={texts} />
              ))}
            </tbody>
          </table>
        </div>
      ) : page ? (
        <p className="text-sm">{texts.empty}</p>
      ) : null}
      {page ? <Pager page={query.page} pages={page.pages} onPage={(next) => change({ page: next })} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('orders.page', { page: page.page, pages: page.pages }) }} /> : null}
    </div>
  );
}
