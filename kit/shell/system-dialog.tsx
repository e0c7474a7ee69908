'use client';

import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { useRef, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { dialogStore, type DialogStore } from '../state/dialog-store';
import { buttonVariants } from '../ui/button';
import { cn } from '../ui/cn';
import { dialogContentClass, dialogOverlayClass, DialogFooter, DialogHeader } from '../ui/dialog';

export type SystemDialogLabels = {
  /** The one button of an alert, e.g. "OK". */
  ok: string;
  /** The confirm button when the request names none, e.g. "Bevestigen". */
  confirm: string;
  /** The cancel button when the request names none, e.g. "Annuleren". */
  cancel: string;
  /** Accessible name of a request without a title, e.g. "Melding"; not shown on screen. */
  title: string;
};

export type SystemDialogProps = {
  /** Where the requests come from; the shared `dialogStore` unless given. */
  store?: DialogStore;
  labels: SystemDialogLabels;
};

/**
 * The shop's alert and confirm popup: shows the store's current request and answers it.
 * Escape and cancel settle it as cancelled (an alert resolves either way).
 */
export function SystemDialog({ store = dialogStore, labels }: SystemDialogProps) {
  const current = useStore(store, (state) => state.current);
  const settle = useStore(store, (state) => state.settle);
  // What had focus before the first of a run of queued requests; focus goes back there after the last.
  const returnFocus = useRef<HTMLElement | null>(null);
  if (!current) return null;

  const isConfirm = current.type === 'confirm';
  const title = current.title || undefined;
  const confirm = (event: MouseEvent) => {
    // Settle here and keep the click from also closing through onOpenChange (which means cancel).
    event.preventDefault();
    settle(true);
  };

  return (
    // Keyed by request, so a queued request opens afresh and Radix focuses its own cancel button.
    <AlertDialogPrimitive.Root
      key={current.id}
      open
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="system-dialog-overlay"
          className={dialogOverlayClass}
        />
        <AlertDialogPrimitive.Content
          data-slot="system-dialog-content"
          data-type={current.type}
          onOpenAutoFocus={() => {
            // A queued request opens over a button just removed; keep the element of the first.
            if (!returnFocus.current && document.activeElement instanceof HTMLElement) {
              returnFocus.current = document.activeElement;
            }
          }}
          onCloseAutoFocus={(event) => {
            // The next queued request takes focus itself; after the last, focus goes back where the run began.
            if (store.getState().current) return event.preventDefault();
            const target = returnFocus.current;
            returnFocus.current = null;
            if (!target) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          className={cn(dialogContentClass, 'max-w-md sm:p-8')}
        >
          <DialogHeader className="pr-0">
            <AlertDialogPrimitive.Title
              data-slot="system-dialog-title"
              className={title ? 'font-display text-2xl leading-tight font-normal text-ink' : 'sr-only'}
            >
              {title ?? labels.title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description
              data-slot="system-dialog-description"
              className={cn('leading-relaxed', title ? 'text-sm text-ink-muted' : 'text-base text-ink')}
            >
              {current.message}
            </AlertDialogPrimitive.Description>
          </DialogHeader>
          <DialogFooter>
            {isConfirm ? (
              <>
                <AlertDialogPrimitive.Cancel data-slot="system-dialog-cancel" className={buttonVariants({ intent: 'secondary' })}>
                  {current.cancelLabel ?? labels.cancel}
                </AlertDialogPrimitive.Cancel>
                <AlertDialogPrimitive.Action data-slot="system-dialog-action" className={buttonVariants()} onClick={confirm}>
                  {current.confirmLabel ?? labels.confirm}
                </AlertDialogPrimitive.Action>
              </>
            ) : (
              // An alert's only button is Radix's Cancel: the part that takes focus when it opens.
              <AlertDialogPrimitive.Cancel data-slot="system-dialog-action" className={buttonVariants()}>
                {current.confirmLabel ?? labels.ok}
              </AlertDialogPrimitive.Cancel>
            )}
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
