import type { ReactNode } from 'react';
import { SliderControlsView, type SliderButtonClassNames, type SliderControlsLabels } from './slider-controls';
import { SliderControlsSlot } from './slider-controls.lazy';

export interface TopSliderCarouselProps {
  /** Unique on the page: the controls find the slider and its track by it. */
  id: string;
  /** The slides, rendered on the server. */
  children: ReactNode;
  /** Advance every this many ms; 0 = never. */
  autoplayMs: number;
  /** Accessible names; `goTo` has one entry per slide. */
  labels: SliderControlsLabels;
  /**
   * Classes of the pause and previous/next buttons, made on the server with the kit's
   * buttonVariants, so the island ships no class-merging code.
   */
  buttonClassNames: SliderButtonClassNames;
}

/**
 * The scroll-snap track plus controls: previous/next, dots, pause, and autoplay that pauses on
 * hover/focus. The track and the slides are server HTML; the controls' island loads when the
 * browser is idle, the server's copy of the controls shows until then.
 */
export function TopSliderCarousel({ id, children, autoplayMs, labels, buttonClassNames }: TopSliderCarouselProps) {
  return (
    <div id={id} data-slot="slider">
      <div
        id={`${id}-track`}
        data-slot="slider-track"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {labels.goTo.length > 1 ? (
        <SliderControlsSlot props={{ sliderId: id, autoplayMs, labels, buttonClassNames }}>
          <SliderControlsView labels={labels} buttonClassNames={buttonClassNames} index={0} />
        </SliderControlsSlot>
      ) : null}
    </div>
  );
}
