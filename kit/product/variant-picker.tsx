import { RadioChip } from '../ui/radio-chip';

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
          <RadioChip key={option.id} look="swatch" title={option.title} name={name} value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} aria-label={option.title}>
            <span className="size-7 rounded-full border border-ink/10 shadow-[inset_0_-3px_6px_rgb(0_0_0/0.12)]" style={{ backgroundColor: option.color }} />
          </RadioChip>
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
          <RadioChip
            key={option.value}
            title={option.soldOutLabel}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            aria-label={option.soldOutLabel ?? option.label}
            chipClassName={option.soldOutLabel ? 'text-ink-muted line-through decoration-1' : undefined}
          >
            {option.label}
          </RadioChip>
        ))}
      </div>
    </fieldset>
  );
}
