'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formBody, initialValues, validateField, validateForm, type FieldSpec, type FormValidationTexts, type FormValues } from '../../domain/forms/form-rules';
import { useHydrated } from '../ui/use-hydrated';
import { AccountField } from './account-field';
import { Notice } from '../ui/notice';

/** What became of a submit: the host's island turns the API's answer into one of these. */
export type FormOutcome =
  | { kind: 'ok'; message?: string; reset?: boolean }
  | { kind: 'invalid'; fields: Record<string, string>; message?: string }
  | { kind: 'failed'; message: string };

export interface AccountFormProps {
  fields: FieldSpec[];
  initial?: FormValues;
  /** The spec's validation texts in the page's language (domain/messages/validation-messages.ts). */
  texts: FormValidationTexts;
  labels: {
    submit: string;
    loading: string;
    /** Explains the asterisk, e.g. "* Verplicht veld". */
    required: string;
    /** Accessible name of the form. */
    title: string;
  };
  /** Button classes made on the server with the kit's buttonVariants. */
  submitClassName: string;
  /** Sends the valid form's body; the outcome decides what the form shows. */
  onSubmit: (body: Record<string, unknown>) => Promise<FormOutcome>;
  cancel?: { label: string; className: string; onClick: () => void };
  /** Under the buttons (links to other account pages). */
  footer?: ReactNode;
}

/**
 * What the shopper typed into the server's HTML before the island hydrated (a form whose code
 * loads on its own, like the question form, hydrates later than the page): read from the DOM when
 * the state is first made, so hydration keeps it instead of emptying the fields. On the server and
 * on a client-side mount there is nothing to read.
 */
function typedBeforeHydration(id: string, fields: FieldSpec[], values: FormValues): FormValues {
  if (typeof document === 'undefined') return values;
  const typed = { ...values };
  for (const spec of fields) {
    if (spec.kind === 'checkbox' || spec.kind === 'radio') continue;
    const control = document.getElementById(`${id}-${spec.name}`);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) typed[spec.name] = control.value;
  }
  return typed;
}

/**
 * A form of the customer area: fields described as data, the spec's rules checked before sending
 * (and again as the shopper corrects them), the API's field errors shown the same way, a form
 * error for the rest and a success status.
 */
export function AccountForm({ fields, initial, texts, labels, submitClassName, onSubmit, cancel, footer }: AccountFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => typedBeforeHydration(id, fields, initialValues(fields, initial)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  const fieldId = (name: string) => `${id}-${name}`;
  const focusFirst = (names: string[]) => {
    const first = fields.find((f) => names.includes(f.name));
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  function change(name: string, value: string | boolean) {
    const next = { ...values, [name]: value };
    setValues(next);
    setStatus(null);
    // Fields showing an error are checked again as the shopper corrects them (a confirmation follows its password).
    if (Object.keys(errors).length === 0) return;
    const updated: Record<string, string> = {};
    for (const spec of fields) {
      if (!(spec.name in errors)) continue;
      const message = validateField(spec, next, texts, fields);
      if (message) updated[spec.name] = message;
    }
    setErrors(updated);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateForm(fields, values, texts);
    setErrors(found);
    setFormError(null);
    setStatus(null);
    if (Object.keys(found).length > 0) return focusFirst(Object.keys(found));
    setSending(true);
    const outcome = await onSubmit(formBody(fields, values)).catch((): FormOutcome => ({ kind: 'failed', message: '' }));
    setSending(false);
    if (outcome.kind === 'ok') {
      if (outcome.reset) setValues(initialValues(fields, initial));
      setStatus(outcome.message ?? null);
    } else if (outcome.kind === 'invalid') {
      const own = Object.fromEntries(Object.entries(outcome.fields).filter(([name]) => fields.some((f) => f.name === name)));
      const other = Object.entries(outcome.fields).filter(([name]) => !(name in own)).map(([, message]) => message);
      setErrors(own);
      setFormError([outcome.message, ...other].filter(Boolean).join(' ') || null);
      focusFirst(Object.keys(own));
    } else {
      setFormError(outcome.message);
    }
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={submit} aria-label={labels.title} data-slot="account-form" className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
      {fields.some((f) => f.required) ? (
        <p className="text-xs text-ink-muted sm:col-span-2" aria-hidden="true">
          {labels.required}
        </p>
      ) : null}
      {fields.map((spec) => (
        <AccountField key={spec.name} spec={spec} id={fieldId(spec.name)} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={(v) => change(spec.name, v)} />
      ))}
      <div className="flex flex-col sm:col-span-2">
        {formError ? (
          <Notice tone="error" role="alert" data-slot="form-error" className="mb-4">
            {formError}
          </Notice>
        ) : null}
        {/* Always in the page, so the success text is announced when it arrives. */}
        <div role="status" data-slot="form-status">
          {status ? <Notice tone="success" className="mb-4">{status}</Notice> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" data-slot="button" className={submitClassName} disabled={!hydrated} aria-busy={sending || undefined}>
            {labels.submit}
            {sending ? <span className="sr-only"> {labels.loading}</span> : null}
          </button>
          {cancel ? (
            <button type="button" data-slot="button" className={cancel.className} onClick={cancel.onClick}>
              {cancel.label}
            </button>
          ) : null}
        </div>
      </div>
      {footer ? <div className="text-sm text-ink-soft sm:col-span-2">{footer}</div> : null}
    </form>
  );
}
