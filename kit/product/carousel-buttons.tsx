import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

export interface CarouselButtonsLabels {
  previous: string;
  next: string;
}

/** A product carousel's previous/next buttons: the same markup on the server and in the island (which adds `onPage`). */
export function CarouselButtonsView({ labels, buttonClassName, onPage }: { labels: CarouselButtonsLabels; buttonClassName: string; onPage?: (direction: 1 | -1) => void }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" data-slot="button" aria-label={labels.previous} onClick={onPage ? () => onPage(-1) : undefined} className={buttonClassName}>
        <ChevronLeftIcon className="size-4" />
      </button>
      <button type="button" data-slot="button" aria-label={labels.next} onClick={onPage ? () => onPage(1) : undefined} className={buttonClassName}>
        <ChevronRightIcon className="size-4" />
      </button>
    </div>
  );
}
