import type { Transport } from '../data/client';
import type { LoadingBarRun } from './loading-bar-rules';

/**
 * What the global loading bar follows: client navigations and the shop runtime's API calls.
 * Tasks overlap into one run, from the first start to the last end; one failed task marks the
 * run failed. A small hand-written store (no zustand): it is in every page's first-load JS; what
 * draws the bar (loading-bar-frame.ts, kit/shell/loading-bar.tsx) loads once something runs.
 */
export interface LoadingBarStore {
  get(): LoadingBarRun | null;
  subscribe(listener: () => void): () => void;
  /** Starts a task; call the returned function once, with `false` when the task failed. */
  start(): (ok?: boolean) => void;
  /** A client navigation began (ending one still pending). */
  navigationStarted(): void;
  /** The page of the navigation is showing (its URL changed). */
  navigationEnded(): void;
}

export function createLoadingBar(now: () => number = Date.now): LoadingBarStore {
  let run: LoadingBarRun | null = null;
  let pending = 0;
  let endNavigation: ((ok?: boolean) => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LoadingBarRun) => {
    run = next;
    listeners.forEach((listener) => listener());
  };

  const store: LoadingBarStore = {
    get: () => run,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (pending++ === 0) set({ startedAt: now(), endedAt: null, failed: false });
      let done = false;
      return (ok = true) => {
        if (done || !run) return;
        done = true;
        pending -= 1;
        const failed = run.failed || !ok;
        set({ ...run, failed, endedAt: pending === 0 ? now() : null });
      };
    },
    navigationStarted() {
      endNavigation?.();
      endNavigation = store.start();
    },
    navigationEnded() {
      endNavigation?.();
      endNavigation = null;
    },
  };
  return store;
}

/** The page's loading bar. */
export const loadingBar = createLoadingBar();

/**
 * A transport whose calls run the loading bar. A network error or a 5xx answer fails it; 4xx
 * answers are answers (the stores handle them, e.g. an expired list id).
 */
export function trackedTransport(transport: Transport, bar: LoadingBarStore = loadingBar): Transport {
  return async (request) => {
    const done = bar.start();
    try {
      const response = await transport(request);
      done(response.status < 500);
      return response;
    } catch (error) {
      done(false);
      throw error;
    }
  };
}
