'use client';

import { useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { Pager } from '../form-parts';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { useReturnPage } from './orders-api';

/** The return and repair requests staff still have to act on, oldest first, each linking to its order. */
export function ReturnQueue({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].orders;
  const t = adminT(locale);
  const [page, setPage] = useState(1);
  const requests = useReturnPage(page, locale);
  const data = requests.data;
  const columns = ['order', 'requested', 'customer', 'type', 'units', 'status'] as const;
  return (
    <div className="flex flex-col gap-6">
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {requests.isError ? texts.loadFailed : data ? (data.total ? '' : texts.returnsEmpty) : texts.loading}
      </p>
      {data && data.items.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.returnsQueueTitle}</caption>
            <thead>
              <tr className="border-b border-ink">
                {columns.map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'units' ? 'text-right' : ''}`}>
                    {texts.returnColumns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((request) => (
                <tr key={request.id} className="border-b border-line align-top" data-return-status={request.status}>
                  <th scope="row" className="py-3 pr-4 text-left font-normal">
                    <a href={`/admin/orders/${request.order_id}`} className="underline underline-offset-4">
                      {request.po_number}
                    </a>
                  </th>
                  <td className="py-3 pr-4">{adminDateTime(locale, request.created_at)}</td>
                  <td className="py-3 pr-4">
                    {request.customer_name ?? '—'}
                    <div className="text-xs text-ink-muted">{request.contact_email}</div>
                  </td>
                  <td className="py-3 pr-4">{texts.returnTypes[String(request.type) as '1' | '2']}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{request.units}</td>
                  <td className="py-3">{texts.returnStatuses[request.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={data.page} pages={data.pages} onPage={setPage} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('orders.page', { page: data.page, pages: data.pages }) }} /> : null}
    </div>
  );
}
