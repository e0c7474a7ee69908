import type { TFunction } from 'i18next';
import type { Locale } from '../../api/contract/common';
import { VAT_PERCENT } from '../../api/contract/order-rules';
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
}

export interface OrderTotalsProps {
  order: Pick<Order, 'subtotal_amount' | 'discount_amount' | 'shipping_amount' | 'tax_amount' | 'final_amount' | 'currency_code'>;
  /** Whether anything was shipped (a digital-only order has no shipping line). */
  shipped: boolean;
  locale: Locale;
  labels: OrderTotalsLabels;
}

/** Subtotal at regular prices, discount, shipping, total, and the VAT included in it. */
export function OrderTotals({ order, shipped, locale, labels }: OrderTotalsProps) {
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <section data-slot="order-totals" aria-labelledby="order-totals-heading" className="flex flex-col gap-4">
      <h3 id="order-totals-heading" className="font-display text-xl text-ink md:text-2xl">
        {labels.heading}
      </h3>
      <dl className="flex flex-col gap-2 text-sm text-ink-soft">
        <div className={row}>
          <dt>{labels.subtotal}</dt>
          <dd data-slot="order-subtotal" className="tabular-nums">
            {money(order.subtotal_amount)}
          </dd>
        </div>
        {order.discount_amount > 0 ? (
          <div className={row}>
            <dt>{labels.discount}</dt>
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
        <div className={`${row} mt-2 border-t border-line pt-4 text-base font-medium text-ink`}>
          <dt>{labels.total}</dt>
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
  };
}
