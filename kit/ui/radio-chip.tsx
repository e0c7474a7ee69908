import type { CSSProperties, ReactNode } from 'react';
import { joinClasses as join } from './join-classes';
import type { RadioInputProps } from './radio';

const chip = {
  /** Utilities in host/app/globals.css (the chips are in the product page's first-load JS). */
  base: 'radio-chip',
  /** `solid` (`compact` where many share a row): the chosen chip is inked; `soft`: tinted; `swatch`: a round colour sample, outlined when chosen. */
  look: { solid: 'chip-solid', compact: 'chip-compact', soft: 'chip-soft', swatch: 'chip-swatch' },
} as const;

export type RadioChipProps = RadioInputProps & {
  look?: keyof typeof chip.look;
  /** Classes of the label (its place in the row, e.g. `flex-1`). */
  className?: string;
  /** Classes added to the visible chip. */
  chipClassName?: string;
  /** Style of the visible chip (e.g. the lettering a font choice shows). */
  chipStyle?: CSSProperties;
  children: ReactNode;
};

/**
 * A choice drawn as a chip: the radio covers the chip unseen (it takes the clicks, the focus and
 * the keys) and the chip shows its state. Give the input an `aria-label` when the chip's content
 * is not its name (a swatch).
 */
export function RadioChip({ look = 'solid', className, chipClassName, chipStyle, children, ...input }: RadioChipProps) {
  return (
    <label data-slot="radio-chip" className={join('group relative cursor-pointer', className)}>
      <input type="radio" {...input} className={join('peer absolute inset-0 size-full cursor-pointer appearance-none', look === 'swatch' && 'rounded-full')} />
      <span aria-hidden={input['aria-label'] ? true : undefined} style={chipStyle} className={join(chip.base, chip.look[look], chipClassName)}>
        {children}
      </span>
    </label>
  );
}
