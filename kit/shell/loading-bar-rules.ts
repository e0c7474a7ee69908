/**
 * The global loading bar's timing (spec section 2): it appears only when loading takes longer
 * than a 200 ms throttle, then runs over 5 s; a failure turns it to a failed style. Pure: the
 * caller passes the clock.
 */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
/** Where the bar waits while loading takes longer than the duration (it completes on finish). */
export const LOADING_BAR_CAP = 90;
/** A finished (or failed) bar stays full this long before it hides. */
export const LOADING_BAR_HIDE_MS = 400;
/** Redraw interval while the bar runs. */
export const LOADING_BAR_TICK_MS = 100;

/** One stretch of loading: from the first task started until the last one ended. */
export interface LoadingBarRun {
  startedAt: number;
  /** Null while a task is still pending. */
  endedAt: number | null;
  /** A task of this run failed. */
  failed: boolean;
}

export interface LoadingBarFrame {
  visible: boolean;
  /** 0..100. */
  progress: number;
  failed: boolean;
}

export const hiddenLoadingBar: LoadingBarFrame = { visible: false, progress: 0, failed: false };

/** Progress after `elapsed` ms of running: linear over the duration, held at the cap after it. */
export function runProgress(elapsed: number): number {
  return Math.round(Math.min(Math.max(elapsed, 0) / LOADING_BAR_DURATION_MS, 1) * LOADING_BAR_CAP * 10) / 10;
}

/** What the bar shows of a run at `now`. */
export function loadingBarFrame(run: LoadingBarRun | null, now: number): LoadingBarFrame {
  if (!run) return hiddenLoadingBar;
  const elapsed = now - run.startedAt;
  if (run.endedAt === null) {
    if (elapsed < LOADING_BAR_THROTTLE_MS) return hiddenLoadingBar;
    return { visible: true, progress: runProgress(elapsed - LOADING_BAR_THROTTLE_MS), failed: false };
  }
  // Quick successes never show; a failure always does, so the shopper sees something went wrong.
  const shown = run.failed || run.endedAt - run.startedAt >= LOADING_BAR_THROTTLE_MS;
  if (!shown || now >= run.endedAt + LOADING_BAR_HIDE_MS) return hiddenLoadingBar;
  return { visible: true, progress: 100, failed: run.failed };
}

/** Milliseconds until the frame of a run next changes, or null when it will not change by itself. */
export function nextLoadingBarChange(run: LoadingBarRun | null, now: number): number | null {
  if (!run) return null;
  const elapsed = now - run.startedAt;
  if (run.endedAt === null) {
    if (elapsed < LOADING_BAR_THROTTLE_MS) return LOADING_BAR_THROTTLE_MS - elapsed;
    return elapsed - LOADING_BAR_THROTTLE_MS < LOADING_BAR_DURATION_MS ? LOADING_BAR_TICK_MS : null;
  }
  const hideAt = run.endedAt + LOADING_BAR_HIDE_MS;
  return loadingBarFrame(run, now).visible ? hideAt - now : null;
}
