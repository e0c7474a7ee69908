import type { TFunction } from 'i18next';
import { useId, type FormEvent } from 'react';
import type { Cart } from '../../api/contract/cart';
import { CODE_MAX_LENGTH } from '../../domain/checkout/checkout-rules';
import type { Locale } from '../../domain/locale';
import { fill } from '../format/fill';
import { formatMoney } from '../format/money';
import { Button } from '../ui/button';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';
import { CloseIcon } from '../ui/icons';

export interface CheckoutGiftCardsLabels {
  label: string;
  /** Under the field: cards combine with each other and with a code. */
  hint: string;
  add: string;
  adding: string;
  /** Name of the list of bound cards. */
  list: string;
  /** "Verwijder cadeaukaart {code}". */
  remove: string;
}

export interface CheckoutGiftCardsProps {
  /** The cards on the cart, codes masked by the API ("••••••••0100"). */
  cards: Cart['options']['gift_cards'];
  value: string;
  onValueChange: (value: string) => void;
  onAdd: (code: string) => void;
  /** By the code the cart shows. */
  onRemove: (code: string) => void;
  loading?: boolean;
  /** The code of the card being removed. */
  removing?: string | null;
  /** Already translated. */
  error?: string | null;
  currency: string;
  locale: Locale;
  labels: CheckoutGiftCardsLabels;
}

/** Gift cards (spec: several may be used, together with a discount code): the bound cards with what each pays, and a field to add one. */
export function CheckoutGiftCards({ cards, value, onValueChange, onAdd, onRemove, loading = false, removing = null, error, currency, locale, labels }: CheckoutGiftCardsProps) {
  const id = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() && !loading) onAdd(value.trim());
  };
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div data-slot="checkout-gift-cards" className="flex flex-col gap-3">
      <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className={fieldLabelClass}>
          {labels.label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="gift_card_code"
            value={value}
            maxLength={CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.currentTarget.value)}
            className={`${fieldControlClass} min-w-0 flex-1 uppercase`}
          />
          <Button type="submit" intent="secondary" className="h-11" loading={loading} loadingLabel={labels.adding} disabled={!value.trim()}>
            {labels.add}
          </Button>
        </div>
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {labels.hint}
        </p>
      </form>
      {cards.length > 0 ? (
        <ul aria-label={labels.list} className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.code} data-slot="gift-card" className="flex items-center justify-between gap-3 border border-line bg-canvas py-2 pr-2 pl-3 text-sm">
              <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span className="font-medium tracking-wide break-all text-ink">{card.code}</span>
                <span className="text-sale tabular-nums">{money(-card.used_gift_card_amount)}</span>
              </p>
              <Button intent="ghost" size="icon" className="size-9" aria-label={fill(labels.remove, { code: card.code })} loading={removing === card.code} onClick={() => onRemove(card.code)}>
                {removing === card.code ? null : <CloseIcon className="size-4" />}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The gift card field's texts from the `checkout` messages. */
export function checkoutGiftCardsLabels(t: TFunction): CheckoutGiftCardsLabels {
  return {
    label: t('checkout.giftCard'),
    hint: t('checkout.giftCardsHint'),
    add: t('checkout.addGiftCard'),
    adding: t('checkout.applying'),
    list: t('checkout.giftCards'),
    remove: t('checkout.removeGiftCard'),
  };
}
