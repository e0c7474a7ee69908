import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CheckoutOrder } from '../../api/contract/checkout';
import type { Locale } from '../../domain/locale';
import { VAT_PERCENT } from '../../domain/pricing/vat';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import type { StatusTone } from '../orders/orders';
import { OrderCustomer, type OrderCustomerLabels } from '../orders/order-customer';
import { OrderLines, type OrderLinesLabels } from '../orders/order-lines';
import { OrderAmounts } from '../orders/order-totals';
import { StatusBadge } from '../orders/status-badge';

export interface CheckoutConfirmationLabels {
  /** The page's heading: "Bedankt voor je bestelling!". */
  thanks: string;
  /** "We sturen de bevestiging naar {email}." */
  confirmationSent: string;
  orderNumber: string;
  paymentStatus: string;
  paymentMethod: string;
  /** Heading of the bank-transfer instructions ("Betalen per overschrijving"). */
  bankTransfer: string;
  transferAmount: string;
  lines: string;
  summary: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  noShipping: string;
  giftCards: string;
  total: string;
  /** The total's name after gift cards ("Restbedrag"). */
  remaining: string;
  vat: string;
}

export interface CheckoutConfirmationProps {
  order: CheckoutOrder;
  locale: Locale;
  /** The status in words (bootstrap's title or the shop's) and its tone. */
  payment: { label: string; tone: StatusTone };
  /** The method in words, when the order has one. */
  paymentMethod?: string | null;
  labels: CheckoutConfirmationLabels;
  lineLabels: OrderLinesLabels;
  customerLabels: OrderCustomerLabels;
  /** A message under the heading (paid, awaiting the provider, cancelled). */
  notice?: ReactNode;
  /** Links at the end (continue shopping, the customer's orders). */
  actions?: ReactNode;
}

const card = 'border border-line bg-surface p-5 sm:p-6';

/**
 * The success page's order: number and payment status, bank-transfer instructions while a
 * transfer is unpaid, the lines as bought, every amount as the API stored it (subtotal, discount
 * with its code, shipping, gift cards, total and VAT) and the customer's details.
 */
export function CheckoutConfirmation({ order, locale, payment, paymentMethod, labels, lineLabels, customerLabels, notice, actions }: CheckoutConfirmationProps) {
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const shipped = order.order_products.some((line) => !line.digital);
  const awaitingTransfer = order.payment_method === 'bank_transfer' && order.payment_status === 0 && order.final_amount > 0;
  return (
    <article data-slot="checkout-confirmation" data-order-id={order.id} className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-3xl text-ink md:text-4xl">{labels.thanks}</h1>
        <p className="text-sm text-ink-soft">{fill(labels.confirmationSent, { email: order.contact_email })}</p>
        <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div className="flex flex-col gap-1">
            <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.orderNumber}</dt>
            <dd data-slot="order-number" className="font-display text-xl text-ink">
              {order.po_number}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.paymentStatus}</dt>
            <dd data-slot="order-payment-status">
              <StatusBadge tone={payment.tone}>{payment.label}</StatusBadge>
            </dd>
          </div>
          {paymentMethod ? (
            <div className="flex flex-col gap-1">
              <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.paymentMethod}</dt>
              <dd data-slot="order-payment-method" className="text-ink">
                {paymentMethod}
              </dd>
            </div>
          ) : null}
        </dl>
      </header>

      {notice}

      {awaitingTransfer ? (
        <section data-slot="bank-transfer" aria-labelledby="bank-transfer-heading" className="flex flex-col gap-3 border border-brand/40 bg-brand-soft/40 p-5 sm:p-6">
          <h2 id="bank-transfer-heading" className="font-display text-xl text-ink md:text-2xl">
            {labels.bankTransfer}
          </h2>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-ink-soft">
            {labels.transferAmount}: <strong className="text-base text-ink tabular-nums">{money(order.final_amount)}</strong>
          </p>
          {order.payment_instructions ? <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{order.payment_instructions}</p> : null}
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-labelledby="confirmation-lines-heading" className={`${card} flex flex-col gap-5`}>
          <h2 id="confirmation-lines-heading" className="font-display text-xl text-ink md:text-2xl">
            {labels.lines}
          </h2>
          <OrderLines lines={order.order_products} currency={order.currency_code} locale={locale} labels={lineLabels} />
        </section>
        <section aria-labelledby="confirmation-totals-heading" className={`${card} flex flex-col gap-4 self-start`}>
          <h2 id="confirmation-totals-heading" className="font-display text-xl text-ink md:text-2xl">
            {labels.summary}
          </h2>
          <OrderAmounts order={order} shipped={shipped} locale={locale} labels={labels} />
        </section>
      </div>

      <div className={card}>
        <OrderCustomer
          email={order.contact_email}
          shippingAddress={order.shipping_address}
          billingAddress={order.billing_address}
          shippingMethod={order.shipping_method?.name ?? null}
          note={order.note}
          labels={customerLabels}
        />
      </div>

      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}

/** The confirmation's texts from the `checkout` and `orders` messages. */
export function checkoutConfirmationLabels(t: TFunction): CheckoutConfirmationLabels {
  return {
    thanks: t('checkout.thanks'),
    confirmationSent: t('checkout.confirmationSent'),
    orderNumber: t('checkout.orderNumber'),
    paymentStatus: t('checkout.paymentStatus'),
    paymentMethod: t('orders.paymentMethod'),
    bankTransfer: t('checkout.bankTransfer'),
    transferAmount: t('checkout.transferAmount'),
    lines: t('orders.lines'),
    summary: t('orders.summary'),
    subtotal: t('checkout.subtotal'),
    discount: t('checkout.discount'),
    shipping: t('checkout.shipping'),
    free: t('checkout.free'),
    noShipping: t('checkout.noShipping'),
    giftCards: t('checkout.giftCards'),
    total: t('checkout.total'),
    remaining: t('checkout.remaining'),
    vat: t('checkout.vat', { percent: VAT_PERCENT }),
  };
}
