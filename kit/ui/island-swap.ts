import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * How an idle island (idle-island.tsx) takes over from the server's copy: read what the shopper did
 * in the copy, swap, give the focus back. It loads together with the first island's code, so none
 * of it is in a page's first-load JS.
 */

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
 * Queues the swap of the copy in `box` for the island: in a task of its own, it reads the copy and
 * renders the island in one go (flushSync), so typing that lands after the read cannot go into the
 * copy and be lost. `live()` false by then (the island is gone): nothing is swapped.
 */
export function queueSwap(box: { current: HTMLElement | null }, live: () => boolean, take: (restore: IslandRestore) => void): void {
  swaps.push(() => {
    if (live()) flushSync(() => take(captureForm(box.current)));
  });
  if (swaps.length === 1) setTimeout(runNextSwap, 0);
}

/** Focus on a button of the copy goes to the same place in the island. */
export function restoreFocusIndex(box: HTMLElement | null, index: number): void {
  box?.querySelectorAll<HTMLElement>(focusable)[index]?.focus();
}
