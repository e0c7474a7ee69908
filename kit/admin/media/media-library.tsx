'use client';

import { useId, useState } from 'react';
import type { AdminMedia } from '../../../api/contract/media';
import type { Locale } from '../../../domain/locale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { adminMessages, adminT } from '../messages';
import { MediaError, useMediaItem, useMediaMutations } from './media-api';
import { formatBytes, MediaBrowser, MediaUpload } from './media-browser';

const inputClass = 'border border-line bg-surface px-3 py-2 text-sm';

/** The alternative texts of a file, per language, saved together. */
function AltForm({ id, initial, locale }: { id: number; initial: { nl: string; en: string }; locale: Locale }) {
  const texts = adminMessages[locale].media;
  const { saveAlt } = useMediaMutations(locale);
  const [alt, setAlt] = useState(initial);
  const [status, setStatus] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const nlId = useId();
  const enId = useId();
  const hintId = useId();
  const save = async () => {
    setFields({});
    try {
      await saveAlt.mutateAsync({ id, alt });
      setStatus(texts.saved);
    } catch (error) {
      setStatus(error instanceof MediaError ? error.message : texts.saveFailed);
      if (error instanceof MediaError) setFields(error.fields);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-3"
    >
      <p id={hintId} className="text-sm text-ink-soft">
        {texts.altHint}
      </p>
      {(['nl', 'en'] as const).map((language) => (
        <div key={language} className="flex flex-col gap-1">
          <label htmlFor={language === 'nl' ? nlId : enId} className="text-sm">
            {language === 'nl' ? texts.altNl : texts.altEn}
          </label>
          <input
            id={language === 'nl' ? nlId : enId}
            value={alt[language]}
            maxLength={300}
            aria-describedby={hintId}
            aria-invalid={fields[`alt.${language}`] ? true : undefined}
            onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
            className={inputClass}
          />
          {fields[`alt.${language}`] ? <p className="text-sm text-sale">{fields[`alt.${language}`]}</p> : null}
        </div>
      ))}
      <div className="flex items-center gap-3">
        <button type="submit" disabled={saveAlt.isPending} className="h-10 bg-ink px-5 text-sm text-canvas disabled:opacity-50">
          {texts.save}
        </button>
        <p aria-live="polite" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}

/** One file's details: preview, alt texts per language, address, copies, where it is used, delete. */
function MediaDetails({ id, locale, onClose }: { id: number; locale: Locale; onClose: (message?: string) => void }) {
  const texts = adminMessages[locale].media;
  const t = adminT(locale);
  const item = useMediaItem(id, locale);
  const { remove } = useMediaMutations(locale);
  const [status, setStatus] = useState('');
  const file = item.data;
  if (!file) return <p aria-live="polite">{item.isError ? texts.saveFailed : '…'}</p>;

  const destroy = async () => {
    if (!window.confirm(t('media.confirmDelete', { name: file.original_name }))) return;
    try {
      await remove.mutateAsync(id);
      onClose(t('media.deleted', { name: file.original_name }));
    } catch (error) {
      setStatus(error instanceof MediaError && error.status === 409 ? texts.inUse : texts.saveFailed);
    }
  };
  const usageKinds = texts.usageKinds as Record<string, string>;

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <img src={file.url} alt={file.alt[locale]} width={file.width ?? undefined} height={file.height ?? undefined} className="max-h-80 w-full bg-canvas object-contain" />
      <div className="flex flex-col gap-4">
        <AltForm key={file.id} id={file.id} initial={file.alt} locale={locale} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{texts.address}</dt>
          <dd className="break-all">
            <a href={file.url} className="underline">
              {file.url}
            </a>
          </dd>
          <dt className="text-ink-soft">{texts.size}</dt>
          <dd>
            {file.width && file.height ? `${file.width} × ${file.height} px · ` : ''}
            {formatBytes(file.byte_size, locale)}
          </dd>
          <dt className="text-ink-soft">{texts.variants}</dt>
          <dd>{file.variants.length ? file.variants.map((variant) => `${variant.width} px (${formatBytes(variant.byte_size, locale)})`).join(', ') : texts.noVariants}</dd>
          <dt className="text-ink-soft">{texts.usage}</dt>
          <dd>{file.usage.length ? file.usage.map((use) => `${usageKinds[use.kind] ?? use.kind}: ${use.count}`).join(', ') : texts.unused}</dd>
        </dl>
        <button type="button" onClick={() => void destroy()} disabled={remove.isPending || file.usage.length > 0} className="h-10 self-start border border-sale px-4 text-sm text-sale disabled:opacity-50">
          {texts.delete}
        </button>
        <p aria-live="polite" className="text-sm text-sale">
          {status}
        </p>
      </div>
    </div>
  );
}

/** The media library screen: upload, browse, and each file's details in a dialog. */
export function MediaLibrary({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].media;
  const t = adminT(locale);
  const [open, setOpen] = useState<AdminMedia | null>(null);
  const [note, setNote] = useState('');
  return (
    <div className="flex flex-col gap-6">
      <MediaUpload locale={locale} />
      <p aria-live="polite" className="text-sm">
        {note}
      </p>
      <MediaBrowser locale={locale} onOpen={setOpen} actionLabel={(name) => t('media.open', { name })} />
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open ? (
          <DialogContent closeLabel={texts.close} className="max-w-4xl">
            <DialogHeader>
              <DialogTitle>{open.original_name}</DialogTitle>
              <DialogDescription>{t('media.details', { name: open.original_name })}</DialogDescription>
            </DialogHeader>
            <MediaDetails
              id={open.id}
              locale={locale}
              onClose={(message) => {
                setOpen(null);
                if (message) setNote(message);
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
