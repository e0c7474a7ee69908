import type { TFunction } from 'i18next';
import { useId } from 'react';
import type { Cart } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { DiscountRows, summaryRow } from '../cart/discount-rows';
import { lineSpecs } from '../cart/line-specs';
import { VAT_PERCENT } from '../../domain/pricing/vat';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import { joinClasses } from '../ui/join-classes';
import { SpinnerIcon } from '../ui/icons';

export interface CheckoutSummaryLabels {
  heading: string;
  /** Name of the list of lines. */
  items: string;
  /** "Aantal: {n}". */
  quantity: string;
  metal: string;
  size: string;
  engraving: string;
  subtotal: string;
  /** The sale prices' saving. */
  saleDiscount: string;
  /** The discount code's amount, named with the code. */
  discount: string;
  shipping: string;
  /** Shipping value while no rate is chosen. */
  chooseShipping: string;
  /** Shipping value of a digital-only cart. */
  noShipping: string;
  free: string;
  total: string;
  giftCards: string;
  toPay: string;
  /** "Waarvan btw (21%)". */
  vat: string;
  editCart: string;
  /** Accessible text while amounts are being recalculated. */
  updating: string;
}

export type SummaryCart = Pick<
  Cart,
  | 'items'
  | 'subtotal_amount'
  | 'discount_amount'
  | 'code_discount_amount'
  | 'discount'
  | 'shipping_amount'
  | 'shipping_rates'
  | 'requires_shipping'
  | 'total_amount'
  | 'gift_card_amount'
  | 'final_amount'
  | 'tax_amount'
  | 'currency_code'
>;

export interface CheckoutSummaryProps {
  cart: SummaryCart;
  locale: Locale;
  labels: CheckoutSummaryLabels;
  /** "Winkelwagen wijzigen" (step 1). */
  editHref?: string;
  /** A change is being saved: the amounts are marked busy until the API answers. */
  updating?: boolean;
  /** Added to the summary's own classes (a frame, a position), joined without tailwind-merge: the checkout's islands carry none. */
  className?: string;
}

/**
 * The order summary beside both checkout steps: the lines, then every amount exactly as the API
 * priced it (subtotal, discounts incl. the code, shipping, total, gift cards, what is left to pay
 * and the VAT in it). Nothing is added up here.
 */
export function CheckoutSummary({ cart, locale, labels, editHref, updating = false, className }: CheckoutSummaryProps) {
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, cart.currency_code, locale);
  const rateChosen = cart.shipping_rates.some((rate) => rate.selected);
  const shipping = !cart.requires_shipping ? labels.noShipping : !rateChosen ? labels.chooseShipping : cart.shipping_amount === 0 ? labels.free : money(cart.shipping_amount);
  return (
    <section data-slot="checkout-summary" aria-labelledby={headingId} className={joinClasses('flex flex-col gap-5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-xl text-ink sm:text-2xl">
          {labels.heading}
          {/* Amounts are being recalculated: a spinner, not dimmed text (it must stay readable). */}
          {updating ? <SpinnerIcon data-slot="checkout-summary-busy" className="size-4 text-ink-muted" /> : null}
        </h2>
        {editHref ? (
          <a href={editHref} className="text-sm text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
            {labels.editCart}
          </a>
        ) : null}
      </div>
      <ul aria-label={labels.items} className="flex flex-col divide-y divide-line">
        {cart.items.map((item) => {
          const engraving = item.options.engraving?.trim();
          const { material, size } = lineSpecs(item);
          const details = [
            material ? `${labels.metal}: ${material.title}` : null,
            size ? `${labels.size}: ${size}` : null,
            engraving ? `${labels.engraving}: “${engraving}”` : null,
          ].filter(Boolean);
          return (
            <li key={item.id} data-slot="checkout-line" className="flex gap-3 py-3 first:pt-0">
              <div className="relative size-16 shrink-0 overflow-hidden bg-canvas">
                {item.image ? <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" className="size-full object-cover" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                <p className="leading-snug text-ink">{item.title}</p>
                {details.length > 0 ? <p className="text-xs break-words text-ink-muted">{details.join(' · ')}</p> : null}
                <p className="text-xs text-ink-muted">{fill(labels.quantity, { n: item.quantity })}</p>
              </div>
              <p data-slot="checkout-line-total" className="shrink-0 text-sm text-ink tabular-nums">
                {money(item.total_amount)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl aria-busy={updating || undefined} className="flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink-soft">
        <div className={summaryRow}>
          <dt>{labels.subtotal}</dt>
          <dd data-slot="checkout-subtotal" className="tabular-nums">
            {money(cart.subtotal_amount)}
          </dd>
        </div>
        <DiscountRows cart={cart} money={money} labels={{ sale: labels.saleDiscount, code: labels.discount }} slots={{ sale: 'checkout-sale-discount', code: 'checkout-discount' }} />
        <div className={summaryRow}>
          <dt>{labels.shipping}</dt>
          <dd data-slot="checkout-shipping" className="text-right tabular-nums">
            {shipping}
          </dd>
        </div>
        {/* With gift cards: the order's total, what the cards pay, and what is left; else the total is what is paid. */}
        {cart.gift_card_amount > 0 ? (
          <>
            <div className={`${summaryRow} mt-1 border-t border-line pt-3 text-ink`}>
              <dt>{labels.total}</dt>
              <dd data-slot="checkout-total" className="tabular-nums">
                {money(cart.total_amount)}
              </dd>
            </div>
            <div className={summaryRow}>
              <dt>{labels.giftCards}</dt>
              <dd data-slot="checkout-gift-card-amount" className="text-sale tabular-nums">
                {money(-cart.gift_card_amount)}
              </dd>
            </div>
          </>
        ) : null}
        <div className={`${summaryRow} mt-1 border-t border-line pt-3 text-base font-semibold text-ink`}>
          <dt>{cart.gift_card_amount > 0 ? labels.toPay : labels.total}</dt>
          <dd data-slot="checkout-to-pay" className="tabular-nums">
            {money(cart.final_amount)}
          </dd>
        </div>
        <div className={`${summaryRow} text-xs text-ink-muted`}>
          <dt>{labels.vat}</dt>
          <dd data-slot="checkout-vat" className="tabular-nums">
            {money(cart.tax_amount)}
          </dd>
        </div>
      </dl>
      {updating ? (
        <p role="status" className="sr-only">
          {labels.updating}
        </p>
      ) : null}
    </section>
  );
}

/** The summary's texts from the `checkout` and `cart` messages. */
export function checkoutSummaryLabels(t: TFunction): CheckoutSummaryLabels {
  return {
    heading: t('checkout.summary'),
    items: t('checkout.items'),
    quantity: t('checkout.quantity'),
    metal: t('cart.metal'),
    size: t('cart.size'),
    engraving: t('cart.engraving'),
    subtotal: t('checkout.subtotal'),
    saleDiscount: t('checkout.saleDiscount'),
    discount: t('checkout.codeDiscount'),
    shipping: t('checkout.shipping'),
    chooseShipping: t('checkout.chooseShipping'),
    noShipping: t('checkout.noShipping'),
    free: t('checkout.free'),
    total: t('checkout.total'),
    giftCards: t('checkout.giftCards'),
    toPay: t('checkout.toPay'),
    vat: t('checkout.vat', { percent: VAT_PERCENT }),
    editCart: t('checkout.editCart'),
    updating: t('checkout.saving'),
  };
}
