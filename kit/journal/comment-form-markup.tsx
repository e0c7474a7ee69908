import type { FormEvent, Ref } from 'react';
import type { FieldSpec, FormValues } from '../../domain/forms/form-rules';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';
import { AccountField } from '../forms/account-field';
import { Notice } from '../ui/notice';

export interface CommentFormLabels {
  /** Accessible name of the form. */
  title: string;
  submit: string;
  loading: string;
  /** Explains the asterisk, e.g. "* Verplicht veld". */
  required: string;
}

export interface CommentFormMarkupProps {
  /** Base of the field ids. */
  id: string;
  fields: { name: FieldSpec; email: FieldSpec; body: FieldSpec };
  labels: CommentFormLabels;
  submitClassName: string;
  values: FormValues;
  errors: Record<string, string>;
  formError?: string | null;
  /** The button waits for the island (the server's copy has it disabled). */
  disabled: boolean;
  sending?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onChange?: (name: string, value: string | boolean) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

const textareaClass = `${fieldControlClass.replace('h-11 ', '')} min-h-40 resize-y py-2.5 leading-relaxed`;

/**
 * The comment form's markup, without state: the island (comment-form.tsx) renders it with its
 * values and errors, the server renders it as the copy that stands until the island loads
 * (comment-form-copy.tsx). Fields without `onChange` are uncontrolled.
 */
export function CommentFormMarkup({ id, fields, labels, submitClassName, values, errors, formError, disabled, sending, formRef, onChange, onSubmit }: CommentFormMarkupProps) {
  const body = fields.body;
  const bodyError = errors[body.name];
  const bodyId = `${id}-${body.name}`;
  const bodyValue = String(values[body.name] ?? '');
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-label={labels.title} className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
      <p className="text-xs text-ink-muted sm:col-span-2" aria-hidden="true">
        {labels.required}
      </p>
      {[fields.name, fields.email].map((spec) => (
        <AccountField
          key={spec.name}
          spec={spec}
          id={`${id}-${spec.name}`}
          value={values[spec.name] ?? ''}
          error={errors[spec.name]}
          onChange={onChange ? (v) => onChange(spec.name, v) : undefined}
        />
      ))}
      <div className="flex flex-col gap-1.5 sm:col-span-2" data-slot="field">
        <label htmlFor={bodyId} className={fieldLabelClass}>
          {body.label}
          {body.required ? (
            <span aria-hidden="true" className="ml-0.5 text-sale">
              *
            </span>
          ) : null}
        </label>
        <textarea
          id={bodyId}
          name={body.name}
          required={body.required}
          rows={6}
          {...(onChange ? { value: bodyValue, onChange: (e) => onChange(body.name, e.currentTarget.value) } : { defaultValue: bodyValue })}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : undefined}
          className={textareaClass}
        />
        {bodyError ? <FieldError id={`${bodyId}-error`}>{bodyError}</FieldError> : null}
      </div>
      <div className="flex flex-col sm:col-span-2">
        {formError ? (
          <Notice tone="error" role="alert" data-slot="form-error" className="mb-4">
            {formError}
          </Notice>
        ) : null}
        <div>
          <button type="submit" data-slot="button" className={submitClassName} disabled={disabled} aria-busy={sending || undefined}>
            {labels.submit}
            {sending ? <span className="sr-only"> {labels.loading}</span> : null}
          </button>
        </div>
      </div>
    </form>
  );
}
