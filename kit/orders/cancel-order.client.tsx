'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { accountRequest } from '../data/account-requests';
import { DialogCancelled, dialogStore } from '../state/dialog-store';
import { Notice } from '../ui/notice';

export interface CancelOrderLabels {
  hint: string;
  cancel: string;
  question: string;
  confirm: string;
  keep: string;
  cancelled: string;
  notCancellable: string;
  network: string;
  generic: string;
  loading: string;
}

export interface CancelOrderProps {
  locale: Locale;
  orderId: number;
  /** From the order (`can_cancel`): the button shows only then. Rendered either way, so the success text outlives the refresh. */
  canCancel: boolean;
  labels: CancelOrderLabels;
  className: string;
  sessionExpiredPath: string;
}

/**
 * Cancels an unpaid order after the system confirm dialog (PATCH /orders/{id} `{ action: 'cancel' }`),
 * says so, and refreshes the page's server data (status voided, the button gone).
 */
export function CancelOrder({ locale, orderId, canCancel, labels, className, sessionExpiredPath }: CancelOrderProps) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  function finish(message: string) {
    setDone(message);
    router.refresh();
    // The button goes away with the refresh: keep the keyboard where the news is.
    requestAnimationFrame(() => status.current?.focus());
  }

  async function cancel() {
    if (sending) return;
    setError(null);
    try {
      await dialogStore.getState().confirm({ title: labels.cancel, message: labels.question, confirmLabel: labels.confirm, cancelLabel: labels.keep });
    } catch (reason) {
      if (reason instanceof DialogCancelled) return;
      throw reason;
    }
    setSending(true);
    const result = await accountRequest({ method: 'PATCH', path: `/orders/${orderId}`, body: { action: 'cancel' }, lang: locale });
    setSending(false);
    if (result.ok) return finish(labels.cancelled);
    if (result.status === 401) return window.location.assign(sessionExpiredPath);
    if (result.code === 'order_not_cancellable') return finish(labels.notCancellable);
    setError(result.status === 0 ? labels.network : labels.generic);
  }

  return (
    <div data-slot="cancel-order" className="flex flex-col gap-3">
      <div role="status">
        {done ? (
          <Notice tone="success" ref={status} tabIndex={-1} className="outline-none">
            {done}
          </Notice>
        ) : null}
      </div>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {canCancel && !done ? (
        <div className="flex flex-col gap-4 border border-brand/30 bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="text-sm leading-relaxed text-ink">{labels.hint}</p>
          <button type="button" className={className} onClick={() => void cancel()} aria-busy={sending || undefined}>
            {labels.cancel}
            {sending ? <span className="sr-only"> {labels.loading}</span> : null}
          </button>
        </div>
      ) : null}
    </div>
  );
}
