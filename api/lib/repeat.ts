/**
 * Runs `task` every `intervalMs` in the background (the timer does not keep the process alive), never
 * two runs at once: a run still going when the next is due is let finish and that turn skipped. A
 * failed run is handed to `onError` (say what failed, never the data) and the next runs as usual.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
