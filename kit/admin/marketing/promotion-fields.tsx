'use client';

import { useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { Field, FieldNotes, fieldControlClass, fieldDescribedBy } from '../../ui/field';
import { useHydrated } from '../../ui/use-hydrated';
import { fieldId as formFieldId, TextInput as FormTextInput, type FieldErrors, type InputProps } from '../form-parts';
import { fromLocalInput, toLocalInput } from '../local-time';
import { MediaField } from '../media/media-field';
import { frequencyNames, type Frequency } from './frequency';
import type { adminMessages } from '../messages';

export type MarketingTexts = (typeof adminMessages)['nl']['marketing'];
export type { FieldErrors };

/** The element id of the control for an API field path in a popup or campaign form. */
export const fieldId = (path: string) => formFieldId('promo', path);

export function TextInput(props: Omit<InputProps, 'prefix'>) {
  return <FormTextInput prefix="promo" {...props} />;
}

/** A whole number, kept as typed ("-" on the way to "-5"); what is not one is sent as NaN, which the API refuses at the field. */
export function NumberInput({ path, label, value, onChange, errors, hint }: { path: string; label: string; value: number; onChange: (value: number) => void; errors: FieldErrors; hint?: string }) {
  const [text, setText] = useState(String(value));
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={errors[path]}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(/^\s*-?\d+\s*$/.test(event.target.value) ? Number(event.target.value) : Number.NaN);
          }}
          className={fieldControlClass}
        />
      )}
    </Field>
  );
}

export function Checkbox({ path, label, checked, onChange, errors }: { path: string; label: string; checked: boolean; onChange: (checked: boolean) => void; errors: FieldErrors }) {
  const id = fieldId(path);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={errors[path] ? true : undefined} aria-describedby={fieldDescribedBy(id, undefined, errors[path])} className="size-4" />
        {label}
      </label>
      <FieldNotes id={id} error={errors[path]} />
    </div>
  );
}

/** A file of the media library, and the API's problem with it (a file that is gone). */
export function MediaInput({ path, label, value, onChange, errors, locale }: { path: string; label: string; value: number | null; onChange: (id: number | null) => void; errors: FieldErrors; locale: Locale }) {
  return (
    <div className="flex flex-col gap-1.5">
      <MediaField value={value} onChange={onChange} label={label} locale={locale} />
      <FieldNotes id={fieldId(path)} error={errors[path]} />
    </div>
  );
}

/** What popups and campaigns share: on or off, when, how often, where. */
export interface RunValue {
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  frequency: Frequency;
  pages: string[];
}

/** A moment in the browser's zone; empty until the island runs, so the server's zone never shows. */
function MomentInput({ path, label, value, onChange, errors, hint }: { path: string; label: string; value: string | null; onChange: (iso: string | null) => void; errors: FieldErrors; hint: string }) {
  const hydrated = useHydrated();
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={errors[path]}>
      {(control) => <input {...control} type="datetime-local" disabled={!hydrated} value={hydrated ? toLocalInput(value) : ''} onChange={(event) => onChange(fromLocalInput(event.target.value))} className={fieldControlClass} />}
    </Field>
  );
}

/** The pages, one per line; the text is kept as typed and handed on as the list of its lines. */
function PagesInput({ value, onChange, errors, texts }: { value: string[]; onChange: (pages: string[]) => void; errors: FieldErrors; texts: MarketingTexts }) {
  const [text, setText] = useState(value.join('\n'));
  const problems = Object.entries(errors).filter(([path]) => path === 'pages' || path.startsWith('pages.'));
  const lines = text.split('\n').map((line) => line.trim());
  const error = problems.length ? problems.map(([path, message]) => (path === 'pages' ? message : `${lines.filter(Boolean)[Number(path.slice(6))] ?? ''}: ${message}`)).join(' · ') : undefined;
  return (
    <Field id={fieldId('pages')} label={texts.pages} hint={texts.pagesHint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value.split('\n').map((line) => line.trim()).filter(Boolean));
          }}
          className={`${fieldControlClass} h-auto py-2 font-mono`}
        />
      )}
    </Field>
  );
}

export function RunFields({ value, onChange, errors, texts }: { value: RunValue; onChange: (change: Partial<RunValue>) => void; errors: FieldErrors; texts: MarketingTexts }) {
  return (
    <fieldset className="flex flex-col gap-4 border border-line p-4">
      <legend className="px-1 font-display text-xl">{texts.run}</legend>
      <Checkbox path="active" label={texts.active} checked={value.active} onChange={(active) => onChange({ active })} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MomentInput path="starts_at" label={texts.startsAt} value={value.starts_at} onChange={(starts_at) => onChange({ starts_at })} errors={errors} hint={texts.periodHint} />
        <MomentInput path="ends_at" label={texts.endsAt} value={value.ends_at} onChange={(ends_at) => onChange({ ends_at })} errors={errors} hint={texts.periodHint} />
      </div>
      <Field id={fieldId('frequency')} label={texts.frequency} error={errors.frequency}>
        {(control) => (
          <select {...control} value={value.frequency} onChange={(event) => onChange({ frequency: Number(event.target.value) as Frequency })} className={fieldControlClass}>
            {Object.entries(frequencyNames).map(([frequency, name]) => (
              <option key={frequency} value={frequency}>
                {texts.frequencies[name]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PagesInput value={value.pages} onChange={(pages) => onChange({ pages })} errors={errors} texts={texts} />
    </fieldset>
  );
}

export { LanguageTabs } from '../form-parts';
