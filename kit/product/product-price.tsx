export interface ProductPriceProps {
  /** The price to pay, formatted. */
  final: string;
  /** The regular price, formatted; shown struck through when on sale. */
  regular?: string | null;
  /** "vanaf" when the price is a starting price. */
  from?: string | null;
  /** Save badge text, e.g. "−20%", with its spoken form. */
  save?: { text: string; label: string } | null;
  labels: { price: string; regularPrice: string; salePrice: string };
}

/**
 * The product page's price: on sale, the old price struck through, the new one and a save
 * badge; "from" before a starting price. Screen readers hear which price is which.
 */
export function ProductPrice({ final, regular, from, save, labels }: ProductPriceProps) {
  const onSale = Boolean(regular && regular !== final);
  return (
    <p data-slot="product-price" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {from ? <span className="text-sm text-ink-muted">{from} </span> : null}
      <span className="sr-only">{onSale ? labels.salePrice : labels.price} </span>
      <span data-slot="price-final" className={`font-display text-3xl leading-none ${onSale ? 'text-sale' : 'text-ink'}`}>
        {final}
      </span>
      {onSale ? (
        <>
          <span className="sr-only"> {labels.regularPrice} </span>
          <s data-slot="price-regular" className="text-base text-ink-muted">
            {regular}
          </s>
        </>
      ) : null}
      {onSale && save ? (
        <span data-slot="save-badge" className="self-center bg-sale px-2 py-0.5 text-xs font-medium tracking-wide text-surface">
          <span aria-hidden="true">{save.text}</span>
          <span className="sr-only"> ({save.label})</span>
        </span>
      ) : null}
    </p>
  );
}
