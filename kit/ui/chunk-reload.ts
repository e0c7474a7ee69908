/** Spec section 7: after a reload for a failed chunk, no other one for this long. */
export const RELOAD_GUARD_MS = 60_000;

/** Session storage key of the last reload for a failed chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

/**
 * Whether an error is a script chunk that did not load: the build it belongs to is gone (a new
 * version of the shop was deployed while the page was open) or the network dropped it. Webpack and
 * Turbopack name theirs `ChunkLoadError`; a failed `import()` says so in each browser's words.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (?:css )?chunk|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i.test(error.message);
}

export interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: number;
  reload?: () => void;
}

/**
 * Reloads the page once for a failed chunk (spec section 7 "Chunk failure"): only if there was no
 * such reload in the last 60 s, remembered in session storage, so a chunk that stays missing does
 * not reload the page in a loop. Returns whether it reloads.
 */
export function reloadOnce({ storage = safeSessionStorage(), now = Date.now(), reload = () => window.location.reload() }: ReloadOptions = {}): boolean {
  const last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage full or blocked: reload anyway, once (the guard is best effort).
  }
  reload();
  return true;
}

/** A rejection of a chunk's `import()`: reloads the page when it is a chunk failure, and rejects again either way. */
export function chunkFailed(error: unknown): never {
  if (isChunkLoadError(error)) reloadOnce();
  throw error;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
