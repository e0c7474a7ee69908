'use client';

import { useState, type ReactNode } from 'react';
import type { AdminCustomer, CustomerErasure } from '../../../api/contract/customers-admin';
import type { ShippingAddress } from '../../../api/contract/accounts';
import type { Locale } from '../../../domain/locale';
import { Notice } from '../../ui/notice';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { customerExportHref, type CustomerTexts } from './customers-api';
import { EraseCustomer } from './erase-customer';
import { CustomerOrders } from './customer-orders';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Address({ address, texts }: { address: ShippingAddress; texts: CustomerTexts }) {
  const lines = [`${address.first_name} ${address.last_name}`, address.company, address.address_line_1, address.address_line_2, `${address.zip} ${address.city}`, address.state, address.country, address.phone].filter(Boolean);
  return (
    <li className="border border-line p-3 text-sm">
      {address.is_default ? <p className="mb-1 text-xs tracking-[0.14em] text-ink-muted uppercase">{texts.defaultAddress}</p> : null}
      <address className="not-italic">
        {lines.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </address>
    </li>
  );
}

/** One customer as an admin sees them: details, sign-in, addresses, orders, newsletter; the data export and the erasure. */
export function CustomerDetail({ customer, locale }: { customer: AdminCustomer; locale: Locale }) {
  const texts = adminMessages[locale].customers;
  const t = adminT(locale);
  const [erased, setErased] = useState<CustomerErasure | null>(null);
  const at = (iso: string) => adminDateTime(locale, iso);

  if (erased) {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <Notice tone="success">{t('customers.erased', { orders: erased.orders_anonymised })}</Notice>
        <a href="/admin/customers" className="text-sm underline underline-offset-4">
          {texts.erasedBack}
        </a>
      </div>
    );
  }

  const subscription = customer.newsletter.subscription;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-8">
        <Section id="customer-profile" title={texts.profile}>
          <Facts
            rows={[
              [texts.name, name || texts.noName],
              [texts.email, `${customer.email} (${customer.email_verified ? texts.verified : texts.unverified})`],
              [texts.phone, customer.phone ?? '—'],
              [texts.language, texts.languages[customer.language]],
              [texts.since, at(customer.created_at)],
              [texts.updated, at(customer.updated_at)],
            ]}
          />
        </Section>
        <Section id="customer-orders" title={texts.orders}>
          <CustomerOrders customer={customer} locale={locale} />
        </Section>
        <Section id="customer-addresses" title={texts.addresses}>
          {customer.addresses.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <Address key={address.id} address={address} texts={texts} />
              ))}
            </ul>
          ) : (
            <p className="text-sm">{texts.noAddresses}</p>
          )}
        </Section>
      </div>
      <div className="flex flex-col gap-8">
        <Section id="customer-sign-in" title={texts.signIn}>
          <p className="text-sm">{customer.has_password ? texts.withPassword : texts.withoutPassword}</p>
          <h3 className="text-xs tracking-[0.14em] text-ink-muted uppercase">{texts.identities}</h3>
          {customer.identities.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {customer.identities.map((identity) => (
                <li key={`${identity.issuer}-${identity.linked_at}`}>{t('customers.identity', { provider: identity.provider ?? t('customers.unknownProvider', { issuer: identity.issuer }), at: at(identity.linked_at) })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{texts.noIdentities}</p>
          )}
        </Section>
        <Section id="customer-newsletter" title={texts.newsletter}>
          <Facts
            rows={[
              [texts.accountOptIn, customer.newsletter.account_opt_in ? texts.yes : texts.no],
              [
                texts.subscription,
                subscription
                  ? [texts.subscriptionStatuses[subscription.status], t('customers.subscribedAt', { at: at(subscription.created_at) }), subscription.confirmed_at ? t('customers.confirmedAt', { at: at(subscription.confirmed_at) }) : null].filter(Boolean).join(', ')
                  : texts.noSubscription,
              ],
            ]}
          />
        </Section>
        <Section id="customer-export" title={texts.exportTitle}>
          <p className="text-sm text-ink-soft">{texts.exportIntro}</p>
          <a href={customerExportHref(customer.id)} download className="self-start text-sm underline underline-offset-4">
            {texts.exportLink}
          </a>
        </Section>
        <Section id="customer-erase" title={texts.eraseTitle}>
          <p className="text-sm text-ink-soft">{texts.eraseIntro}</p>
          <EraseCustomer id={customer.id} email={customer.email} locale={locale} onErased={setErased} />
        </Section>
      </div>
    </div>
  );
}
