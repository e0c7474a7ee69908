import { useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** `onlyAvailable` (with `{max}`): said when more than max was typed and the field went down to max. */
  labels: { quantity: string; decrease: string; increase: string; onlyAvailable?: string };
  /** id of the number field, for a label elsewhere; default "quantity". */
  id?: string;
  /** Smaller buttons and a visually hidden label, e.g. on a cart line. */
  compact?: boolean;
  /** Blocks both buttons and the field, e.g. while the line is being removed. */
  disabled?: boolean;
}

// The buttons' and the field's looks are utilities in host/app/globals.css (stepper-step,
// stepper-field): the product page's island ships this component in its first-load JS.
const step = 'stepper-step';

/**
 * Quantity with minus and plus, kept within min..max (max: the stock of a tracked configuration).
 * More than max typed becomes max, and the shopper is told why (a polite status under the field).
 */
export function QuantityStepper({ value, min = 1, max, onChange, labels, id = 'quantity', compact = false, disabled = false }: QuantityStepperProps) {
  const [capped, setCapped] = useState(false);
  const set = (next: number) => {
    const whole = Number.isFinite(next) ? Math.floor(next) : min;
    setCapped(whole > max);
    onChange(Math.min(max, Math.max(min, whole)));
  };
  const box = compact ? 'size-9' : 'size-11';
  return (
    <div data-slot="quantity" data-compact={compact || undefined} className="flex flex-col gap-2">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-xs tracking-[0.14em] text-ink-muted uppercase'}>
        {labels.quantity}
      </label>
      <div className="inline-flex w-fit items-center border border-line bg-surface">
        <button type="button" aria-label={labels.decrease} aria-controls={id} disabled={disabled || value <= min} onClick={() => set(value - 1)} className={`${step} ${box}`}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => set(event.currentTarget.valueAsNumber)}
          className={`${compact ? 'h-9 w-10' : 'h-11 w-12'} stepper-field`}
        />
        <button type="button" aria-label={labels.increase} aria-controls={id} disabled={disabled || value >= max} onClick={() => set(value + 1)} className={`${step} ${box}`}>
          +
        </button>
      </div>
      <p aria-live="polite" data-slot="quantity-note" className="text-xs text-sale empty:hidden">
        {capped && labels.onlyAvailable ? labels.onlyAvailable.replace('{max}', String(max)) : ''}
      </p>
    </div>
  );
}
