/** Spec section 9: an integration's script is checked for readiness every 500 ms, at most 30 times. */
export const READY_POLL_MS = 500;
export const READY_MAX_CHECKS = 30;

export interface ReadyOptions {
  intervalMs?: number;
  maxChecks?: number;
  /** Called when the last check failed (the script was blocked or never came). */
  onGiveUp?: () => void;
}

/**
 * Calls `onReady` once `isReady()` holds: checked now, then every 500 ms, at most 30 checks in all.
 * Returns a function that stops the polling.
 */
export function whenReady(isReady: () => boolean, onReady: () => void, { intervalMs = READY_POLL_MS, maxChecks = READY_MAX_CHECKS, onGiveUp }: ReadyOptions = {}): () => void {
  let checks = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    checks += 1;
    let ready = false;
    try {
      ready = isReady();
    } catch {
      // a third party's getter threw: not ready
    }
    if (ready) return onReady();
    if (checks >= maxChecks) return onGiveUp?.();
    timer = setTimeout(check, intervalMs);
  };
  check();
  return () => clearTimeout(timer);
}

/**
 * A hand-over to a third-party global: calls queue until the global is ready (`whenReady`), then
 * go to it in order, and straight after. When it never becomes ready the queue is dropped and
 * later calls are ignored.
 */
export function readyQueue<T>(isReady: () => boolean, deliver: (item: T) => void, options: Omit<ReadyOptions, 'onGiveUp'> = {}): (item: T) => void {
  let state: 'waiting' | 'ready' | 'gone' = 'waiting';
  let queue: T[] = [];
  const safely = (item: T) => {
    try {
      deliver(item);
    } catch {
      // a third party's failure is never the shop's
    }
  };
  whenReady(
    isReady,
    () => {
      state = 'ready';
      for (const item of queue) safely(item);
      queue = [];
    },
    {
      ...options,
      onGiveUp: () => {
        state = 'gone';
        queue = [];
      },
    },
  );
  return (item) => {
    if (state === 'ready') safely(item);
    else if (state === 'waiting') queue.push(item);
  };
}
