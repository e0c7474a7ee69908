import type { ComponentProps, ReactNode } from 'react';
import { joinClasses as join } from './join-classes';

/**
 * The kit's radio choices. Every one is a native `<input type="radio">` inside its label: arrow
 * keys, form posts and screen readers work without script (the server's copy of a form is usable
 * before its island loads) and no JavaScript ships for them. Radix RadioGroup would add its roving
 * focus code to the product page's and the checkout's first-load JS for behaviour the browser
 * already has. Group them in a `<fieldset>` with a `<legend>` (or `role="radiogroup"` + a label).
 * Plain class maps rather than cva + `cn`: these sit in first-load islands, which stay small.
 * The chips are in radio-chip.tsx, so the product page's island carries no card styles.
 */
export type RadioInputProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'className' | 'style' | 'size'>;

const focusRing = 'has-focus-visible:outline-2 has-focus-visible:outline-brand';


const card = {
  base: `flex cursor-pointer gap-3 border border-line bg-surface text-ink has-checked:border-brand has-disabled:cursor-not-allowed ${focusRing}`,
  /** How the chosen card is filled. */
  tone: { plain: '', tint: 'has-checked:bg-brand-soft/40', soft: 'has-checked:bg-brand-soft' },
  /** `start` for cards with more than one line (the radio sits by the first). */
  align: { start: 'items-start', center: 'items-center' },
  size: { sm: 'p-3 text-sm', md: 'p-4 text-sm', row: 'px-4 py-3 text-sm', lg: 'min-h-14 px-4 py-3 text-base' },
} as const;

export type RadioCardProps = RadioInputProps & {
  tone?: keyof typeof card.tone;
  align?: keyof typeof card.align;
  size?: keyof typeof card.size;
  className?: string;
  children: ReactNode;
  /**
   * A panel under the choice inside the same card, outside its label (e.g. a payment form, whose
   * clicks must not reach the radio). Given (even as null), the card is a box around the label.
   */
  panel?: ReactNode;
  /** Data attributes and the like for the card's outer element. */
  cardProps?: Record<`data-${string}`, string>;
};

/** A choice as a bordered card: the radio, then its content (title, details); the chosen card is outlined. */
export function RadioCard({ tone = 'plain', align = 'start', size = 'md', className, children, panel, cardProps, ...input }: RadioCardProps) {
  const radio = <input type="radio" {...input} className={join('size-4 shrink-0 accent-brand focus-visible:outline-none', align === 'start' && 'mt-0.5')} />;
  if (panel === undefined) {
    return (
      <label data-slot="radio-card" {...cardProps} className={join(card.base, card.tone[tone], card.align[align], card.size[size], className)}>
        {radio}
        {children}
      </label>
    );
  }
  return (
    <div data-slot="radio-card" {...cardProps} className={join('border border-line bg-surface has-checked:border-brand', card.tone[tone], className)}>
      <label className={join('flex cursor-pointer gap-3 text-ink', focusRing, card.align[align], card.size[size])}>
        {radio}
        {children}
      </label>
      {panel}
    </div>
  );
}

/** A small choice beside its label, as in a form's row of options. */
export function Radio({ className, children, ...input }: RadioInputProps & { className?: string; children: ReactNode }) {
  return (
    <label data-slot="radio" className={join('inline-flex cursor-pointer items-center gap-2 text-sm text-ink', className)}>
      <input type="radio" {...input} className="size-4 accent-brand" />
      {children}
    </label>
  );
}
