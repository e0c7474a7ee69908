'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdminDiscountCode, DiscountCodeInput, DiscountCodeType } from '../../../api/contract/pricing-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass, fieldDescribedBy } from '../../ui/field';
import { errorAt, fieldId, SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { fromLocalInput, toLocalInput } from '../local-time';
import { adminT } from '../messages';
import { CodeError, codeErrorMessage, useCodeMutations, type CodeTexts } from './codes-api';

const PREFIX = 'code';

/** What the form holds: numbers as typed (money in euros), moments as ISO. */
interface Draft {
  code: string;
  discount_type: DiscountCodeType;
  value: string;
  min_subtotal: string;
  usage_limit: string;
  starts_at: string | null;
  ends_at: string | null;
  active: boolean;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
/** Euros as typed (`12,50` or `12.50`) in cents; NaN (sent as null, a 422 at its field) when it is not a number. */
const cents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text.trim().replace(',', '.')) * 100));
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function draftOf(code: AdminDiscountCode | null): Draft {
  if (!code) return { code: '', discount_type: 'percent', value: '', min_subtotal: '0', usage_limit: '', starts_at: null, ends_at: null, active: true };
  return {
    code: code.code,
    discount_type: code.discount_type,
    value: code.discount_type === 'percent' ? String(code.value) : euros(code.value),
    min_subtotal: euros(code.min_subtotal),
    usage_limit: code.usage_limit === null ? '' : String(code.usage_limit),
    starts_at: code.starts_at,
    ends_at: code.ends_at,
    active: code.active,
  };
}

function inputOf(draft: Draft): DiscountCodeInput {
  return {
    code: draft.code,
    discount_type: draft.discount_type,
    value: draft.discount_type === 'percent' ? whole(draft.value) : cents(draft.value),
    min_subtotal: draft.min_subtotal.trim() === '' ? 0 : cents(draft.min_subtotal),
    usage_limit: draft.usage_limit.trim() === '' ? null : whole(draft.usage_limit),
    starts_at: draft.starts_at,
    ends_at: draft.ends_at,
    active: draft.active,
  };
}

function MomentInput({ path, label, hint, value, onChange, errors }: { path: string; label: string; hint: string; value: string | null; onChange: (iso: string | null) => void; errors: FieldErrors }) {
  return (
    <Field id={fieldId(PREFIX, path)} label={label} hint={hint} error={errors[path]}>
      {(control) => <input {...control} type="datetime-local" value={toLocalInput(value)} onChange={(event) => onChange(fromLocalInput(event.target.value))} className={fieldControlClass} />}
    </Field>
  );
}

/** A new code (`code` null) or an edit of one, with the lock version it was loaded with; a 422 marks its fields. */
export function CodeForm({ code, locale, texts, onDone }: { code: AdminDiscountCode | null; locale: Locale; texts: CodeTexts; onDone: (message: string) => void }) {
  const t = adminT(locale);
  const [draft, setDraft] = useState<Draft>(() => draftOf(code));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const { save } = useCodeMutations(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const set = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const headingId = `${PREFIX}-form-title`;
  const f = texts.fields;

  // The form opens where the list was: move focus to its heading so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    setState({ tone: 'info', text: texts.saving });
    try {
      await save.mutateAsync({ id: code?.id ?? null, lockVersion: code?.lock_version ?? null, input: inputOf(draft) });
      setErrors({});
      setState(null);
      onDone(texts.saved);
    } catch (error) {
      setErrors(error instanceof CodeError ? error.fields : {});
      setState({ tone: 'error', ...codeErrorMessage(error, texts) });
    }
  };

  const activeId = fieldId(PREFIX, 'active');
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 border border-line p-5"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-display text-2xl">
        {code ? t('codes.editTitle', { code: code.code }) : texts.newTitle}
      </h2>
      {code ? <p className="text-sm text-ink-soft">{t('codes.fields.usedCount', { count: code.used_count })}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput prefix={PREFIX} path="code" label={f.code} hint={f.codeHint} value={draft.code} onChange={(value) => set({ code: value })} errors={errors} required />
        <fieldset className="flex flex-col gap-1.5" aria-describedby={errorAt(errors, 'discount_type') ? `${fieldId(PREFIX, 'discount_type')}-error` : undefined}>
          <legend className="text-xs tracking-wide text-ink-muted uppercase">{f.discountType}</legend>
          <div className="flex h-11 items-center gap-6">
            {(['percent', 'static'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${PREFIX}-discount-type`} value={type} checked={draft.discount_type === type} onChange={() => set({ discount_type: type })} className="size-4" />
                {f[type]}
              </label>
            ))}
          </div>
          {errorAt(errors, 'discount_type') ? (
            <p id={`${fieldId(PREFIX, 'discount_type')}-error`} role="alert" className="text-sm text-sale">
              {errorAt(errors, 'discount_type')}
            </p>
          ) : null}
        </fieldset>
        <TextInput prefix={PREFIX} path="value" label={draft.discount_type === 'percent' ? f.valuePercent : f.valueAmount} value={draft.value} onChange={(value) => set({ value })} errors={errors} required />
        <TextInput prefix={PREFIX} path="min_subtotal" label={f.minSubtotal} hint={f.minSubtotalHint} value={draft.min_subtotal} onChange={(value) => set({ min_subtotal: value })} errors={errors} />
        <TextInput prefix={PREFIX} path="usage_limit" label={f.usageLimit} hint={f.usageLimitHint} value={draft.usage_limit} onChange={(value) => set({ usage_limit: value })} errors={errors} />
        <div className="hidden sm:block" />
        <MomentInput path="starts_at" label={f.startsAt} hint={f.periodHint} value={draft.starts_at} onChange={(value) => set({ starts_at: value })} errors={errors} />
        <MomentInput path="ends_at" label={f.endsAt} hint={f.periodHint} value={draft.ends_at} onChange={(value) => set({ ends_at: value })} errors={errors} />
      </div>
      <div className="flex items-center gap-2">
        <input id={activeId} type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} aria-describedby={fieldDescribedBy(activeId, undefined, errors.active)} className="size-4" />
        <label htmlFor={activeId} className="text-sm">
          {f.active}
        </label>
      </div>
      <SaveStatus state={state} texts={texts} />
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </button>
        <button type="button" className={quietButton} onClick={() => onDone('')}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
