'use client';

import { useState } from 'react';
import type { AdminCustomerSummary } from '../../../api/contract/customers-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { NEWSLETTER_CSV_HREF, useCustomerPage, type CustomerQuery, type CustomerTexts } from './customers-api';
import { Pager, usePausedSearch } from '../form-parts';

function CustomerRow({ customer, locale, texts }: { customer: AdminCustomerSummary; locale: Locale; texts: CustomerTexts }) {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <a href={`/admin/customers/${customer.id}`} className="underline underline-offset-4">
          {name || texts.noName}
        </a>
      </th>
      <td className="py-3 pr-4 break-all">{customer.email}</td>
      <td className="py-3 pr-4">{adminDateTime(locale, customer.created_at)}</td>
      <td className="py-3 text-right tabular-nums">{customer.orders_count}</td>
    </tr>
  );
}

/** Every customer account: searched and paged on the server, newest first; and the newsletter's export. */
export function CustomerList({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].customers;
  const t = adminT(locale);
  const [query, setQuery] = useState<CustomerQuery>({ q: '', page: 1 });
  const [search, setSearch] = usePausedSearch(query.q, (q) => setQuery({ q, page: 1 }));
  const customers = useCustomerPage(query, locale);
  const page = customers.data;


  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <form role="search" aria-label={texts.searchLabel} onSubmit={(event) => event.preventDefault()} className="max-w-xl">
          <Field id="customers-search" label={texts.search} hint={texts.searchHint}>
            {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
          </Field>
        </form>
        <p role="status" aria-live="polite" className="text-sm text-ink-soft">
          {customers.isError ? texts.loadFailed : page ? t('customers.total', { count: page.total }) : texts.loading}
        </p>
        {page && page.items.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{texts.title}</caption>
              <thead>
                <tr className="border-b border-ink">
                  {(['name', 'email', 'since', 'orders'] as const).map((column) => (
                    <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'orders' ? 'text-right' : ''}`}>
                      {texts.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.items.map((customer) => (
                  <CustomerRow key={customer.id} customer={customer} locale={locale} texts={texts} />
                ))}
              </tbody>
            </table>
          </div>
        ) : page ? (
          <p className="text-sm">{texts.empty}</p>
        ) : null}
        {page ? <Pager page={query.page} pages={page.pages} onPage={(next) => setQuery((current) => ({ ...current, page: next }))} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('customers.page', { page: page.page, pages: page.pages }) }} /> : null}
      </div>
      <section aria-labelledby="customers-newsletter" className="flex flex-col gap-2 border-t border-line pt-6">
        <h2 id="customers-newsletter" className="font-display text-xl">
          {texts.newsletterTitle}
        </h2>
        <p className="max-w-3xl text-sm text-ink-soft">{texts.newsletterExportHint}</p>
        <a href={NEWSLETTER_CSV_HREF} download className="self-start text-sm underline underline-offset-4">
          {texts.newsletterExport}
        </a>
      </section>
    </div>
  );
}
