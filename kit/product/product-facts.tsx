export interface ProductFact {
  label: string;
  value: string;
}

export interface ProductFactsProps {
  title?: string;
  items: ProductFact[];
}

/** The information list: material, stone, shape, setting, SKU, return window. Empty values are left out. */
export function ProductFacts({ title, items }: ProductFactsProps) {
  const shown = items.filter((item) => item.value);
  if (shown.length === 0) return null;
  return (
    <div data-slot="product-facts">
      {title ? <h2 className="mb-3 font-display text-xl text-ink">{title}</h2> : null}
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] border-t border-line text-sm">
        {shown.map((item) => (
          <div key={item.label} className="contents">
            <dt className="border-b border-line py-2.5 pr-4 text-ink-muted">{item.label}</dt>
            <dd className="border-b border-line py-2.5 text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
