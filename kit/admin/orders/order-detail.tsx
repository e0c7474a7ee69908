'use client';

import type { ReactNode } from 'react';
import type { AdminOrder } from '../../../api/contract/orders-admin';
import type { OrderAddressData } from '../../../api/contract/orders';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { OrderActions } from './order-actions';
import { OrderReturns } from './order-returns';
import { useOrder, type OrderTexts } from './orders-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl">{title}</h2>
      {children}
    </section>
  );
}

function Address({ address }: { address: OrderAddressData }) {
  // An erased customer's order keeps only the country: blank lines are left out.
  const lines = [`${address.first_name ?? ''} ${address.last_name ?? ''}`, address.company, address.address_line_1, address.address_line_2, `${address.zip ?? ''} ${address.city ?? ''}`, address.country, address.phone]
    .map((line) => line?.trim())
    .filter(Boolean);
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}

function Amounts({ order, locale, texts }: { order: AdminOrder; locale: Locale; texts: OrderTexts }) {
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const rows: [string, string][] = [
    [texts.subtotal, money(order.subtotal_amount)],
    ...(order.discount_amount ? ([[order.discount_code ? `${texts.discount} (${order.discount_code})` : texts.discount, `− ${money(order.discount_amount)}`]] as [string, string][]) : []),
    [texts.shipping, money(order.shipping_amount)],
    ...(order.gift_card_amount ? ([[texts.giftCard, `− ${money(order.gift_card_amount)}`]] as [string, string][]) : []),
    [texts.grandTotal, money(order.final_amount)],
    [texts.due, money(order.amount_due)],
  ];
  return (
    <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents" data-amount={label}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order as staff act on it: lines, amounts, customer, payments, history, notes and the actions. */
export function OrderDetail({ initial, locale }: { initial: AdminOrder; locale: Locale }) {
  const texts = adminMessages[locale].orders;
  const t = adminT(locale);
  const order = useOrder(initial, locale).data;
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const method = order.payment_method ? ((texts.methods as Record<string, string>)[order.payment_method] ?? order.payment_method) : '—';

  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-8">
        <p className="text-sm text-ink-soft" data-testid="order-state">
          {t('orders.placedAt', { at: adminDateTime(locale, order.created_at) })} · <span data-payment-status={order.payment_status}>{texts.paymentStatuses[String(order.payment_status) as keyof OrderTexts['paymentStatuses']]}</span> ·{' '}
          <span data-fulfillment-status={order.fulfillment_status}>{texts.fulfillmentStatuses[order.fulfillment_status]}</span>
        </p>
        <Section title={texts.lines}>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-ink">
                <th scope="col" className="py-2 pr-4 font-normal text-ink-muted">{texts.lineColumns.item}</th>
                <th scope="col" className="py-2 pr-4 text-right font-normal text-ink-muted">{texts.lineColumns.quantity}</th>
                <th scope="col" className="py-2 pr-4 text-right font-normal text-ink-muted">{texts.lineColumns.price}</th>
                <th scope="col" className="py-2 text-right font-normal text-ink-muted">{texts.lineColumns.total}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id} className="border-b border-line align-top">
                  <th scope="row" className="flex gap-3 py-3 pr-4 text-left font-normal">
                    {line.image ? <img src={line.image.url} alt="" width={56} height={56} className="size-14 object-cover" /> : null}
                    <div>
                      <div>{line.title}</div>
                      <div className="text-xs text-ink-muted">{[line.sku, line.material_title, line.size].filter(Boolean).join(' · ')}</div>
                      {line.options.engraving ? <div className="text-xs">{t('orders.engraving', { text: line.options.engraving })}</div> : null}
                      {line.options.map ? (
                        <div className="text-xs">
                          {t('orders.mapPlace', { lat: line.options.map.lat, lng: line.options.map.lng, zoom: line.options.map.zoom })}
                          {line.image ? (
                            <>
                              {' · '}
                              <a href={line.image.url} target="_blank" rel="noopener" className="underline underline-offset-2">
                                {t('orders.mapImage')}
                              </a>
                            </>
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                  </th>
                  <td className="py-3 pr-4 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{money(line.final_cost)}</td>
                  <td className="py-3 text-right tabular-nums">{money(line.total_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section title={texts.amounts}>
          <Amounts order={order} locale={locale} texts={texts} />
        </Section>
        <Section title={texts.customer}>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="flex flex-col gap-1 text-sm">
              <h3 className="text-xs tracking-[0.14em] text-ink-muted uppercase">{texts.shippingAddress}</h3>
              <div>{order.contact_email}</div>
              {order.shipping_address ? <Address address={order.shipping_address} /> : '—'}
            </div>
            <div className="flex flex-col gap-1 text-sm">
              <h3 className="text-xs tracking-[0.14em] text-ink-muted uppercase">{texts.billingAddress}</h3>
              {order.billing_address ? <Address address={order.billing_address} /> : texts.sameAddress}
            </div>
          </div>
          {order.customer_note ? (
            <p className="text-sm">
              <strong className="font-normal text-ink-muted">{texts.customerNote}:</strong> {order.customer_note}
            </p>
          ) : null}
        </Section>
        <Section title={texts.payments}>
          <p className="text-sm">
            {texts.payment}: {method}
          </p>
          {order.payments.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {order.payments.map((payment) => (
                <li key={payment.id}>
                  {adminDateTime(locale, payment.created_at)} · {(texts.methods as Record<string, string>)[payment.method] ?? payment.method} · {money(payment.amount)} · {payment.status}
                  {payment.reference ? ` · ${t('orders.reference', { reference: payment.reference })}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">{texts.noPayments}</p>
          )}
          {order.tracking_number ? (
            <p className="text-sm" data-testid="order-tracking">
              {texts.tracking}: {texts.carriers[order.carrier as keyof OrderTexts['carriers']] ?? order.carrier} {order.tracking_number}
              {order.tracking_url ? (
                <>
                  {' · '}
                  <a href={order.tracking_url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
                    {order.tracking_url}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </Section>
        {order.shipments.length ? (
          <Section title={texts.shipments}>
            <ul className="flex flex-col gap-2 text-sm" data-testid="order-shipments">
              {order.shipments.map((parcel) => (
                <li key={parcel.id}>
                  {adminDateTime(locale, parcel.created_at)} · {texts.carriers[parcel.carrier as keyof OrderTexts['carriers']] ?? parcel.carrier}{' '}
                  {parcel.tracking_url ? (
                    <a href={parcel.tracking_url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
                      {parcel.tracking_number}
                    </a>
                  ) : (
                    parcel.tracking_number
                  )}
                  {' · '}
                  {parcel.items.map((item) => `${item.quantity} × ${order.lines.find((line) => line.id === item.order_product_id)?.title ?? ''}`).join(', ')}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title={texts.refunds}>
          {order.refunds.length ? (
            <ul className="flex flex-col gap-1 text-sm" data-testid="order-refunds">
              {order.refunds.map((refund) => (
                <li key={refund.id} data-refund-status={refund.status}>
                  {adminDateTime(locale, refund.created_at)} · {money(refund.amount)} · {texts.refundProviders[refund.provider]} · {texts.refundStatuses[refund.status]}
                  {refund.reason ? ` · ${refund.reason}` : ''}
                  {refund.staff_email ? ` · ${refund.staff_email}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">{texts.noRefunds}</p>
          )}
        </Section>
        {order.returns.length ? (
          <Section title={texts.returns}>
            <OrderReturns order={order} locale={locale} />
          </Section>
        ) : null}
        <Section title={texts.history}>
          <ol className="flex flex-col gap-1 text-sm">
            {order.events.map((event, index) => (
              <li key={`${event.status}-${index}`}>
                {adminDateTime(locale, event.occurred_at)} · {texts.events[event.status]}
                {event.tracking_number ? ` · ${texts.carriers[event.carrier as keyof OrderTexts['carriers']] ?? event.carrier} ${event.tracking_number}` : ''}
                {event.location ? ` · ${event.location}` : ''}
              </li>
            ))}
          </ol>
        </Section>
        <Section title={texts.notes}>
          {order.notes.length ? (
            <ul className="flex flex-col gap-3 text-sm">
              {order.notes.map((note) => (
                <li key={note.id} className="border-l-2 border-line pl-3">
                  <p className="whitespace-pre-line">{note.text}</p>
                  <p className="text-xs text-ink-muted">{t('orders.noteBy', { email: note.staff_email, at: adminDateTime(locale, note.created_at) })}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">{texts.noNotes}</p>
          )}
        </Section>
      </div>
      <OrderActions order={order} locale={locale} />
    </div>
  );
}
