'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { adminFetch } from '../admin-api';
import { SaveStatus, type SaveState } from '../form-parts';
import type { FieldErrors, MarketingTexts } from './promotion-fields';

type Stored = { id: number; lock_version: number };

/**
 * Saving one popup or campaign (`resource`: `/popups`, `/campaigns`): a new one is created, a
 * stored one saved with the lock version it was loaded with. The answer's field problems go to
 * their fields (and focus to the first), a conflict offers the latest version — never an overwrite.
 */
export function usePromotionSave<T extends Stored>(resource: '/popups' | '/campaigns', initial: T | null, texts: MarketingTexts, locale: Locale) {
  const [stored, setStored] = useState<T | null>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveState>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();

  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function save(input: object): Promise<void> {
    setBusy(true);
    setStatus({ tone: 'info', text: texts.saving });
    const answer = stored ? await adminFetch<T>(`${resource}/${stored.id}`, 'PUT', { ...input, lock_version: stored.lock_version }, locale) : await adminFetch<T>(resource, 'POST', input, locale);
    setBusy(false);
    const saved = answer.body?.data;
    if ((answer.status === 200 || answer.status === 201) && saved) {
      setErrors({});
      setStored(saved);
      setStatus({ tone: 'success', text: texts.saved });
      // The address names the new record, so a reload edits it (no navigation: the form keeps its state).
      if (!stored) window.history.replaceState(null, '', `/admin/marketing${resource}/${saved.id}`);
      return;
    }
    const code = answer.body?.error?.code;
    setErrors(answer.status === 422 ? (answer.body?.error?.fields ?? {}) : {});
    setStatus({ tone: 'error', text: code === 'edit_conflict' ? texts.conflict : answer.status === 422 ? texts.invalid : texts.failed, conflict: code === 'edit_conflict' });
  }

  async function remove(): Promise<void> {
    if (!stored || !window.confirm(texts.confirmRemove)) return;
    setBusy(true);
    const answer = await adminFetch(`${resource}/${stored.id}`, 'DELETE', undefined, locale);
    setBusy(false);
    if (answer.status === 204 || answer.status === 404) router.push('/admin/marketing');
    else setStatus({ tone: 'error', text: texts.failed });
  }

  return { stored, errors, status, busy, form, save, remove };
}

/** Save and remove, and what the last save did (announced: in a status region, or as an alert when it failed). */
export function SaveBar({ busy, status, canRemove, onRemove, texts }: { busy: boolean; status: SaveState; canRemove: boolean; onRemove: () => void; texts: MarketingTexts }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className="h-10 bg-ink px-5 text-sm text-canvas disabled:opacity-50">
          {texts.save}
        </button>
        {canRemove ? (
          <button type="button" onClick={onRemove} disabled={busy} className="h-10 border border-sale px-4 text-sm text-sale disabled:opacity-50">
            {texts.remove}
          </button>
        ) : null}
      </div>
      <SaveStatus state={status} texts={texts} />
    </div>
  );
}
