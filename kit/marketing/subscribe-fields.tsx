import type { FormEvent, Ref } from 'react';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';

export interface SubscribeFieldsLabels {
  email: string;
  placeholder: string;
  submit: string;
  /** Spoken while sending, e.g. "Bezig met laden…". */
  loading: string;
}

export interface SubscribeFieldsProps {
  /** Base of the control ids; the same on the server and in the island. */
  id: string;
  labels: SubscribeFieldsLabels;
  /** Button classes made with the kit's buttonVariants. */
  submitClassName: string;
  /** Input and button side by side from `sm` up (footer, page block), or stacked (popup). */
  layout?: 'inline' | 'stacked';
  value?: string;
  error?: string | null;
  formError?: string | null;
  sending?: boolean;
  /** The server's copy: nothing works before the island takes over. */
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The newsletter form's markup: an e-mail field with its error, a form error and the button. No
 * state and no effects, so the server renders it as the form's first look (disabled) and the
 * island renders the same markup live.
 */
export function SubscribeFields({ id, labels, submitClassName, layout = 'inline', value, error, formError, sending = false, disabled = false, inputRef, onChange, onSubmit }: SubscribeFieldsProps) {
  const errorId = `${id}-error`;
  const inline = layout === 'inline';
  return (
    <form method="post" noValidate onSubmit={onSubmit} data-slot="subscribe-form" className="flex w-full flex-col gap-2">
      <label htmlFor={`${id}-email`} className={fieldLabelClass}>
        {labels.email}
        <span aria-hidden="true" className="ml-0.5 text-sale">
          *
        </span>
      </label>
      <div className={inline ? 'flex flex-col gap-2 sm:flex-row' : 'flex flex-col gap-3'}>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={labels.placeholder}
          value={onChange ? value : undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inline ? `${fieldControlClass} sm:flex-1` : fieldControlClass}
        />
        <button type="submit" data-slot="button" className={submitClassName} disabled={disabled} aria-busy={sending || undefined}>
          {labels.submit}
          {sending ? <span className="sr-only"> {labels.loading}</span> : null}
        </button>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {formError ? (
        <p role="alert" data-slot="form-error" className="text-sm text-sale">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
