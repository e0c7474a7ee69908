import type { FormEvent } from 'react';
import { linkButton } from './filter-choice';
import type { FilterPanelViewProps } from './filter-panel';
import { FILTER_KEYS, withPrice } from '../../domain/catalogue/url';

const inputClass =
  'h-10 w-full border border-line bg-surface px-3 text-sm text-ink tabular-nums focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand';

/** Price range in whole euros: a GET form, so it filters without JavaScript as well. */
export function PriceRange({ id, labels, draft, applied, basePath, interactive, parts, onEdit, onApplyNow }: FilterPanelViewProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApplyNow?.();
  };
  const number = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));
  return (
    <form method="get" action={basePath} onSubmit={interactive ? onSubmit : undefined} className="flex flex-col gap-3">
      {interactive
        ? null
        : FILTER_KEYS.map((key) => (applied.filters[key].length ? <input key={key} type="hidden" name={key} value={applied.filters[key].join(',')} /> : null))}
      {!interactive && applied.sortBy ? <input type="hidden" name="sortBy" value={applied.sortBy} /> : null}
      <div className="grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((end) => (
          <label key={end} htmlFor={`${id}-price-${end}`} className="flex flex-col gap-1 text-xs text-ink-muted">
            {end === 'min' ? labels.priceFrom : labels.priceTo}
            <input
              id={`${id}-price-${end}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={end === 'min' ? 'min_cost_from' : 'max_cost_to'}
              {...(interactive
                ? {
                    value: draft[end] ?? '',
                    onChange: (event: { currentTarget: HTMLInputElement }) => {
                      const value = number(event.currentTarget.value);
                      onEdit?.((d) => withPrice(d, end === 'min' ? value : d.min, end === 'max' ? value : d.max));
                    },
                  }
                : { defaultValue: applied[end] })}
              className={inputClass}
            />
          </label>
        ))}
      </div>
      {parts === 'all' ? (
        <button type="submit" className={`self-start ${linkButton}`}>
          {labels.priceApply}
        </button>
      ) : null}
    </form>
  );
}
