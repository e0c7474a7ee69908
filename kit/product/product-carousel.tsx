import type { ReactNode } from 'react';
import { CarouselButtonsView } from './carousel-buttons';
import { CarouselButtonsSlot } from './carousel-buttons.lazy';

export interface ProductCarouselProps {
  /** Unique on the page: the buttons find the list by it. */
  id: string;
  /** The cards, as `<li>` elements rendered on the server. */
  children: ReactNode;
  labels: { list: string; previous: string; next: string };
  /** Classes of the previous/next buttons, made on the server. */
  buttonClassName: string;
}

/**
 * A horizontal scroll-snap row of product cards; swipe, scroll, or page with previous/next (whose
 * code loads when the browser is idle; the list itself is server HTML).
 */
export function ProductCarousel({ id, children, labels, buttonClassName }: ProductCarouselProps) {
  const buttons = { previous: labels.previous, next: labels.next };
  return (
    <div data-slot="product-carousel" className="flex flex-col gap-4">
      <ul id={id} aria-label={labels.list} className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin] md:gap-6">
        {children}
      </ul>
      <CarouselButtonsSlot props={{ listId: id, labels: buttons, buttonClassName }}>
        <CarouselButtonsView labels={buttons} buttonClassName={buttonClassName} />
      </CarouselButtonsSlot>
    </div>
  );
}
