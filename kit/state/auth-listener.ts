/** The channel the shop's tabs talk on (spec section 4 "Cross-tab sync"). */
export const TAB_CHANNEL = 'shop';

/** localStorage: when a tab last signed in or out (ms since the epoch; kit/account/auth-announce.ts writes it). */
export const AUTH_CHANGED_KEY = 'auth_changed_at';

export interface AuthListenerOptions {
  /** For tests; default to a BroadcastChannel, the document's visibility, localStorage and the page's start. */
  channel?: Pick<BroadcastChannel, 'close'> & { onmessage: ((event: MessageEvent) => void) | null };
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  storage?: Pick<Storage, 'getItem'>;
  /** When this page began to load (ms since the epoch): `performance.timeOrigin`. */
  loadedAt?: number;
}

function lastAuthChange(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    return Number((storage ?? window.localStorage).getItem(AUTH_CHANGED_KEY)) || 0;
  } catch {
    // Storage blocked: only the messages tell.
    return 0;
  }
}

/**
 * Calls `reload` when another tab signs in or out (an AUTH message, or the time of the last change
 * in storage being later than this page's start): at once when this tab is visible, else when it
 * becomes visible. The layout's ShopRuntime starts it once the runtime has loaded (the page is
 * idle): a change before then is found by its time in storage. The runtime's tab sync
 * (tab-sync.ts) applies the other messages.
 */
export function listenForAuth(reload: () => void, options: AuthListenerOptions = {}): () => void {
  const channel = options.channel ?? (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL));
  const doc = options.doc ?? document;
  let pending = false;
  const flush = () => {
    if (!pending || doc.visibilityState !== 'visible') return;
    pending = false;
    reload();
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== 'AUTH') return;
      pending = true;
      flush();
    };
  }
  doc.addEventListener('visibilitychange', flush);
  // A sign-in or sign-out in another tab while this page was still loading came before this
  // listener, so its message was lost and the page may show the old state: reload as if it came.
  if (lastAuthChange(options.storage) > (options.loadedAt ?? performance.timeOrigin)) {
    pending = true;
    flush();
  }
  return () => {
    doc.removeEventListener('visibilitychange', flush);
    channel?.close();
  };
}
