/** Spec section 7: after a reload for a failed chunk, no other one for this long. */
export const RELOAD_GUARD_MS = 60_000;

/** Session storage key of the last reload for a failed chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

/** Where the time of the last reload is kept: session storage unless given. */
type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page once for a failed chunk (spec section 7 "Chunk failure"): only if there was no
 * such reload in the last 60 s, remembered in session storage, so a chunk that stays missing does
 * not reload the page in a loop. Storage that cannot be read or written does not stop the reload.
 * Returns whether it reloads.
 */
export function reloadOnce(storage?: GuardStorage, now = Date.now(), reload = () => location.reload()): boolean {
  try {
    storage ??= sessionStorage;
    if (now - Number(storage.getItem(CHUNK_RELOAD_KEY)) < RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // no storage: reload anyway
  }
  reload();
  return true;
}

/**
 * Watches for the shop's script and style chunks that fail to load (the browser fires `error` on
 * the `<script>` or `<link>`; captured on the window) and reloads the page once for them. Started
 * by the shop runtime, so it costs the page's first load nothing. Returns the stop function.
 */
export function watchChunkFailures(reload?: () => void, storage?: GuardStorage): () => void {
  const onError = (event: Event) => {
    const element = event.target;
    const url = element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : '';
    if (url.includes('/_next/static/')) reloadOnce(storage, Date.now(), reload);
  };
  window.addEventListener('error', onError, true);
  return () => window.removeEventListener('error', onError, true);
}
