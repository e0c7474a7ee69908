'use client';

import { usePausedSearch } from '../form-parts';
import { Field, fieldControlClass } from '../../ui/field';
import type { CatalogueTexts, VariantQuery } from './catalogue-api';

function Select<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as T)} className={fieldControlClass}>
          {(Object.entries(options) as [T, string][]).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The variants' search (SKU or title) and filters (stock, publishing); each change goes back to page 1. */
export function CatalogueFilters({ query, onChange, texts }: { query: VariantQuery; onChange: (change: Partial<VariantQuery>) => void; texts: CatalogueTexts }) {
  const [search, setSearch] = usePausedSearch(query.q, (q) => onChange({ q, page: 1 }));
  return (
    <form role="search" aria-label={texts.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-4">
      <Field id="catalogue-search" label={texts.search} className="flex flex-col gap-1.5 sm:col-span-2">
        {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
      </Field>
      <Select id="catalogue-stock" label={texts.stockFilter} value={query.stock} options={texts.stockFilters} onChange={(stock) => onChange({ stock, page: 1 })} />
      <Select id="catalogue-published" label={texts.publishedFilter} value={query.published} options={texts.publishedFilters} onChange={(published) => onChange({ published, page: 1 })} />
    </form>
  );
}
