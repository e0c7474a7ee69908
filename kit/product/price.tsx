import type { Locale } from '../../domain/locale';
import { formatMoney } from '../format/money';

export interface PriceLabels {
  /** "vanaf" / "from", before a starting price. */
  from: string;
  /** Spoken before the struck-through price, e.g. "Oorspronkelijke prijs". */
  was: string;
  /** Spoken before the price to pay on sale, e.g. "Nu". */
  now: string;
}

export interface PriceProps {
  /** Regular price in cents. */
  regular: number;
  /** Price to pay in cents. */
  final: number;
  onSale: boolean;
  /** The configurations differ in price: "from". */
  from?: boolean;
  currency: string;
  locale: Locale;
  labels: PriceLabels;
  /** Muted, e.g. when sold out. */
  muted?: boolean;
}

/**
 * A listing price: on sale the old price struck through before the new one, with visually
 * hidden "was / now" words so screen readers say which is which.
 */
export function Price({ regular, final, onSale, from = false, currency, locale, labels, muted = false }: PriceProps) {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const showSale = onSale && final < regular;
  return (
    <p data-slot="price" className={`flex flex-wrap items-baseline gap-x-2 text-sm tabular-nums ${muted ? 'text-ink-muted' : 'text-ink'}`}>
      {from ? <span className="text-xs text-ink-muted">{labels.from}</span> : null}
      {showSale ? (
        <>
          <s data-slot="price-was" className="text-xs text-ink-muted">
            <span className="sr-only">{labels.was} </span>
            {money(regular)}
          </s>
          <span data-slot="price-now" className={muted ? '' : 'text-sale'}>
            <span className="sr-only">{labels.now} </span>
            {money(final)}
          </span>
        </>
      ) : (
        <span data-slot="price-now">{money(final)}</span>
      )}
    </p>
  );
}
