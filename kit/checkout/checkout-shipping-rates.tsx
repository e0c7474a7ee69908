import type { TFunction } from 'i18next';
import { useId } from 'react';
import type { ShippingRate } from '../../api/contract/checkout';
import type { Locale } from '../../domain/locale';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field';
import { SpinnerIcon } from '../ui/icons';
import { RadioCard } from '../ui/radio';
import { Notice } from '../ui/notice';

export interface CheckoutShippingRatesLabels {
  legend: string;
  loading: string;
  /** No rate ships to the chosen country. */
  none: string;
  error: string;
  retry: string;
  free: string;
  /** "Gratis vanaf {amount}". */
  freeFrom: string;
  /** A cart of digital items only. */
  digitalOnly: string;
}

export interface CheckoutShippingRatesProps {
  rates: readonly ShippingRate[];
  /** The chosen rate's id. */
  value: string | null;
  onChange: (id: string) => void;
  status?: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
  /** False for a digital-only cart: nothing to choose. */
  requiresShipping?: boolean;
  /** The rates cannot be changed now (a change is being saved). */
  disabled?: boolean;
  /** Already translated (e.g. "Kies een verzendmethode" from the API's 422 or the blockers). */
  error?: string | null;
  currency: string;
  locale: Locale;
  labels: CheckoutShippingRatesLabels;
}

/** The shipping method as a radio group: title, delivery time and the price the API set for this cart. */
export function CheckoutShippingRates({ rates, value, onChange, status = 'ready', onRetry, requiresShipping = true, disabled = false, error, currency, locale, labels }: CheckoutShippingRatesProps) {
  const id = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  let body;
  if (!requiresShipping) body = <p className="text-sm text-ink-soft">{labels.digitalOnly}</p>;
  else if (status === 'loading' && rates.length === 0)
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
        <SpinnerIcon className="size-4" />
        {labels.loading}
      </p>
    );
  else if (status === 'error')
    body = (
      <Notice as="div" tone="error" size="box" role="alert">
        <p>{labels.error}</p>
        {onRetry ? (
          <Button intent="secondary" size="sm" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </Notice>
    );
  else if (rates.length === 0) body = <p className="text-sm text-ink-soft">{labels.none}</p>;
  else
    body = (
      <div className="flex flex-col gap-2" aria-busy={status === 'loading' || undefined}>
        {rates.map((rate) => (
          <RadioCard
            key={rate.id}
            cardProps={{ 'data-slot': 'shipping-rate' }}
            tone="tint"
            name={`${id}-rate`}
            value={rate.id}
            checked={value === rate.id}
            disabled={disabled}
            onChange={() => onChange(rate.id)}
            aria-describedby={`${id}-${rate.id}-details`}
          >
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-ink">{rate.title}</span>
              <span id={`${id}-${rate.id}-details`} className="text-xs text-ink-muted">
                {[rate.delivery_time, rate.free_from !== null && rate.amount > 0 ? fill(labels.freeFrom, { amount: money(rate.free_from) }) : null].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span data-slot="shipping-rate-price" className="shrink-0 text-ink tabular-nums">
              {rate.amount === 0 ? labels.free : money(rate.amount)}
            </span>
          </RadioCard>
        ))}
      </div>
    );

  return (
    <fieldset data-slot="checkout-shipping-rates" aria-describedby={error ? `${id}-error` : undefined} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 font-display text-xl text-ink">{labels.legend}</legend>
      {body}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** The shipping method's texts from the `checkout` messages. */
export function checkoutShippingRatesLabels(t: TFunction): CheckoutShippingRatesLabels {
  return {
    legend: t('checkout.shippingMethod'),
    loading: t('checkout.ratesLoading'),
    none: t('checkout.ratesNone'),
    error: t('checkout.ratesError'),
    retry: t('checkout.retry'),
    free: t('checkout.free'),
    freeFrom: t('checkout.freeFrom'),
    digitalOnly: t('checkout.digitalOnly'),
  };
}
