'use client';

import { useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

export interface ProductCarouselProps {
  /** The cards, as `<li>` elements rendered on the server. */
  children: ReactNode;
  labels: { list: string; previous: string; next: string };
  /** Classes of the previous/next buttons, made on the server. */
  buttonClassName: string;
}

/** A horizontal scroll-snap row of product cards; swipe, scroll, or page with previous/next. */
export function ProductCarousel({ children, labels, buttonClassName }: ProductCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div data-slot="product-carousel" className="flex flex-col gap-4">
      <ul
        ref={track}
        aria-label={labels.list}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin] md:gap-6"
      >
        {children}
      </ul>
      <div className="flex justify-end gap-2">
        <button type="button" data-slot="button" aria-label={labels.previous} onClick={() => page(-1)} className={buttonClassName}>
          <ChevronLeftIcon className="size-4" />
        </button>
        <button type="button" data-slot="button" aria-label={labels.next} onClick={() => page(1)} className={buttonClassName}>
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}

