'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formBody, initialValues, validateField, validateForm, type FieldSpec, type FormValidationTexts, type FormValues } from '../../domain/forms/form-rules';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';
import { useHydrated } from '../ui/use-hydrated';
import { AccountField } from '../forms/account-field';
import type { FormOutcome } from '../forms/account-form';
import { Notice } from '../ui/notice';

export interface CommentFormProps {
  /** The three fields as data (labels, limits, rules): the API's body keys are their names. */
  fields: { name: FieldSpec; email: FieldSpec; body: FieldSpec };
  /** The spec's validation texts in the page's language. */
  texts: FormValidationTexts;
  labels: {
    /** Accessible name of the form. */
    title: string;
    submit: string;
    loading: string;
    /** Explains the asterisk, e.g. "* Verplicht veld". */
    required: string;
  };
  /** Button classes made on the server with the kit's buttonVariants. */
  submitClassName: string;
  /** Sends the valid comment; `ok` replaces the form by its message (the review notice). */
  onSubmit: (body: Record<string, unknown>) => Promise<FormOutcome>;
}

const textareaClass = `${fieldControlClass.replace('h-11 ', '')} min-h-40 resize-y py-2.5 leading-relaxed`;

/**
 * Leave a comment: name, e-mail and comment, checked with the spec's rules before sending and
 * again as the shopper corrects them; the API's 422 field errors show on their fields. Once sent,
 * the form gives way to the message the shop answered (the comment waits for review).
 */
export function CommentForm({ fields, texts, labels, submitClassName, onSubmit }: CommentFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const list = [fields.name, fields.email, fields.body];
  const [values, setValues] = useState<FormValues>(() => initialValues(list));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const fieldId = (name: string) => `${id}-${name}`;
  const focusFirst = (names: string[]) => {
    const first = list.find((spec) => names.includes(spec.name));
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  function change(name: string, value: string | boolean) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!(name in errors)) return;
    const spec = list.find((f) => f.name === name)!;
    const message = validateField(spec, next, texts, list);
    const rest = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
    setErrors(message ? { ...rest, [name]: message } : rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateForm(list, values, texts);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirst(Object.keys(found));
    setSending(true);
    const outcome = await onSubmit(formBody(list, values)).catch((): FormOutcome => ({ kind: 'failed', message: '' }));
    setSending(false);
    if (outcome.kind === 'ok') {
      setSent(outcome.message ?? '');
    } else if (outcome.kind === 'invalid') {
      const own = Object.fromEntries(Object.entries(outcome.fields).filter(([name]) => list.some((f) => f.name === name)));
      const other = Object.entries(outcome.fields).filter(([name]) => !(name in own)).map(([, message]) => message);
      setErrors(own);
      setFormError([outcome.message, ...other].filter(Boolean).join(' ') || null);
      focusFirst(Object.keys(own));
    } else {
      setFormError(outcome.message || null);
    }
  }

  const body = fields.body;
  const bodyError = errors[body.name];
  const bodyId = fieldId(body.name);
  return (
    <div data-slot="comment-form">
      {/* Always in the page, so the review notice is announced when it replaces the form. */}
      <div role="status">
        {sent !== null ? (
          <Notice tone="success" size="lg" ref={done} tabIndex={-1} data-slot="comment-sent" className="outline-none">
            {sent}
          </Notice>
        ) : null}
      </div>
      {sent !== null ? null : (
        <form ref={form} method="post" noValidate onSubmit={submit} aria-label={labels.title} className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
          <p className="text-xs text-ink-muted sm:col-span-2" aria-hidden="true">
            {labels.required}
          </p>
          {[fields.name, fields.email].map((spec) => (
            <AccountField key={spec.name} spec={spec} id={fieldId(spec.name)} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={(v) => change(spec.name, v)} />
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
              value={String(values[body.name] ?? '')}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? `${bodyId}-error` : undefined}
              onChange={(e) => change(body.name, e.currentTarget.value)}
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
              <button type="submit" data-slot="button" className={submitClassName} disabled={!hydrated} aria-busy={sending || undefined}>
                {labels.submit}
                {sending ? <span className="sr-only"> {labels.loading}</span> : null}
              </button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
