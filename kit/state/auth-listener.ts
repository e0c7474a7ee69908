/** The channel the shop's tabs talk on (spec section 4 "Cross-tab sync"). */
export const TAB_CHANNEL = 'shop';

export interface AuthListenerOptions {
  /** For tests; defaults to a BroadcastChannel and the document's visibility. */
  channel?: Pick<BroadcastChannel, 'close'> & { onmessage: ((event: MessageEvent) => void) | null };
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `reload` when another tab signs in or out (an AUTH message): at once when this tab is
 * visible, else when it becomes visible. The layout listens with this alone from hydration on;
 * the runtime's tab sync (tab-sync.ts), which loads later, applies the other messages.
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
  return () => {
    doc.removeEventListener('visibilitychange', flush);
    channel?.close();
  };
}
