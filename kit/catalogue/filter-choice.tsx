import type { ReactNode } from 'react';

/** A text button that reads as a link (show more, clear all). */
export const linkButton = 'cursor-pointer text-sm text-brand underline underline-offset-4 hover:text-brand-strong';

// filter-row, filter-box and filter-check are defined once in host/app/globals.css: a catalogue page repeats them 50–60 times.
const rowClass = 'group/choice filter-row';

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  label: string;
  swatch?: string;
  /** Where the link goes without JavaScript: the listing with this value switched. */
  href: string;
  /** Form controls (the live panel) or links (server HTML, no JavaScript needed). */
  interactive: boolean;
  onChange?: () => void;
}

/** A filter value or sort option: a link in the server's panel, a checkbox or radio in the live one. */
export function Choice({ type, name, value, checked, label, swatch, href, interactive, onChange }: ChoiceProps) {
  // A radio's dot is an element; a checkbox's tick is drawn by `filter-check` (globals.css).
  const box =
    type === 'radio' ? (
      <span aria-hidden="true" data-checked={checked || undefined} className="filter-box rounded-full">
        <span className="size-1.5 rounded-full bg-surface" />
      </span>
    ) : (
      <span aria-hidden="true" data-checked={checked || undefined} className="filter-box filter-check" />
    );
  const text: ReactNode = (
    <>
      {swatch ? <span aria-hidden="true" className="size-3 shrink-0 rounded-full border border-line" style={{ backgroundColor: swatch }} /> : null}
      <span className={checked ? 'text-ink' : undefined}>{label}</span>
    </>
  );
  if (!interactive) {
    return (
      <a href={href} rel="nofollow" className={rowClass} aria-current={checked ? 'true' : undefined}>
        {box}
        {text}
      </a>
    );
  }
  return (
    <label className={rowClass}>
      {/* Transparent over the whole row: the click target, with the box drawn beside it. */}
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0" />
      {box}
      {text}
    </label>
  );
}
