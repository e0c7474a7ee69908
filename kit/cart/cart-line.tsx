import type { CartItem } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { fill } from '../format/fill';
import { lineSpecs } from './line-specs';
import { formatMoney } from '../format/money';
import { Price } from '../product/price';
import { QuantityStepper } from '../ui/quantity-stepper';
import { TrashIcon } from '../ui/icons';

/** Texts of one cart line; `{title}` in quantity, decrease, increase and remove stands for the product's title. */
export interface CartLineLabels {
  /** Spoken before the struck-through unit price, e.g. "Oorspronkelijke prijs". */
  was: string;
  /** Spoken before the unit price to pay on sale, e.g. "Nu". */
  now: string;
  metal: string;
  size: string;
  engraving: string;
  /** Spoken before the line total. */
  lineTotal: string;
  quantity: string;
  decrease: string;
  increase: string;
  /** With `{max}`. */
  onlyAvailable: string;
  /** "Verwijder {title}". */
  remove: string;
  /** Status while the line is being removed. */
  removing: string;
  unavailable: string;
}

export interface CartLineProps {
  item: CartItem;
  /** The product page, localised. */
  href: string;
  currency: string;
  locale: Locale;
  labels: CartLineLabels;
  /** Most pieces the quantity control offers: `lineMaxQuantity(item)` from domain/cart/cart-rules. */
  maxQuantity: number;
  /** The line is being removed: dimmed, controls disabled, aria-busy. */
  removing?: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the cart: thumbnail and title linking to the product, metal, size and engraving,
 * unit price (struck-through regular price on sale), quantity, remove and the line total.
 */
export function CartLine({ item, href, currency, locale, labels, maxQuantity, removing = false, onQuantityChange, onRemove }: CartLineProps) {
  const withTitle = (template: string) => fill(template, { title: item.title });
  const engraving = item.options.engraving?.trim();
  return (
    <li data-slot="cart-line" aria-busy={removing || undefined} className="flex gap-4 py-5">
      {/* The title is the line's link; this one is the same target for pointer users only. */}
      <a href={href} aria-hidden="true" tabIndex={-1} className="size-20 shrink-0 overflow-hidden bg-canvas sm:size-24">
        {item.image ? (
          <img
            src={item.image.url}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
            className={`size-full object-cover transition-opacity motion-reduce:transition-none ${removing || !item.available ? 'opacity-40' : ''}`}
          />
        ) : null}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 pt-1 font-display text-base leading-snug md:text-lg">
            <a
              href={href}
              className={`hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${removing ? 'text-ink-muted' : 'text-ink'}`}
            >
              {item.title}
            </a>
          </p>
          <button
            type="button"
            aria-label={withTitle(labels.remove)}
            disabled={removing}
            onClick={onRemove}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-brand-soft hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <TrashIcon className="size-4.5" />
          </button>
        </div>
        <LineDetails item={item} labels={labels} engraving={engraving} />
        <Price
          regular={item.base_cost}
          final={item.final_cost}
          onSale={item.discount_amount > 0}
          currency={currency}
          locale={locale}
          labels={{ from: '', was: labels.was, now: labels.now }}
          muted={removing}
        />
        {removing ? (
          <p role="status" className="text-xs text-ink-muted">
            {labels.removing}
          </p>
        ) : !item.available ? (
          <p data-slot="cart-line-unavailable" className="text-xs text-sale">
            {labels.unavailable}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
          <QuantityStepper
            compact
            id={`cart-quantity-${item.id}`}
            value={item.quantity}
            max={maxQuantity}
            disabled={removing}
            onChange={(quantity) => {
              if (quantity !== item.quantity) onQuantityChange(quantity);
            }}
            labels={{ quantity: withTitle(labels.quantity), decrease: withTitle(labels.decrease), increase: withTitle(labels.increase), onlyAvailable: labels.onlyAvailable }}
          />
          <p data-slot="cart-line-total" className={`ml-auto text-sm font-medium whitespace-nowrap tabular-nums ${removing ? 'text-ink-muted' : 'text-ink'}`}>
            <span className="sr-only">{labels.lineTotal} </span>
            {formatMoney(item.total_amount, currency, locale)}
          </p>
        </div>
      </div>
    </li>
  );
}

function LineDetails({ item, labels, engraving }: { item: CartItem; labels: CartLineLabels; engraving: string | undefined }) {
  const { material, size } = lineSpecs(item);
  if (!material && !size && !engraving) return null;
  const row = 'flex flex-wrap items-center gap-x-1';
  return (
    <dl data-slot="cart-line-details" className="flex flex-col gap-0.5 text-xs text-ink-muted">
      {material ? (
        <div className={row}>
          <dt>{labels.metal}:</dt>
          <dd className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full border border-line" style={{ backgroundColor: material.color }} />
            {material.title}
          </dd>
        </div>
      ) : null}
      {size ? (
        <div className={row}>
          <dt>{labels.size}:</dt>
          <dd>{size}</dd>
        </div>
      ) : null}
      {engraving ? (
        <div className={row}>
          <dt>{labels.engraving}:</dt>
          <dd className="break-words">“{engraving}”</dd>
        </div>
      ) : null}
    </dl>
  );
}
