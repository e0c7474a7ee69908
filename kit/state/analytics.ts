import type { FrontendEventType } from '../../api/contract/events';

export type Track = (type: FrontendEventType, payload?: Record<string, unknown>) => void;

/** The longest query a `search` event carries. */
const SEARCH_QUERY_MAX = 200;

/** Spec section 4: a `remain` heartbeat every 30 s while the page is visible. */
export const REMAIN_INTERVAL_MS = 30_000;
/** Scroll depths reported once per page view, in percent. */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;

/**
 * Sends shopper events to POST /events/frontend-event. The visitor is the `uid` cookie (set by the
 * host's proxy), so nothing identifying is put in the body. Failures are silent: analytics never
 * gets in the way of shopping.
 */
export function createTracker(options: { endpoint: string; send?: typeof fetch; location?: () => string }): Track {
  const send = options.send ?? ((input, init) => fetch(input, init));
  const where = options.location ?? (() => window.location.pathname + window.location.search);
  return (type, payload) => {
    try {
      void send(options.endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type, url: where().slice(0, 2048), payload: payload ?? null }),
      }).catch(() => undefined);
    } catch {
      // Blocked by the browser or an extension: ignore.
    }
  };
}

/** The scroll depths newly reached at `ratio` (0..1 of the scrollable height), given those already sent. */
export function newScrollDepths(ratio: number, sent: ReadonlySet<number>): number[] {
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  return SCROLL_DEPTHS.filter((depth) => percent >= depth && !sent.has(depth));
}

let lastSearch: string | null = null;

/**
 * The `search` event with the query (at most 200 characters), once per distinct query in a row:
 * the header search's pause on a query, its way to the full results and the view of that results
 * page are one search, not three. A module of the page, so it holds until the next full load.
 */
export function trackSearch(track: Track, query: string): void {
  const cut = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!cut || cut === lastSearch) return;
  lastSearch = cut;
  track('search', { query: cut });
}

/**
 * Page-view analytics: `visit` now, `remain` every 30 s while visible, `scroll_depth` at 25/50/75/100 %.
 * Returns a stop function (called on route change and unmount).
 */
export function trackPageView(track: Track, win: Window = window): () => void {
  track('visit', { referrer: win.document.referrer || null });
  const search = new URLSearchParams(win.location.search).get('search');
  if (search) trackSearch(track, search);

  const timer = win.setInterval(() => {
    if (win.document.visibilityState === 'visible') track('remain', { seconds: REMAIN_INTERVAL_MS / 1000 });
  }, REMAIN_INTERVAL_MS);

  const sent = new Set<number>();
  let scheduled = false;
  const onScroll = () => {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(() => {
      scheduled = false;
      const root = win.document.documentElement;
      const scrollable = root.scrollHeight - win.innerHeight;
      const ratio = scrollable <= 0 ? 1 : win.scrollY / scrollable;
      for (const depth of newScrollDepths(ratio, sent)) {
        sent.add(depth);
        track('scroll_depth', { percent: depth });
      }
    });
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.clearInterval(timer);
    win.removeEventListener('scroll', onScroll);
  };
}
