import type { ReactNode } from 'react';

/**
 * The one part every form shows a field's error with: announced at once, referenced by the control's
 * aria-describedby. No `cn` (tailwind-merge): form islands stay small.
 */
export function FieldError({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" data-slot="field-error" className={className ? `text-sm text-sale ${className}` : 'text-sm text-sale'}>
      {children}
    </p>
  );
}

/** Text inputs and selects of the kit's forms. */
export const fieldControlClass =
  'h-11 w-full border border-line bg-canvas px-3 text-base text-ink placeholder:text-ink-muted sm:text-sm aria-invalid:border-sale focus-visible:border-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** Field labels: small capitals, as on the product page. */
export const fieldLabelClass = 'text-xs tracking-[0.14em] text-ink-muted uppercase';
