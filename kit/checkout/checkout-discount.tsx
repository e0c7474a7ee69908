import type { TFunction } from 'i18next';
import { useId, type FormEvent } from 'react';
import type { Cart } from '../../api/contract/cart';
import { CODE_MAX_LENGTH } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import { nominalValue } from './checkout-rules';
import { Button } from '../ui/button';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';
import { CloseIcon } from '../ui/icons';

export interface CheckoutDiscountLabels {
  label: string;
  apply: string;
  applying: string;
  /** "Doorgaan zonder korting". */
  continueWithout: string;
  /** "Verwijder kortingscode {code}". */
  remove: string;
  /** "{n}% korting". */
  percentOff: string;
  /** "{amount} korting". */
  amountOff: string;
}

export interface CheckoutDiscountProps {
  /** The code on the cart (one per order). */
  applied: Cart['discount'];
  /** What the shopper typed. */
  value: string;
  onValueChange: (value: string) => void;
  onApply: (code: string) => void;
  /** Forget a refused code and its error. */
  onSkip: () => void;
  onRemove: () => void;
  loading?: boolean;
  removing?: boolean;
  /** Already translated ('Kortingscode is ongeldig'). */
  error?: string | null;
  currency: string;
  locale: Locale;
  labels: CheckoutDiscountLabels;
}

/**
 * The discount code (spec section 5): apply → busy → either the applied code with its value and a
 * remove button, or 'Kortingscode is ongeldig' with "continue without discount", which clears the
 * field and the error. Only static and percent codes are shown.
 */
export function CheckoutDiscount({ applied, value, onValueChange, onApply, onSkip, onRemove, loading = false, removing = false, error, currency, locale, labels }: CheckoutDiscountProps) {
  const id = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);

  if (applied && (applied.discount_type === 'percent' || applied.discount_type === 'static')) {
    return (
      <div data-slot="checkout-discount-applied" className="flex flex-col gap-2">
        <p className={fieldLabelClass}>{labels.label}</p>
        <div className="flex items-center justify-between gap-3 border border-line bg-canvas py-2 pr-2 pl-3 text-sm">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span data-slot="discount-code" className="font-medium tracking-wide text-ink">
              {applied.code}
            </span>
            <span className="text-ink-muted">{nominalValue(applied.discount_type, applied.base_discount_amount, { percent: labels.percentOff, amount: labels.amountOff }, money)}</span>
          </p>
          <Button intent="ghost" size="icon" className="size-9" aria-label={fill(labels.remove, { code: applied.code })} loading={removing} onClick={onRemove}>
            {removing ? null : <CloseIcon className="size-4" />}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() && !loading) onApply(value.trim());
  };
  return (
    <form data-slot="checkout-discount" noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {labels.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discount_code"
          value={value}
          maxLength={CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          className={`${fieldControlClass} min-w-0 flex-1 uppercase`}
        />
        <Button type="submit" intent="secondary" className="h-11" loading={loading} loadingLabel={labels.applying} disabled={!value.trim()}>
          {labels.apply}
        </Button>
      </div>
      {error ? (
        <div className="flex flex-col items-start gap-1">
          <FieldError id={`${id}-error`}>{error}</FieldError>
          <Button intent="link" size="sm" onClick={onSkip}>
            {labels.continueWithout}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The discount field's texts from the `checkout` messages. */
export function checkoutDiscountLabels(t: TFunction): CheckoutDiscountLabels {
  return {
    label: t('checkout.discountCode'),
    apply: t('checkout.apply'),
    applying: t('checkout.applying'),
    continueWithout: t('checkout.continueWithoutDiscount'),
    remove: t('checkout.removeDiscount'),
    percentOff: t('checkout.percentOff'),
    amountOff: t('checkout.amountOff'),
  };
}
