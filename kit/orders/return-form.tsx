'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { fill } from '../format/fill';
import {
  quantityKey,
  returnRequestBody,
  validateReturnForm,
  type ReturnFormTexts,
  type ReturnFormValues,
  type ReturnRequestBody,
} from './return-form-rules';
import { Field, FieldError, fieldControlClass, fieldLabelClass, RequiredMark, Select } from '../ui/field';
import { ReturnLines, type ReturnFormLine } from './return-lines';
import { useHydrated } from '../ui/use-hydrated';
import { RadioCard } from '../ui/radio';
import { Notice } from '../ui/notice';

export type { ReturnFormLine };

/** What became of a submit: the island turns the API's answer into one of these. */
export type ReturnOutcome = { kind: 'ok' } | { kind: 'invalid'; fields: Record<string, string>; message?: string } | { kind: 'failed'; message: string };

export interface ReturnFormLabels {
  /** Accessible name of the form. */
  title: string;
  type: string;
  reason: string;
  chooseReason: string;
  items: string;
  itemsHint: string;
  quantity: string;
  /** With `{title}`. */
  quantityOf: string;
  comment: string;
  commentHint: string;
  submit: string;
  loading: string;
  /** Explains the asterisk. */
  required: string;
}

export interface ReturnFormProps {
  orderId: number;
  lines: ReturnFormLine[];
  /** Spec section 3 return types: '1' returnAndRefund, '2' repairResize. */
  types: { value: string; label: string }[];
  /** Bootstrap's `allowed_return_reasons`. */
  reasons: { value: string; label: string }[];
  initial?: Partial<ReturnFormValues>;
  texts: ReturnFormTexts;
  labels: ReturnFormLabels;
  submitClassName: string;
  onSubmit: (body: ReturnRequestBody) => Promise<ReturnOutcome>;
}

const order = (lines: ReturnFormLine[]) => ['type', 'reason', 'items', ...lines.map((line) => quantityKey(line.id)), 'comment'];

/**
 * The return request: refund or repair, a reason, how many of each returnable line, an optional
 * comment. Checked before sending (and again as the shopper corrects it); the API's field errors
 * land on the same fields.
 */
export function ReturnForm({ orderId, lines, types, reasons, initial, texts, labels, submitClassName, onSubmit }: ReturnFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReturnFormValues>(() => ({
    type: initial?.type ?? types[0]?.value ?? '',
    reason: initial?.reason ?? '',
    comment: initial?.comment ?? '',
    quantities: { ...Object.fromEntries(lines.map((line) => [String(line.id), ''])), ...initial?.quantities },
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  const ruleLines = lines.map((line) => ({ id: line.id, max: line.max, label: fill(labels.quantityOf, { title: line.title }) }));
  const names = { type: labels.type, reason: labels.reason, comment: labels.comment };
  const check = (next: ReturnFormValues) => validateReturnForm(next, ruleLines, reasons.map((r) => r.value), texts, names);
  const fieldId = (key: string) => `${id}-${key.replace('.', '-')}`;
  const errorId = (key: string) => `${fieldId(key)}-error`;

  function focusFirst(found: Record<string, string>) {
    const first = order(lines).find((key) => key in found);
    if (!first) return;
    const target = first === 'items' ? lines.find((line) => line.max > 0) : undefined;
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(target ? quantityKey(target.id) : first))}`)?.focus();
  }

  function change(next: ReturnFormValues) {
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    const found = check(next);
    // Only fields already showing an error are checked again as the shopper types.
    setErrors(Object.fromEntries(Object.entries(found).filter(([key]) => key in errors)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending(true);
    const outcome = await onSubmit(returnRequestBody(orderId, values, ruleLines)).catch((): ReturnOutcome => ({ kind: 'failed', message: '' }));
    setSending(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields);
      setFormError(outcome.message || null);
      focusFirst(outcome.fields);
    } else if (outcome.kind === 'failed') {
      setFormError(outcome.message);
    }
  }

  const marker = <RequiredMark />;

  return (
    <form ref={form} method="post" noValidate onSubmit={submit} aria-label={labels.title} data-slot="return-form" className="flex flex-col gap-8">
      <p className="text-xs text-ink-muted" aria-hidden="true">
        {labels.required}
      </p>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.type ? errorId('type') : undefined}>
        <legend className={`mb-3 ${fieldLabelClass}`}>
          {labels.type}
          {marker}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {types.map((type, index) => (
            <RadioCard
              key={type.value}
              tone="soft"
              align="center"
              size="row"
              id={index === 0 ? fieldId('type') : undefined}
              name="type"
              value={type.value}
              checked={values.type === type.value}
              onChange={() => change({ ...values, type: type.value })}
            >
              {type.label}
            </RadioCard>
          ))}
        </div>
        {errors.type ? <FieldError id={errorId('type')}>{errors.type}</FieldError> : null}
      </fieldset>

      <Field id={fieldId('reason')} label={labels.reason} required error={errors.reason}>
        {(control) => (
          <Select {...control} name="reason" required value={values.reason} onChange={(e) => change({ ...values, reason: e.currentTarget.value })} className="sm:max-w-md">
            <option value="">{labels.chooseReason}</option>
            {reasons.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <fieldset className="flex flex-col gap-3" aria-describedby={[`${fieldId('items')}-hint`, errors.items ? errorId('items') : null].filter(Boolean).join(' ')}>
        <legend className={`mb-1 ${fieldLabelClass}`}>
          {labels.items}
          {marker}
        </legend>
        <p id={`${fieldId('items')}-hint`} className="text-sm text-ink-soft">
          {labels.itemsHint}
        </p>
        {errors.items ? <FieldError id={errorId('items')}>{errors.items}</FieldError> : null}
        <ReturnLines
          lines={lines}
          quantities={values.quantities}
          errors={errors}
          labels={labels}
          idOf={fieldId}
          onChange={(lineId, quantity) => change({ ...values, quantities: { ...values.quantities, [String(lineId)]: quantity } })}
        />
      </fieldset>

      <Field id={fieldId('comment')} label={labels.comment} hint={labels.commentHint} error={errors.comment}>
        {(control) => (
          <textarea {...control} name="comment" rows={4} value={values.comment} onChange={(e) => change({ ...values, comment: e.currentTarget.value })} className={`${fieldControlClass} h-auto py-2`} />
        )}
      </Field>

      <div className="flex flex-col gap-4">
        {formError ? (
          <Notice tone="error" role="alert" data-slot="form-error">
            {formError}
          </Notice>
        ) : null}
        <button type="submit" data-slot="button" className={submitClassName} disabled={!hydrated} aria-busy={sending || undefined}>
          {labels.submit}
          {sending ? <span className="sr-only"> {labels.loading}</span> : null}
        </button>
      </div>
    </form>
  );
}
