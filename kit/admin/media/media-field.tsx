'use client';

import { useId, useState } from 'react';
import type { AdminMedia } from '../../../api/contract/media';
import type { Locale } from '../../../domain/locale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { adminMessages, adminT } from '../messages';
import { thumbnailUrl, useMediaItem } from './media-api';
import { MediaBrowser, MediaUpload } from './media-browser';

/** The picker's dialog: the library to choose from, and an upload that chooses what it adds. */
export function MediaPickerDialog({ open, onOpenChange, onPick, locale }: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (file: AdminMedia) => void; locale: Locale }) {
  const texts = adminMessages[locale].media;
  const t = adminT(locale);
  const pick = (file: AdminMedia) => {
    onPick(file);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={texts.close} className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{texts.pickTitle}</DialogTitle>
            <DialogDescription>{texts.uploadHint}</DialogDescription>
          </DialogHeader>
          <MediaUpload locale={locale} onUploaded={pick} />
          <MediaBrowser locale={locale} onOpen={pick} actionLabel={(name) => t('media.select', { name })} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A chosen image as a small preview with its name, or "no image". */
function Chosen({ file, locale }: { file: Pick<AdminMedia, 'url' | 'variants' | 'original_name'> | null; locale: Locale }) {
  const texts = adminMessages[locale].media;
  if (!file) return <p className="text-sm text-ink-soft">{texts.none}</p>;
  return (
    <div className="flex items-center gap-3">
      <img src={thumbnailUrl(file, 80)} alt="" width={80} height={60} className="h-15 w-20 border border-line bg-canvas object-contain" />
      <span className="truncate text-sm">{file.original_name}</span>
    </div>
  );
}

function Actions({ chosen, locale, onPick, onRemove, label }: { chosen: boolean; locale: Locale; onPick: (file: AdminMedia) => void; onRemove: () => void; label: string }) {
  const texts = adminMessages[locale].media;
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => setOpen(true)} aria-label={`${label}: ${chosen ? texts.change : texts.pick}`} className="h-9 border border-ink px-3 text-sm">
        {chosen ? texts.change : texts.pick}
      </button>
      {chosen ? (
        <button type="button" onClick={onRemove} aria-label={`${label}: ${texts.remove}`} className="h-9 px-3 text-sm underline">
          {texts.remove}
        </button>
      ) : null}
      <MediaPickerDialog open={open} onOpenChange={setOpen} onPick={onPick} locale={locale} />
    </div>
  );
}

/** An image chosen from the media library by its id (popups, campaign banners, …). */
export function MediaField({ value, onChange, label, locale }: { value: number | null; onChange: (id: number | null) => void; label: string; locale: Locale }) {
  const item = useMediaItem(value, locale);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm">{label}</legend>
      <Chosen file={value === null ? null : (item.data ?? null)} locale={locale} />
      <Actions chosen={value !== null} locale={locale} onPick={(file) => onChange(file.id)} onRemove={() => onChange(null)} label={label} />
    </fieldset>
  );
}

/** A block's image (`{ url, alt, width, height }`, contract/common.ts): chosen from the library, with its alt text in the language being edited. */
export interface BlockImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export function imageFromMedia(file: AdminMedia, language: Locale): BlockImage {
  return { url: file.url, alt: file.alt[language], ...(file.width ? { width: file.width } : {}), ...(file.height ? { height: file.height } : {}) };
}

export function BlockImageField({ value, onChange, label, locale, language }: { value: BlockImage | undefined; onChange: (image: BlockImage | undefined) => void; label: string; locale: Locale; language: Locale }) {
  const texts = adminMessages[locale].media;
  const name = value?.url.split('/').at(-1) ?? '';
  const altId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Chosen file={value?.url ? { url: value.url, variants: [], original_name: name } : null} locale={locale} />
      <Actions chosen={Boolean(value?.url)} locale={locale} onPick={(file) => onChange(imageFromMedia(file, language))} onRemove={() => onChange(undefined)} label={label} />
      {value?.url ? (
        <>
          <label htmlFor={altId} className="text-sm">
            {texts.alt}
          </label>
          <input id={altId} value={value.alt} maxLength={300} onChange={(event) => onChange({ ...value, alt: event.target.value })} className="border border-line bg-surface px-3 py-2 text-sm" />
        </>
      ) : null}
    </div>
  );
}
