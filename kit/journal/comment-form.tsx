'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formBody, initialValues, validateField, validateForm, type FieldSpec, type FormValidationTexts, type FormValues } from '../../domain/forms/form-rules';
import { useHydrated } from '../ui/use-hydrated';
import type { FormOutcome } from '../forms/account-form';
import { Notice } from '../ui/notice';
import { CommentFormMarkup, type CommentFormLabels } from './comment-form-markup';

export interface CommentFormProps {
  /** The three fields as data (labels, limits, rules): the API's body keys are their names. */
  fields: { name: FieldSpec; email: FieldSpec; body: FieldSpec };
  /** The spec's validation texts in the page's language. */
  texts: FormValidationTexts;
  labels: CommentFormLabels;
  /** Button classes made on the server with the kit's buttonVariants. */
  submitClassName: string;
  /** Sends the valid comment; `ok` replaces the form by its message (the review notice). */
  onSubmit: (body: Record<string, unknown>) => Promise<FormOutcome>;
  /** Base of the field ids (the server's copy uses the same); a generated one without it. */
  id?: string;
  /** What was typed into the server's copy before the island took over. */
  initial?: FormValues;
}

/**
 * Leave a comment: name, e-mail and comment, checked with the spec's rules before sending and
 * again as the shopper corrects them; the API's 422 field errors show on their fields. Once sent,
 * the form gives way to the message the shop answered (the comment waits for review).
 */
export function CommentForm({ fields, texts, labels, submitClassName, onSubmit, id: givenId, initial }: CommentFormProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const list = [fields.name, fields.email, fields.body];
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(list), ...initial }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

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
        <CommentFormMarkup
          id={id}
          fields={fields}
          labels={labels}
          submitClassName={submitClassName}
          values={values}
          errors={errors}
          formError={formError}
          disabled={!hydrated}
          sending={sending}
          formRef={form}
          onChange={change}
          onSubmit={(event) => void submit(event)}
        />
      )}
    </div>
  );
}
