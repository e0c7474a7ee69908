'use client';

import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { IslandRestore } from './island-swap';
import { whenIdle } from './when-idle';

export type { IslandRestore } from './island-swap';

/** The swap's code (island-swap.ts): it loads with the first island's, not with the page. */
const loadSwap = () => import('./island-swap');
let swap: typeof import('./island-swap') | undefined;

export type IdleIsland<P> = ComponentType<{ props: P; children: ReactNode }> & {
  /** Starts loading the code; once loaded, the island renders at once. */
  preload(): Promise<unknown>;
};

/**
 * An island for every page that stays out of first-load JS and out of hydration: the server
 * renders `children` (the island's look, controls disabled), the island's code loads when the
 * browser is idle (`when: 'visible'`: and the island is near the viewport) — or at once when the
 * shopper reaches into it — and replaces them, keeping what
 * was typed and the focus (`restore`; an unnamed control, a button, gets the focus back in the
 * island by its place). For parts that are not a page's main island: the footer's newsletter form
 * on every page, the question form below a product's buy box, a carousel's controls. `lazyIsland`
 * is the one for a page's main island; hydration waits for its code.
 */
export interface IdleIslandOptions {
  /**
   * `idle` (the default): the code loads once the browser is idle. `visible`: once the island is
   * also within 300 px of the viewport — for forms and controls below the fold (the footer's
   * newsletter form, a product's question form), which a shopper who does not scroll never needs
   * and whose code and swap should not take the page's start-up time.
   */
  when?: 'idle' | 'visible';
}

/** Calls `near` once `element` comes within 300 px of the viewport; returns the cancel. */
function whenNear(element: Element, near: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function idleIsland<P extends object>(load: () => Promise<ComponentType<P & { restore?: IslandRestore }>>, { when = 'idle' }: IdleIslandOptions = {}): IdleIsland<P> {
  let loaded: ComponentType<P & { restore?: IslandRestore }> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadSwap()]).then(
      ([component, module]) => {
        loaded = component;
        swap = module;
      },
      (error: unknown) => {
        // The next reach tries again (the server HTML stands meanwhile).
        loading = undefined;
        throw error;
      },
    ));

  function Island({ props, children }: { props: P; children: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    const [restore, setRestore] = useState<IslandRestore | null>(() => (loaded ? { values: {} } : null));

    useEffect(() => {
      if (restore) return;
      let live = true;
      let queued = false;
      const take = () =>
        void preload().then(() => {
          // Idle and focus may both take it: one swap, in a task of its own (queueSwap).
          if (!live || queued) return;
          queued = true;
          swap!.queueSwap(box, () => live, setRestore);
        });
      const element = box.current;
      // The wrapper is `display: contents` (no box of its own): its first element is what shows.
      const shown = element?.firstElementChild;
      let cancelIdle: (() => void) | undefined;
      const onIdle = () => void (cancelIdle = whenIdle(take));
      const cancelNear = when === 'visible' && shown && typeof IntersectionObserver === 'function' ? whenNear(shown, onIdle) : onIdle();
      // Focus reaches the form before anything can be typed (the button is disabled until then).
      element?.addEventListener('focusin', take, { once: true });
      return () => {
        live = false;
        cancelNear?.();
        cancelIdle?.();
        element?.removeEventListener('focusin', take);
      };
    }, [restore]);

    // Focus on a button of the copy goes to the same place in the island.
    useEffect(() => {
      if (restore?.focusIndex !== undefined) swap?.restoreFocusIndex(box.current, restore.focusIndex);
    }, [restore]);

    const island = restore && loaded ? createElement(loaded, { ...props, restore }) : null;
    // Once in, the island stands on its own (an island that renders nothing leaves nothing behind),
    // unless it must first take the focus back from the copy's button.
    if (island && restore?.focusIndex === undefined) return island;
    return (
      <div ref={box} data-slot="idle-island" className="contents">
        {island ?? children}
      </div>
    );
  }
  return Object.assign(Island, { preload });
}
