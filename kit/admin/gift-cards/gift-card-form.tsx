'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdminGiftCard, GiftCardCreate, GiftCardType } from '../../../api/contract/gift-cards-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { errorAt, fieldId, SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { fromLocalInput, toLocalInput } from '../local-time';
import { GiftCardError, giftCardErrorMessage, useGiftCardMutations, type GiftCardTexts } from './gift-cards-api';

const PREFIX = 'gift-card';

/** What the form holds: numbers as typed (money in euros), the expiry as ISO. */
interface Draft {
  code: string;
  gift_card_type: GiftCardType;
  value: string;
  expires_at: string | null;
  recipient_email: string;
  language: Locale;
}

/** Euros as typed (`12,50`, `-5` or `12.50`) in cents; NaN (sent as null: a 422 at its field) when it is not a number. */
export const centsOf = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text.trim().replace(',', '.')) * 100));

function inputOf(draft: Draft): GiftCardCreate {
  return {
    code: draft.code.trim() || null,
    gift_card_type: draft.gift_card_type,
    value: draft.gift_card_type === 'percent' ? (draft.value.trim() === '' ? Number.NaN : Number(draft.value.trim())) : centsOf(draft.value),
    expires_at: draft.expires_at,
    recipient_email: draft.recipient_email.trim() || null,
    language: draft.language,
  };
}

/** The expiry field: a moment in the browser's zone, sent as ISO. */
export function ExpiryInput({ prefix, label, hint, value, onChange, errors }: { prefix: string; label: string; hint: string; value: string | null; onChange: (iso: string | null) => void; errors: FieldErrors }) {
  return (
    <Field id={fieldId(prefix, 'expires_at')} label={label} hint={hint} error={errors.expires_at}>
      {(control) => <input {...control} type="datetime-local" value={toLocalInput(value)} onChange={(event) => onChange(fromLocalInput(event.target.value))} className={fieldControlClass} />}
    </Field>
  );
}

/** A new gift card: an amount or a percentage, a typed or random code, an expiry, and who it is mailed to. A 422 marks its fields. */
export function GiftCardForm({ locale, texts, onDone }: { locale: Locale; texts: GiftCardTexts; onDone: (card: AdminGiftCard | null) => void }) {
  const [draft, setDraft] = useState<Draft>({ code: '', gift_card_type: 'static', value: '', expires_at: null, recipient_email: '', language: locale });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const { create } = useGiftCardMutations(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const set = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const headingId = `${PREFIX}-form-title`;
  const f = texts.fields;
  const typeError = errorAt(errors, 'gift_card_type');

  // The form opens where the list was: move focus to its heading so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    setState({ tone: 'info', text: texts.saving });
    try {
      const card = await create.mutateAsync(inputOf(draft));
      setErrors({});
      setState(null);
      onDone(card);
    } catch (error) {
      setErrors(error instanceof GiftCardError ? error.fields : {});
      setState({ tone: 'error', ...giftCardErrorMessage(error, texts) });
    }
  };

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
        {texts.newTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1.5" aria-describedby={typeError ? `${fieldId(PREFIX, 'gift_card_type')}-error` : undefined}>
          <legend className="text-xs tracking-wide text-ink-muted uppercase">{f.type}</legend>
          <div className="flex h-11 items-center gap-6">
            {(['static', 'percent'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${PREFIX}-type`} value={type} checked={draft.gift_card_type === type} onChange={() => set({ gift_card_type: type })} className="size-4" />
                {f[type]}
              </label>
            ))}
          </div>
          {typeError ? (
            <p id={`${fieldId(PREFIX, 'gift_card_type')}-error`} role="alert" className="text-sm text-sale">
              {typeError}
            </p>
          ) : null}
        </fieldset>
        <TextInput prefix={PREFIX} path="value" label={draft.gift_card_type === 'percent' ? f.valuePercent : f.valueAmount} value={draft.value} onChange={(value) => set({ value })} errors={errors} required />
        <TextInput prefix={PREFIX} path="code" label={f.code} hint={f.codeHint} value={draft.code} onChange={(code) => set({ code })} errors={errors} />
        <ExpiryInput prefix={PREFIX} label={f.expiresAt} hint={f.expiresHint} value={draft.expires_at} onChange={(expires_at) => set({ expires_at })} errors={errors} />
        <TextInput prefix={PREFIX} path="recipient_email" label={f.recipientEmail} hint={f.recipientHint} value={draft.recipient_email} onChange={(recipient_email) => set({ recipient_email })} errors={errors} />
        <Field id={fieldId(PREFIX, 'language')} label={f.language} error={errors.language}>
          {(control) => (
            <select {...control} value={draft.language} onChange={(event) => set({ language: event.target.value === 'en' ? 'en' : 'nl' })} className={fieldControlClass}>
              <option value="nl">{f.languages.nl}</option>
              <option value="en">{f.languages.en}</option>
            </select>
          )}
        </Field>
      </div>
      <SaveStatus state={state} texts={texts} />
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={create.isPending}>
          {create.isPending ? texts.saving : texts.create}
        </button>
        <button type="button" className={quietButton} onClick={() => onDone(null)}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
