import { TAB_CHANNEL } from './auth-listener';

/** Messages between tabs of the shop (spec section 4 "Cross-tab sync"). */
export type TabMessage =
  | { type: 'AUTH' }
  | { type: 'UPDATE_CART'; cartId: string; updatedAt: string }
  | { type: 'UPDATE_CHECKOUT_CART'; cartId: string }
  | { type: 'UPDATE_LIST'; kind: 'wishlist' | 'comparison'; uniqueId: string };

export { TAB_CHANNEL };

/**
 * What to apply of the messages that arrived while the tab was hidden: AUTH (a reload) wins over
 * everything; otherwise the last message of each kind, in arrival order.
 */
export function messagesToApply(queue: TabMessage[]): TabMessage[] {
  if (queue.some((m) => m.type === 'AUTH')) return [{ type: 'AUTH' }];
  const last = new Map<string, TabMessage>();
  for (const message of queue) {
    const key = message.type === 'UPDATE_LIST' ? `${message.type}:${message.kind}` : message.type;
    last.delete(key);
    last.set(key, message);
  }
  return [...last.values()];
}

export interface TabSyncOptions {
  apply: (message: TabMessage) => void;
  /** For tests; defaults to a BroadcastChannel and the document's visibility. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null };
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'AUTH' || type === 'UPDATE_CART' || type === 'UPDATE_CHECKOUT_CART' || type === 'UPDATE_LIST';
}

/**
 * Sends and receives tab messages. A message is applied when the tab is visible: at once, or
 * when it becomes visible again. Without BroadcastChannel (old browsers) it does nothing.
 */
export function createTabSync(options: TabSyncOptions) {
  const channel = options.channel ?? (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL));
  const doc = options.doc ?? (typeof document === 'undefined' ? null : document);
  let queue: TabMessage[] = [];

  const flush = () => {
    if (doc && doc.visibilityState !== 'visible') return;
    const pending = messagesToApply(queue);
    queue = [];
    for (const message of pending) options.apply(message);
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (!isTabMessage(event.data)) return;
      queue.push(event.data);
      flush();
    };
  }
  doc?.addEventListener('visibilitychange', flush);

  return {
    post(message: TabMessage) {
      channel?.postMessage(message);
    },
    close() {
      doc?.removeEventListener('visibilitychange', flush);
      channel?.close();
    },
  };
}

export type TabSync = ReturnType<typeof createTabSync>;
