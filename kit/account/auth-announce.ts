import { AUTH_CHANGED_KEY } from '../state/auth-listener';
import { createTabSync, type TabSyncOptions } from '../state/tab-sync';

export interface AuthNavigation {
  history: Pick<History, 'replaceState' | 'state'>;
  location: Pick<Location, 'replace'>;
  /** For tests; a BroadcastChannel on the shop's channel otherwise. */
  channel?: TabSyncOptions['channel'];
  /** For tests; localStorage otherwise. */
  storage?: Pick<Storage, 'setItem'>;
}

/**
 * After sign-in, sign-up or sign-out: tells the other tabs (AUTH, spec section 4: they reload) and
 * opens `target` with a full page load, so every part of the page sees the new cookie.
 *
 * The time of the change goes into storage too: a tab still loading has no listener yet, and reads
 * it once it has (kit/state/auth-listener.ts).
 *
 * BroadcastChannel also delivers to this tab's own AUTH listener (the layout's), which reloads too. The
 * address is switched to `target` first, so that reload, should it win the race, lands there as well.
 */
export function announceAuthAndGo(target: string, nav: AuthNavigation = { history: window.history, location: window.location }): void {
  nav.history.replaceState(nav.history.state, '', target);
  try {
    (nav.storage ?? window.localStorage).setItem(AUTH_CHANGED_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the message alone tells the tabs that are listening.
  }
  const sync = createTabSync({ apply: () => undefined, channel: nav.channel });
  sync.post({ type: 'AUTH' });
  sync.close();
  nav.location.replace(target);
}
