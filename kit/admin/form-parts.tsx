'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { locales, type Locale } from '../../domain/locale';
import { Field, fieldControlClass } from '../ui/field';
import { Notice } from '../ui/notice';
import { Tabs } from '../ui/tabs';

/*
 * The parts the back office's forms share (popups, campaigns, journal posts and categories):
 * inputs named by their API field path, so a 422's problem lands at its field; the language tabs;
 * and what the last save did.
 */

/** The API's field problems: field path (`translations.nl.title`) -> message. */
export type FieldErrors = Record<string, string>;

/** The element id of the control for an API field path, within a form (`prefix`). */
export const fieldId = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/** A field's problem: at its path, or at a part of it (`translations.nl.tags.2` for the tags field). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

export interface InputProps {
  prefix: string;
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

export function TextInput({ prefix, path, label, value, onChange, errors, hint, required, rows }: InputProps) {
  return (
    <Field id={fieldId(prefix, path)} label={label} hint={hint} error={errorAt(errors, path)} required={required}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} value={value} required={required} onChange={(event) => onChange(event.target.value)} className={`${fieldControlClass} h-auto py-2`} />
        ) : (
          <input {...control} value={value} required={required} onChange={(event) => onChange(event.target.value)} className={fieldControlClass} />
        )
      }
    </Field>
  );
}

export interface LanguageTabsTexts {
  texts: string;
  languageTabs: string;
  languages: Record<Locale, string>;
  checkLanguage: string;
}

/** The texts of each language in a tab; a tab whose fields have problems says so in its name. */
export function LanguageTabs({ errors, texts, children }: { errors: FieldErrors; texts: LanguageTabsTexts; children: (locale: Locale) => ReactNode }) {
  const tabs = locales.map((locale) => {
    const problems = Object.keys(errors).some((path) => path.startsWith(`translations.${locale}.`));
    return { id: locale, title: problems ? `${texts.languages[locale]} (${texts.checkLanguage})` : texts.languages[locale], content: <div className="flex flex-col gap-4">{children(locale)}</div> };
  });
  return (
    <fieldset className="flex flex-col border border-line p-4">
      {/* A heading as well: the texts' own headings (an h3 in a rich text) follow it in order. */}
      <legend className="px-1">
        <h2 className="font-display text-xl">{texts.texts}</h2>
      </legend>
      <Tabs label={texts.languageTabs} tabs={tabs} panelClassName="py-4" />
    </fieldset>
  );
}

export type SaveState = { tone: 'info' | 'success' | 'error'; text: string; conflict?: boolean } | null;

/** What the last save did: announced in a status region, or as an alert (with a reload on a conflict) when it failed. */
export function SaveStatus({ state, texts }: { state: SaveState; texts: { reload: string } }) {
  return (
    <>
      {/* Always present, so the saving and saved messages are announced when they appear in it. */}
      <div role="status" aria-live="polite">
        {state && state.tone !== 'error' ? <Notice tone={state.tone}>{state.text}</Notice> : null}
      </div>
      {state?.tone === 'error' ? (
        <Notice as="div" size="box" tone="error" role="alert">
          <p>{state.text}</p>
          {state.conflict ? (
            <button type="button" onClick={() => window.location.reload()} className="underline underline-offset-4">
              {texts.reload}
            </button>
          ) : null}
        </Notice>
      ) : null}
    </>
  );
}

export interface PagerTexts {
  /** The nav's name ("Pages"). */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 7". */
  position: string;
}

/** Previous / "page n of m" / next under a list paged on the server; nothing when there is one page. */
export function Pager({ page, pages, onPage, texts }: { page: number; pages: number; onPage: (page: number) => void; texts: PagerTexts }) {
  if (pages <= 1) return null;
  const button = 'h-10 border border-ink px-4 text-sm disabled:opacity-50';
  return (
    <nav aria-label={texts.label} className="flex items-center gap-4 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span>{texts.position}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}

/** A search typed is handed on once the typing pauses this long. */
export const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box: the text as typed, and `onPause(text)` once the typing has paused for
 * SEARCH_PAUSE_MS and the text differs from the list's `current` search.
 */
export function usePausedSearch(current: string, onPause: (text: string) => void): [string, (text: string) => void] {
  const [search, setSearch] = useState(current);
  // The latest callback, so a new one each render does not restart the pause.
  const handOn = useRef(onPause);
  useEffect(() => {
    handOn.current = onPause;
  });
  useEffect(() => {
    if (search === current) return;
    const timer = setTimeout(() => handOn.current(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, current]);
  return [search, setSearch];
}
