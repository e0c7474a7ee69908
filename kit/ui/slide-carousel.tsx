'use client';

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

export interface TopSliderCarouselProps {
  /** The slides, rendered on the server. */
  children: ReactNode;
  /** Advance every this many ms; 0 = never. */
  autoplayMs: number;
  /** Accessible names; `goTo` has one entry per slide. */
  labels: { previous: string; next: string; pause: string; play: string; goTo: string[] };
  /**
   * Classes of the pause and previous/next buttons, made on the server with the kit's
   * buttonVariants, so the island ships no class-merging code.
   */
  buttonClassNames: { pause: string; step: string };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the shopper asked for less motion (and on the server, so nothing moves before hydration). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(reducedMotionQuery).matches, () => true);
}

/** The scroll-snap track plus controls: previous/next, dots, pause, and autoplay that pauses on hover/focus. */
export function TopSliderCarousel({ children, autoplayMs, labels, buttonClassNames }: TopSliderCarouselProps) {
  const count = labels.goTo.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = autoplayMs > 0 && count > 1 && !reducedMotion;

  function goTo(target: number) {
    const next = (target + count) % count;
    setIndex(next);
    const track = trackRef.current;
    track?.scrollTo?.({ left: next * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  // Follow swipes and keyboard scrolling: read the slide once scrolling settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
      }, 100);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  // One timer per shown slide, so a manual step also restarts the countdown.
  const rotating = canAutoplay && !stopped && !hovered && !focused;
  const advance = useEffectEvent(() => goTo(index + 1));
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(advance, autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, index, autoplayMs]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      data-slot="slider"
      data-rotating={rotating || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        data-slot="slider-track"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {count > 1 ? (
        <div data-slot="slider-controls" className="mx-auto flex max-w-container items-center justify-between gap-4 px-5 py-4 md:px-8 lg:px-12">
          <div className="-ml-1 flex items-center">
            {labels.goTo.map((label, i) => (
              <button
                key={i}
                type="button"
                data-slot="slider-dot"
                aria-label={label}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group flex h-8 cursor-pointer items-center px-1 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="block h-0.5 w-6 bg-ink/25 transition-all duration-300 group-hover:bg-ink/60 group-aria-[current=true]:w-10 group-aria-[current=true]:bg-ink motion-reduce:transition-none" />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            {canAutoplay ? (
              <button type="button" data-slot="button" className={buttonClassNames.pause} aria-label={stopped ? labels.play : labels.pause} onClick={() => setStopped(!stopped)}>
                {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              </button>
            ) : null}
            <button type="button" data-slot="button" className={buttonClassNames.step} aria-label={labels.previous} onClick={() => goTo(index - 1)}>
              <ChevronLeftIcon className="size-4" />
            </button>
            <button type="button" data-slot="button" className={buttonClassNames.step} aria-label={labels.next} onClick={() => goTo(index + 1)}>
              <ChevronRightIcon className="size-4" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
