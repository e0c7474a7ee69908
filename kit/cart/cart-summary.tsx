import { useId } from 'react';
import type { Cart } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { formatMoney } from '../format/money';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { DiscountRows, summaryRow } from './discount-rows';

export interface CartSummaryLabels {
  /** Heading of the summary (screen readers only in the drawer). */
  summary: string;
  subtotal: string;
  /** The sale prices' saving. */
  discount: string;
  /** The discount code's amount, named with the code. */
  codeDiscount: string;
  shipping: string;
  /** Shipping value when something ships: "Berekend bij afrekenen". */
  shippingAtCheckout: string;
  /** Shipping value for a cart of digital items only. */
  noShipping: string;
  total: string;
  checkout: string;
}

export interface CartSummaryProps {
  cart: Pick<Cart, 'subtotal_amount' | 'discount_amount' | 'code_discount_amount' | 'discount' | 'final_amount' | 'requires_shipping'>;
  currency: string;
  locale: Locale;
  labels: CartSummaryLabels;
  checkoutHref: string;
  /** A second link under checkout, e.g. "Bekijk winkelwagen" in the drawer. */
  secondaryLink?: { href: string; label: string };
  variant?: 'drawer' | 'page';
  className?: string;
}

/** Subtotal, sale discount, the discount code's amount, shipping and total of a cart, with the checkout link. */
export function CartSummary({ cart, currency, locale, labels, checkoutHref, secondaryLink, variant = 'page', className }: CartSummaryProps) {
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <section data-slot="cart-summary" aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className={variant === 'drawer' ? 'sr-only' : 'font-display text-2xl font-normal text-ink'}>
        {labels.summary}
      </h2>
      <dl className="flex flex-col gap-2 text-sm text-ink-soft">
        <div className={summaryRow}>
          <dt>{labels.subtotal}</dt>
          <dd data-slot="cart-subtotal" className="tabular-nums">
            {money(cart.subtotal_amount)}
          </dd>
        </div>
        <DiscountRows cart={cart} money={money} labels={{ sale: labels.discount, code: labels.codeDiscount }} slots={{ sale: 'cart-discount', code: 'cart-code-discount' }} />
        <div className={summaryRow}>
          <dt>{labels.shipping}</dt>
          <dd className="text-right">{cart.requires_shipping ? labels.shippingAtCheckout : labels.noShipping}</dd>
        </div>
        <div className={`${summaryRow} mt-1 border-t border-line pt-3 text-base font-semibold text-ink`}>
          <dt>{labels.total}</dt>
          <dd data-slot="cart-total" className="tabular-nums">
            {money(cart.final_amount)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2">
        <Button asChild size="lg" className="w-full">
          <a href={checkoutHref}>{labels.checkout}</a>
        </Button>
        {secondaryLink ? (
          <Button asChild intent="secondary" className="w-full">
            <a href={secondaryLink.href}>{secondaryLink.label}</a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
