export interface MetalChoice {
  id: number;
  title: string;
  /** Swatch colour (the material's hex colour). */
  color: string;
}

export interface MetalPickerProps {
  /** Radio group name, unique on the page. */
  name: string;
  legend: string;
  options: MetalChoice[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Metal as colour swatches: a radio group (arrow keys move), each swatch labelled with its metal. */
export function MetalPicker({ name, legend, options, value, onChange }: MetalPickerProps) {
  const chosen = options.find((o) => o.id === value);
  return (
    <fieldset data-slot="metal-picker" className="flex flex-col gap-3">
      <legend className="mb-3 text-xs tracking-[0.14em] text-ink-muted uppercase">
        {legend}: <span className="text-ink normal-case tracking-normal text-sm">{chosen?.title}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.id} title={option.title} className="group relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
              aria-label={option.title}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full border border-line transition-colors group-hover:border-ink-muted peer-checked:border-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
            >
              <span className="size-7 rounded-full border border-ink/10 shadow-[inset_0_-3px_6px_rgb(0_0_0/0.12)]" style={{ backgroundColor: option.color }} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SizeChoice {
  value: string;
  /** Shown text, e.g. "52" or "42 cm". */
  label: string;
  /** Spoken and title text when sold out, e.g. "54 (uitverkocht)". */
  soldOutLabel?: string;
}

export interface SizePickerProps {
  name: string;
  legend: string;
  options: SizeChoice[];
  value: string | null;
  onChange: (value: string) => void;
}

/** Ring size or length as a radio group of boxes; sold-out sizes stay choosable (to ask for a notice) but look struck. */
export function SizePicker({ name, legend, options, value, onChange }: SizePickerProps) {
  const chosen = options.find((o) => o.value === value);
  return (
    <fieldset data-slot="size-picker" className="flex flex-col">
      <legend className="mb-3 text-xs tracking-[0.14em] text-ink-muted uppercase">
        {legend}: <span className="text-sm tracking-normal text-ink normal-case">{chosen?.label}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative cursor-pointer" title={option.soldOutLabel}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.soldOutLabel ?? option.label}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none"
            />
            <span
              aria-hidden="true"
              className={`flex h-11 min-w-12 items-center justify-center border border-line bg-surface px-3 text-sm text-ink transition-colors hover:border-ink-muted peer-checked:border-ink peer-checked:bg-ink peer-checked:text-surface peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${option.soldOutLabel ? 'text-ink-muted line-through decoration-1' : ''}`}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
