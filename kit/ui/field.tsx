import type { ComponentProps, ReactNode } from 'react';

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

/** The props a field hands its control: the id its label points at, and its state for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id; the hint and the error get `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  /** Shows the required mark after the label (the control keeps its own `required`). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** The wrapper's classes; a column with a small gap by default. */
  className?: string;
  /** The control, given its id and aria state. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label (with the required mark), the control, a hint and the error, linked by
 * ids so the control is named by its label and described by its hint and error.
 */
export function Field({ id, label, required, hint, error, className = 'flex flex-col gap-1.5', children }: FieldProps) {
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldDescribedBy(id, hint, error) })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids a control with this hint and error is described by (`<id>-hint`, `<id>-error`). */
export function fieldDescribedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error under its control (for controls laid out by hand: a checkbox, a radio group). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

/** The red asterisk after a required field's label; the control's `required` is what is announced. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-sale">
      *
    </span>
  );
}

/** A native select with the fields' look (the phone's own picker; no script). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={className ? `${fieldControlClass} ${className}` : fieldControlClass} />;
}
