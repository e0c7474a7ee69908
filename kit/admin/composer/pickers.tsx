'use client';

import { useEffect, useId, useState } from 'react';
import type { FieldTexts } from './schema-fields';

/** What a picker offers: the shop's collections, categories, materials, or products found by a search. */
export type SlugSource = 'collections' | 'categories' | 'materials' | 'products';

export interface Option {
  slug: string;
  title: string;
}

interface CustomProps<T> {
  name: string;
  id: string;
  value: T;
  onChange: (value: T) => void;
  readOnly?: boolean;
}

/** The shop's own data behind a picker, from the storefront's API (the editor's language does not matter for slugs). */
export async function loadOptions(source: SlugSource, query: string): Promise<Option[]> {
  if (source === 'products') {
    if (query.trim().length < 2) return [];
    const response = await fetch(`/api/v1/system-catalog?search=${encodeURIComponent(query.trim())}&lang=nl`);
    if (!response.ok) return [];
    const body = (await response.json()) as { data: { slug: string; mixedTranslation: { title: string } }[] };
    return body.data.slice(0, 12).map((product) => ({ slug: product.slug, title: product.mixedTranslation.title }));
  }
  const response = await fetch(source === 'collections' ? '/api/v1/collections?lang=nl' : '/api/v1/filters?lang=nl');
  if (!response.ok) return [];
  const body = (await response.json()) as { data: Option[] | Record<string, Option[]> };
  const list = Array.isArray(body.data) ? body.data : (body.data[source] ?? []);
  const needle = query.trim().toLowerCase();
  return list.filter((option) => !needle || option.title.toLowerCase().includes(needle) || option.slug.includes(needle)).map(({ slug, title }) => ({ slug, title }));
}

/**
 * Picks collections, categories, materials or products by their slug, searching the shop's data:
 * the chosen ones as a list with remove buttons, a search field and the matches with add buttons
 * (keyboard-usable, no drag needed). `single`: one slug (a string), else a list.
 */
export function SlugListField({
  id,
  value,
  onChange,
  readOnly,
  source,
  single = false,
  texts,
  label,
  load = loadOptions,
}: CustomProps<string | string[] | undefined> & { source: SlugSource; single?: boolean; texts: FieldTexts; label: string; load?: typeof loadOptions }) {
  const chosen = single ? (typeof value === 'string' && value ? [value] : []) : Array.isArray(value) ? value : [];
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  // Titles of every option seen, so a chosen one keeps its name when a search no longer lists it.
  const [titles, setTitles] = useState<Record<string, string>>({});
  const listId = useId();
  // The chosen ones' names at once (the taxonomies are short lists; products are found by search).
  useEffect(() => {
    if (source === 'products') return;
    let current = true;
    load(source, '')
      .then((all) => {
        if (current) setTitles((known) => ({ ...Object.fromEntries(all.map((option) => [option.slug, option.title])), ...known }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [source, load]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      load(source, query)
        .then((found) => {
          if (!current) return;
          setOptions(found);
          setTitles((known) => ({ ...known, ...Object.fromEntries(found.map((option) => [option.slug, option.title])) }));
        })
        .catch(() => undefined);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, query, load]);
  const titleOf = (slug: string) => titles[slug] ?? slug;
  const set = (next: string[]) => onChange(single ? next[0] : next);
  return (
    <div className="flex flex-col gap-2 text-sm">
      {chosen.length === 0 ? <p className="text-ink-muted">{texts.none}</p> : null}
      <ul className="flex flex-col gap-1">
        {chosen.map((slug) => (
          <li key={slug} className="flex items-center justify-between gap-2 border border-line bg-surface px-2 py-1">
            <span>
              {titleOf(slug)} <span className="font-mono text-xs text-ink-muted">{slug}</span>
            </span>
            {readOnly ? null : (
              <button type="button" className="underline" aria-label={texts.remove(titleOf(slug))} onClick={() => set(chosen.filter((item) => item !== slug))}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <>
          <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={texts.search} aria-label={`${label}: ${texts.search}`} aria-controls={listId} className="h-9 border border-line bg-canvas px-2" />
          <ul id={listId} className="flex max-h-48 flex-col gap-1 overflow-y-auto" aria-live="polite">
            {options
              .filter((option) => !chosen.includes(option.slug))
              .slice(0, 20)
              .map((option) => (
                <li key={option.slug}>
                  <button type="button" className="w-full px-2 py-1 text-left hover:bg-surface" onClick={() => set(single ? [option.slug] : [...chosen, option.slug])}>
                    {texts.add} {option.title}
                  </button>
                </li>
              ))}
            {options.length === 0 && (source !== 'products' || query.trim().length >= 2) ? <li className="text-ink-muted">{texts.noResults}</li> : null}
          </ul>
        </>
      )}
    </div>
  );
}

/** A list of texts or numbers, one per line. */
export function StringListField({ id, value, onChange, readOnly, numeric = false, texts, label }: CustomProps<(string | number)[] | undefined> & { numeric?: boolean; texts: FieldTexts; label: string }) {
  const lines = (Array.isArray(value) ? value : []).join('\n');
  return (
    <textarea
      id={id}
      aria-label={`${label} (${texts.onePerLine})`}
      defaultValue={lines}
      readOnly={readOnly}
      rows={3}
      className="border border-line bg-canvas p-2 text-sm"
      onChange={(event) => {
        const items = event.target.value.split('\n').map((line) => line.trim()).filter(Boolean);
        onChange(numeric ? items.map(Number).filter((item) => Number.isFinite(item)) : items);
      }}
    />
  );
}

/** A colour: the browser's colour picker beside the hex text. */
export function ColorField({ id, value, onChange, readOnly, label }: CustomProps<string | undefined> & { label: string }) {
  const color = typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="color" value={color} disabled={readOnly} aria-label={label} onChange={(event) => onChange(event.target.value)} className="h-9 w-12 border border-line" />
      <input type="text" value={typeof value === 'string' ? value : ''} readOnly={readOnly} aria-label={`${label} (hex)`} onChange={(event) => onChange(event.target.value)} className="h-9 flex-1 border border-line bg-canvas px-2 font-mono text-sm" />
    </div>
  );
}
