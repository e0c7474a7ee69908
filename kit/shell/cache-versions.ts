/** Spec section 7: the cache versions are read again every 3 minutes. */
export const CACHE_VERSION_REFRESH_MS = 180_000;

type Versions = Record<string, number>;

export interface WatchOptions {
  intervalMs?: number;
  /** `/cv`'s answer (`{ data: { group: version } }`), or null when it failed. */
  read?: () => Promise<Versions | null>;
  /** Whether to look now (a hidden tab waits until it is shown). */
  visible?: () => boolean;
}

const readCv = async (): Promise<Versions | null> => {
  try {
    const response = await fetch('/cv', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    const data = body.data;
    if (!data || typeof data !== 'object') return null;
    return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return null;
  }
};

/**
 * Watches the shop's cache versions (spec section 7: `/cv` every 3 minutes, failures silent) and
 * calls `changed` with the groups that moved since the last look, so an open page can show what
 * changed (the layout refreshes the server-rendered page). The first read only takes note. A tab
 * that is hidden is not polled; it looks again when it is shown. Returns the stop function.
 */
export function watchCacheVersions(changed: (groups: string[]) => void, { intervalMs = CACHE_VERSION_REFRESH_MS, read = readCv, visible = () => document.visibilityState === 'visible' }: WatchOptions = {}): () => void {
  let known: Versions | null = null;
  let last = 0;
  let stopped = false;
  const look = async () => {
    if (stopped || !visible()) return;
    last = Date.now();
    const now = await read();
    if (!now || stopped) return;
    const moved = known ? Object.keys(now).filter((group) => known![group] !== now[group]) : [];
    known = now;
    if (moved.length) changed(moved);
  };
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  const onShow = () => {
    if (visible() && Date.now() - last >= intervalMs) void look();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onShow);
  return () => {
    stopped = true;
    clearInterval(timer);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onShow);
  };
}
