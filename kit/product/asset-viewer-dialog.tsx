'use client';

import { useState } from 'react';
import { fill } from '../format/fill';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

export interface ViewerAsset {
  url: string;
  alt: string;
  type: 'image' | 'video';
}

export interface ViewerLabels {
  /** Dialog title (read by screen readers). */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** Position, with `{n}` and `{total}`. */
  position: string;
}

export interface AssetViewerDialogProps {
  items: ViewerAsset[];
  initialIndex: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: ViewerLabels;
}

const stepButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border border-line bg-surface/95 text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** A large view of one product image or video, with previous/next through the gallery (arrow keys too). */
export function AssetViewerDialog({ items, initialIndex, open, onOpenChange, labels }: AssetViewerDialogProps) {
  const [index, setIndex] = useState(initialIndex);
  // A new opening starts at the asset clicked.
  const [openedAt, setOpenedAt] = useState(initialIndex);
  if (openedAt !== initialIndex) {
    setOpenedAt(initialIndex);
    setIndex(initialIndex);
  }
  const total = items.length;
  const current = items[Math.min(index, total - 1)];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  const position = fill(labels.position, { n: index + 1, total });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={labels.close}
        data-slot="asset-viewer"
        className="max-w-5xl gap-3 px-3 pt-14 pb-4 sm:px-6 sm:pt-14 sm:pb-6"
        onKeyDown={(event) => {
          if (total < 2) return;
          if (event.key === 'ArrowRight') go(1);
          else if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        <DialogTitle className="sr-only">{labels.title}</DialogTitle>
        <DialogDescription className="sr-only" aria-live="polite">
          {position}
        </DialogDescription>
        <div className="relative flex items-center justify-center bg-canvas">
          {current.type === 'video' ? (
            <video key={current.url} src={current.url} controls autoPlay muted playsInline className="max-h-[74dvh] w-full" aria-label={current.alt} />
          ) : (
            <img key={current.url} src={current.url} alt={current.alt} className="max-h-[74dvh] w-auto max-w-full object-contain" />
          )}
          {total > 1 ? (
            <>
              <button type="button" aria-label={labels.previous} onClick={() => go(-1)} className={`${stepButton} left-2`}>
                <ChevronLeftIcon />
              </button>
              <button type="button" aria-label={labels.next} onClick={() => go(1)} className={`${stepButton} right-2`}>
                <ChevronRightIcon />
              </button>
            </>
          ) : null}
        </div>
        {total > 1 ? (
          <p aria-hidden="true" className="text-center text-xs tracking-[0.14em] text-ink-muted uppercase">
            {position}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
