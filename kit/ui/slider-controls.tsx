import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

export interface SliderControlsLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** One entry per slide. */
  goTo: string[];
}

/** Classes of the pause and previous/next buttons, made on the server with the kit's buttonVariants. */
export interface SliderButtonClassNames {
  pause: string;
  step: string;
}

export interface SliderControlsViewProps {
  labels: SliderControlsLabels;
  buttonClassNames: SliderButtonClassNames;
  /** The slide shown (its dot is current). */
  index: number;
  /** The pause/play button, only while the slider turns by itself. */
  autoplay?: { stopped: boolean; onToggle: () => void } | null;
  /** Without it (the server's copy, before the controls' code is there) the buttons do nothing yet. */
  onGoTo?: (index: number) => void;
}

/** A slider's dots, pause/play and previous/next buttons: the same markup on the server and in the island. */
export function SliderControlsView({ labels, buttonClassNames, index, autoplay, onGoTo }: SliderControlsViewProps) {
  // No handlers on the server's copy (a server component cannot hand functions to the page).
  const go = (target: number) => (onGoTo ? () => onGoTo(target) : undefined);
  return (
    <div data-slot="slider-controls" className="mx-auto flex max-w-container items-center justify-between gap-4 px-5 py-4 md:px-8 lg:px-12">
      <div className="-ml-1 flex items-center">
        {labels.goTo.map((label, i) => (
          <button
            key={i}
            type="button"
            data-slot="slider-dot"
            aria-label={label}
            aria-current={i === index ? 'true' : undefined}
            onClick={go(i)}
            className="group flex h-8 cursor-pointer items-center px-1 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="block h-0.5 w-6 bg-ink/25 transition-all duration-300 group-hover:bg-ink/60 group-aria-[current=true]:w-10 group-aria-[current=true]:bg-ink motion-reduce:transition-none" />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {autoplay ? (
          <button type="button" data-slot="button" className={buttonClassNames.pause} aria-label={autoplay.stopped ? labels.play : labels.pause} onClick={autoplay.onToggle}>
            {autoplay.stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        ) : null}
        <button type="button" data-slot="button" className={buttonClassNames.step} aria-label={labels.previous} onClick={go(index - 1)}>
          <ChevronLeftIcon className="size-4" />
        </button>
        <button type="button" data-slot="button" className={buttonClassNames.step} aria-label={labels.next} onClick={go(index + 1)}>
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
