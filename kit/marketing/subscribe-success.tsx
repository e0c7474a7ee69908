'use client';

import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import type { SubscribeFormLabels } from './subscribe-form';

export interface SubscribeSuccessProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: Pick<SubscribeFormLabels, 'successTitle' | 'success' | 'ok' | 'close'>;
  /** The OK button's classes: the form's submit button's. */
  closeClassName: string;
}

/** The newsletter's thank-you popup over the page, after a sign-up from the footer or a page block. */
export function SubscribeSuccess({ open, onOpenChange, labels, closeClassName }: SubscribeSuccessProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={labels.close} data-slot="subscribe-success" className="max-w-md sm:p-8">
        <DialogHeader>
          <DialogTitle>{labels.successTitle}</DialogTitle>
          <DialogDescription className="text-base text-ink-soft">{labels.success}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={closeClassName}>{labels.ok}</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
