'use client';

import { CarouselButtonsView, type CarouselButtonsLabels } from './carousel-buttons';

export interface CarouselButtonsProps {
  /** The id of the carousel's list, which the buttons scroll. */
  listId: string;
  labels: CarouselButtonsLabels;
  buttonClassName: string;
}

/** Previous/next at work: they page the server's list by almost its width. */
export function CarouselButtons({ listId, labels, buttonClassName }: CarouselButtonsProps) {
  const page = (direction: 1 | -1) => {
    const list = document.getElementById(listId);
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  return <CarouselButtonsView labels={labels} buttonClassName={buttonClassName} onPage={page} />;
}
