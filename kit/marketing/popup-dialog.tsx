import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';

export interface PopupDialogImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Sanitised HTML (the API cleans popup and campaign texts with the shop's policy). */
  html: string;
  image?: PopupDialogImage | null;
  /** The popup's button: a link the host makes (it closes the dialog and navigates). */
  action?: ReactNode;
  /** Below the text: the newsletter form of a popup that asks for sign-ups. */
  children?: ReactNode;
  closeLabel: string;
  /** `popup` (a site popup) or `campaign`, for styling hooks and tests. */
  kind?: 'popup' | 'campaign';
}

/** Compact typography for the sanitised HTML of a popup. */
const prose = [
  'text-base leading-relaxed text-ink-soft',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-3 [&_ul]:my-3 [&_ol]:my-3',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-lg [&_h3]:text-ink',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5 [&_img]:h-auto [&_img]:max-w-full',
].join(' ');

/**
 * The marketing popup (spec sections 2 and 4): title, the CMS text, an optional image and button,
 * optionally the newsletter form. Radix gives the focus trap, Escape, the close button and
 * focus return; the image sits beside the text from `sm` up.
 */
export function PopupDialog({ open, onOpenChange, title, html, image, action, children, closeLabel, kind = 'popup' }: PopupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={closeLabel}
        data-slot="popup-dialog"
        data-kind={kind}
        className={image ? 'max-w-3xl gap-0 p-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-0' : 'max-w-lg'}
      >
        {image ? (
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            data-slot="popup-image"
            className="h-40 w-full bg-brand-soft object-cover sm:h-full sm:min-h-80"
          />
        ) : null}
        <div className={image ? 'flex flex-col gap-5 p-6 sm:p-8' : 'contents'}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <DialogDescription asChild>
            <div data-slot="popup-content" className={prose} dangerouslySetInnerHTML={{ __html: html }} />
          </DialogDescription>
          {children}
          {action ? <div className="flex flex-wrap gap-3">{action}</div> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
