import type { TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';
import { VAT_PERCENT } from '../../domain/pricing/vat';
import type { Order } from '../../api/contract/orders';
import { formatMoney } from '../format/money';

export interface OrderTotalsLabels {
  heading: string;
  subtotal: string;
  discount: string;
  shipping: string;
  /** Shipping that cost nothing. */
  free: string;
  /** An order of digital items only. */
  noShipping: string;
  /** "Waarvan btw (21%)". */
  vat: string;
  total: string;
  /** "Paid by gift card" and the amount left after it (orders paid partly by gift cards). */
  giftCards: string;
  remaining: string;
}

type OrderAmountsData = Pick<Order, 'subtotal_amount' | 'discount_amount' | 'shipping_amount' | 'tax_amount' | 'final_amount' | 'currency_code'> &
  Partial<Pick<Order, 'discount_code' | 'gift_card_amount'>>;

export interface OrderAmountsProps {
  order: OrderAmountsData;
  shipped: boolean;
  locale: Locale;
  labels: Omit<OrderTotalsLabels, 'heading'>;
}

export interface OrderTotalsProps {
  order: OrderAmountsData;
  /** Whether anything was shipped (a digital-only order has no shipping line). */
  shipped: boolean;
  locale: Locale;
  labels: OrderTotalsLabels;
}

/**
 * An order's amounts: subtotal at regular prices, discount (with the code), shipping, gift cards,
 * what is (left) to pay, and the VAT included. The order page and the checkout's success page.
 */
export function OrderAmounts({ order, shipped, locale, labels }: OrderAmountsProps) {
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const row = 'flex items-baseline justify-between gap-4';
  const giftCards = order.gift_card_amount ?? 0;
  return (
    <dl className="flex flex-col gap-2 text-sm text-ink-soft">
      <div className={row}>
        <dt>{labels.subtotal}</dt>
        <dd data-slot="order-subtotal" className="tabular-nums">
          {money(order.subtotal_amount)}
        </dd>
      </div>
      {order.discount_amount > 0 ? (
        <div className={row}>
          <dt>
            {labels.discount}
            {order.discount_code ? <span className="ml-1 text-xs text-ink-muted">({order.discount_code})</span> : null}
          </dt>
          <dd data-slot="order-discount" className="text-sale tabular-nums">
            {money(-order.discount_amount)}
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt>{labels.shipping}</dt>
        <dd data-slot="order-shipping" data-amount={order.shipping_amount} className="tabular-nums">
          {!shipped && order.shipping_amount === 0 ? labels.noShipping : order.shipping_amount === 0 ? labels.free : money(order.shipping_amount)}
        </dd>
      </div>
      {giftCards > 0 ? (
        <div className={row}>
          <dt>{labels.giftCards}</dt>
          <dd data-slot="order-gift-cards" className="text-sale tabular-nums">
            {money(-giftCards)}
          </dd>
        </div>
      ) : null}
      <div className={`${row} mt-2 border-t border-line pt-4 text-base font-medium text-ink`}>
        <dt>{giftCards > 0 ? labels.remaining : labels.total}</dt>
        <dd data-slot="order-grand-total" className="tabular-nums">
          {money(order.final_amount)}
        </dd>
      </div>
      <div className={`${row} text-xs text-ink-muted`}>
        <dt>{labels.vat}</dt>
        <dd data-slot="order-vat" className="tabular-nums">
          {money(order.tax_amount)}
        </dd>
      </div>
    </dl>
  );
}

/** The order page's totals: a heading and the amounts. */
export function OrderTotals({ order, shipped, locale, labels }: OrderTotalsProps) {
  return (
    <section data-slot="order-totals" aria-labelledby="order-totals-heading" className="flex flex-col gap-4">
      <h3 id="order-totals-heading" className="font-display text-xl text-ink md:text-2xl">
        {labels.heading}
      </h3>
      <OrderAmounts order={order} shipped={shipped} locale={locale} labels={labels} />
    </section>
  );
}

/** The totals texts from the `orders` messages. */
export function orderTotalsLabels(t: TFunction): OrderTotalsLabels {
  return {
    heading: t('orders.summary'),
    subtotal: t('orders.subtotal'),
    discount: t('orders.discount'),
    shipping: t('orders.shipping'),
    free: t('orders.free'),
    noShipping: t('orders.noShipping'),
    vat: t('orders.vat', { percent: VAT_PERCENT }),
    total: t('orders.total'),
    giftCards: t('checkout.giftCards'),
    remaining: t('checkout.remaining'),
  };
}
