'use client';

import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { SliderControlsView, type SliderButtonClassNames, type SliderControlsLabels } from './slider-controls';

export interface SliderControlsProps {
  /** The id of the slider's element; its track is `{sliderId}-track`. */
  sliderId: string;
  /** Advance every this many ms; 0 = never. */
  autoplayMs: number;
  labels: SliderControlsLabels;
  buttonClassNames: SliderButtonClassNames;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the shopper asked for less motion (and on the server, so nothing moves before the island runs). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(reducedMotionQuery).matches, () => true);
}

/** The slide the track is scrolled to. */
function slideShown(sliderId: string): number {
  const track = document.getElementById(`${sliderId}-track`);
  return track && track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

/**
 * A slider's controls at work: previous/next and the dots scroll the server's track, swipes and
 * keyboard scrolling move the current dot, and autoplay turns the slides, pausing while the
 * pointer or the focus is in the slider (which shows `data-rotating` while it turns).
 */
export function SliderControls({ sliderId, autoplayMs, labels, buttonClassNames }: SliderControlsProps) {
  const count = labels.goTo.length;
  // The shopper may have swiped, or be pointing or focused in the slider, before the controls arrived.
  const [index, setIndex] = useState(() => slideShown(sliderId));
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(() => document.getElementById(sliderId)?.matches(':hover') ?? false);
  const [focused, setFocused] = useState(() => document.getElementById(sliderId)?.contains(document.activeElement) ?? false);
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = autoplayMs > 0 && count > 1 && !reducedMotion;

  // Where a button sent the track, while it glides there: a pause in its scroll events on a busy
  // phone must not set the dot to a slide it passes on the way.
  const gliding = useRef<{ to: number; since: number } | null>(null);

  function goTo(target: number) {
    const next = (target + count) % count;
    setIndex(next);
    const track = document.getElementById(`${sliderId}-track`);
    gliding.current = { to: next, since: Date.now() };
    track?.scrollTo?.({ left: next * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  // Follow swipes and keyboard scrolling: read the slide once scrolling settles.
  useEffect(() => {
    const track = document.getElementById(`${sliderId}-track`);
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (track.clientWidth === 0) return;
        const shown = slideShown(sliderId);
        const glide = gliding.current;
        // Still on its way (one that has not arrived in a second is not coming).
        if (glide && shown !== glide.to && Date.now() - glide.since < 1000) return;
        gliding.current = null;
        setIndex(shown);
      }, 100);
    };
    // The shopper's own swipe, wheel or keys take over from a glide.
    const takeOver = () => {
      gliding.current = null;
    };
    const inputs = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
    track.addEventListener('scroll', onScroll, { passive: true });
    for (const input of inputs) track.addEventListener(input, takeOver, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
      for (const input of inputs) track.removeEventListener(input, takeOver);
    };
  }, [sliderId]);

  // Hover and focus anywhere in the slider pause it.
  useEffect(() => {
    const slider = document.getElementById(sliderId);
    if (!slider) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!slider.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    slider.addEventListener('pointerenter', enter);
    slider.addEventListener('pointerleave', leave);
    slider.addEventListener('focusin', focusIn);
    slider.addEventListener('focusout', focusOut);
    return () => {
      slider.removeEventListener('pointerenter', enter);
      slider.removeEventListener('pointerleave', leave);
      slider.removeEventListener('focusin', focusIn);
      slider.removeEventListener('focusout', focusOut);
    };
  }, [sliderId]);

  // One timer per shown slide, so a manual step also restarts the countdown.
  const rotating = canAutoplay && !stopped && !hovered && !focused;
  const advance = useEffectEvent(() => goTo(index + 1));
  useEffect(() => {
    document.getElementById(sliderId)?.toggleAttribute('data-rotating', rotating);
    if (!rotating) return;
    const timer = setTimeout(advance, autoplayMs);
    return () => clearTimeout(timer);
  }, [sliderId, rotating, index, autoplayMs]);

  return (
    <SliderControlsView
      labels={labels}
      buttonClassNames={buttonClassNames}
      index={index}
      autoplay={canAutoplay ? { stopped, onToggle: () => setStopped(!stopped) } : null}
      onGoTo={goTo}
    />
  );
}
