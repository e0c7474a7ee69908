'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import type { AdminMedia } from '../../../api/contract/media';
import type { Locale } from '../../../domain/locale';
import { adminMessages, adminT } from '../messages';
import { MediaError, thumbnailUrl, useMediaMutations, useMediaPage, type MediaQuery } from './media-api';
import { Pager } from '../form-parts';

const inputClass = 'h-10 border border-line bg-surface px-3 text-sm';
const buttonClass = 'h-10 border border-ink px-4 text-sm disabled:opacity-50';

/** Bytes as people read them: `1.2 MB`, `340 kB`. */
export function formatBytes(bytes: number | null, locale: Locale): string {
  if (bytes === null) return '';
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes >= 1_000_000 ? format(bytes / 1_000_000, 'MB') : format(Math.max(1, bytes / 1000), 'kB');
}

/**
 * Uploads: a drop zone and a file input (several files at once), each file's result announced.
 * `onUploaded` gets each file added (or found: the same bytes uploaded before).
 */
export function MediaUpload({ locale, onUploaded }: { locale: Locale; onUploaded?: (file: AdminMedia) => void }) {
  const texts = adminMessages[locale].media;
  const t = adminT(locale);
  const { upload } = useMediaMutations(locale);
  const [notes, setNotes] = useState<{ text: string; failed: boolean }[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const send = async (files: File[]) => {
    for (const file of files) {
      setNotes((list) => [...list, { text: t('media.uploading', { name: file.name }), failed: false }]);
      try {
        const result = await upload.mutateAsync(file);
        setNotes((list) => [...list.slice(0, -1), { text: t(result.created ? 'media.uploaded' : 'media.duplicate', { name: file.name }), failed: false }]);
        onUploaded?.(result.media);
      } catch (error) {
        const message = error instanceof MediaError ? error.message : texts.saveFailed;
        setNotes((list) => [...list.slice(0, -1), { text: t('media.uploadFailed', { name: file.name, message }), failed: true }]);
      }
    }
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-over={over || undefined}
      className="flex flex-col gap-2 border border-dashed border-ink-soft bg-surface p-4 data-over:border-ink data-over:bg-brand-soft"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className={`${buttonClass} inline-flex cursor-pointer items-center focus-within:outline-2 focus-within:outline-brand`}>
          {texts.choose}
          <input ref={input} type="file" multiple accept="image/jpeg,image/png,image/webp,image/svg+xml,.svg" aria-describedby={hintId} className="sr-only" onChange={(event) => void send([...(event.target.files ?? [])])} />
        </label>
        <p id={hintId} className="text-sm text-ink-soft">
          {texts.uploadHint}
        </p>
      </div>
      <ul aria-live="polite" className="flex flex-col gap-1 text-sm">
        {notes.map((note, index) => (
          <li key={index} className={note.failed ? 'text-sale' : undefined}>
            {note.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The library as a searchable grid: search (names and alt texts), photos or drawings, pages of 40.
 * `onOpen` is what a tile does: open its details (the library screen) or choose it (the picker).
 */
export function MediaBrowser({ locale, onOpen, actionLabel }: { locale: Locale; onOpen: (file: AdminMedia) => void; actionLabel: (name: string) => string }) {
  const texts = adminMessages[locale].media;
  const t = adminT(locale);
  const [query, setQuery] = useState<MediaQuery>({ search: '', kind: '', page: 1 });
  const page = useMediaPage(query, locale);
  const searchId = useId();
  const kindId = useId();
  const list = page.data;

  return (
    <div className="flex flex-col gap-4">
      <div role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm">
            {texts.search}
          </label>
          <input id={searchId} type="search" value={query.search} placeholder={texts.searchPlaceholder} onChange={(event) => setQuery({ ...query, search: event.target.value, page: 1 })} className={`${inputClass} w-64`} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm">
            {texts.kind}
          </label>
          <select id={kindId} value={query.kind} onChange={(event) => setQuery({ ...query, kind: event.target.value as MediaQuery['kind'], page: 1 })} className={inputClass}>
            <option value="">{texts.kinds.all}</option>
            <option value="photo">{texts.kinds.photo}</option>
            <option value="drawing">{texts.kinds.drawing}</option>
          </select>
        </div>
        <p aria-live="polite" className="pb-2 text-sm text-ink-soft">
          {list ? t('media.count', { count: list.total }) : ''}
        </p>
      </div>
      {list && list.items.length === 0 ? <p>{texts.empty}</p> : null}
      <ul aria-busy={page.isFetching} className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {list?.items.map((file) => (
          <li key={file.id}>
            <button type="button" onClick={() => onOpen(file)} aria-label={actionLabel(file.original_name)} className="flex w-full flex-col gap-1 border border-line bg-surface p-2 text-left hover:border-ink focus-visible:outline-2 focus-visible:outline-brand">
              {/* A thumbnail from the library itself: its alt text is the tile's text below. */}
              <img src={thumbnailUrl(file, 150)} alt="" loading="lazy" width={150} height={110} className="h-28 w-full bg-canvas object-contain" />
              <span className="truncate text-xs font-medium">{file.original_name}</span>
              <span className="truncate text-xs text-ink-soft">{file.alt[locale] || texts.noAlt}</span>
            </button>
          </li>
        ))}
      </ul>
      {list ? <Pager page={query.page} pages={list.pages} onPage={(next) => setQuery({ ...query, page: next })} texts={{ label: t('media.pageOf', { page: list.page, pages: list.pages }), previous: texts.previous, next: texts.next, position: t('media.pageOf', { page: list.page, pages: list.pages }) }} /> : null}
    </div>
  );
}
