'use client';

import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './when-idle';

/** What the shopper did in the server's form before the island took over. */
export interface IslandRestore {
  /** Values of the named text controls. */
  values: Record<string, string>;
  /** The name of the control that had focus. */
  focus?: string;
  /** Where the focus was when it was on an unnamed control (a button): its place among the copy's focusable elements. */
  focusIndex?: number;
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * For an island's own use: gives the focus back to the named control it had in the server's copy
 * (`restore.focus`). Put the returned ref on an element around the island's form.
 */
export function useRestoredFocus<T extends HTMLElement>(restore: IslandRestore | undefined) {
  const box = useRef<T>(null);
  const focus = restore?.focus;
  useEffect(() => {
    if (focus) box.current?.querySelector<HTMLElement>(`[name="${focus}"]`)?.focus();
  }, [focus]);
  return box;
}

/**
 * Islands whose code arrived together (every carousel's buttons share one chunk) take over one per
 * task: each swap is a synchronous render, and run in the same task as the chunk that brought the
 * code they added up to one long task that blocks the shopper's input (the product page's swaps
 * came to 160 ms on a phone's CPU).
 */
const swaps: (() => void)[] = [];
function runNextSwap() {
  swaps.shift()?.();
  if (swaps.length) setTimeout(runNextSwap, 0);
}
function queueSwap(swap: () => void): void {
  swaps.push(swap);
  if (swaps.length === 1) setTimeout(runNextSwap, 0);
}

export type IdleIsland<P> = ComponentType<{ props: P; children: ReactNode }> & {
  /** Starts loading the code; once loaded, the island renders at once. */
  preload(): Promise<unknown>;
};

function captureForm(box: HTMLElement | null): IslandRestore {
  const values: Record<string, string> = {};
  let focus: string | undefined;
  box?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]').forEach((control) => {
    if (control.value) values[control.name] = control.value;
    if (control === document.activeElement) focus = control.name;
  });
  const active = document.activeElement;
  if (focus === undefined && box && active && box.contains(active)) {
    const index = [...box.querySelectorAll(focusable)].indexOf(active);
    if (index >= 0) return { values, focusIndex: index };
  }
  return { values, focus };
}

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
    (loading ??= load().then(
      (component) => {
        loaded = component;
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
      // Read the copy and swap it for the island in one task (flushSync): typing that lands after
      // the read but before an asynchronous commit would go into the copy and be lost. The swap
      // waits for a task of its own (queueSwap); an island gone by then swaps nothing.
      const swap = () => {
        if (live) flushSync(() => setRestore(captureForm(box.current)));
      };
      const take = () =>
        void preload().then(() => {
          // Idle and focus may both take it: one swap.
          if (!live || queued) return;
          queued = true;
          queueSwap(swap);
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
      if (restore?.focusIndex !== undefined) box.current?.querySelectorAll<HTMLElement>(focusable)[restore.focusIndex]?.focus();
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
