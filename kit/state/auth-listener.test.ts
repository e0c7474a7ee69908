import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHANGED_KEY, listenForAuth } from './auth-listener';

function setup(visibility: 'visible' | 'hidden', change?: { changedAt: number; loadedAt: number }) {
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState: visibility as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.splice(listeners.indexOf(fn), 1),
  } as unknown as Document;
  const channel = { close: vi.fn(), onmessage: null as ((event: MessageEvent) => void) | null };
  const reload = vi.fn();
  const storage = { getItem: (key: string) => (change && key === AUTH_CHANGED_KEY ? String(change.changedAt) : null) };
  const stop = listenForAuth(reload, { channel, doc, storage, loadedAt: change?.loadedAt ?? 1_000 });
  const receive = (data: unknown) => channel.onmessage?.({ data } as MessageEvent);
  const show = () => {
    (doc as { visibilityState: string }).visibilityState = 'visible';
    listeners.forEach((fn) => fn());
  };
  return { stop, channel, reload, receive, show, listeners };
}

describe('listenForAuth', () => {
  it('reloads a visible tab at once on AUTH and ignores the other messages', () => {
    const { reload, receive } = setup('visible');
    receive({ type: 'UPDATE_CART', cartId: 'a', updatedAt: '1' });
    receive(null);
    expect(reload).not.toHaveBeenCalled();
    receive({ type: 'AUTH' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a hidden tab once it becomes visible, once for several AUTH messages', () => {
    const { reload, receive, show } = setup('hidden');
    receive({ type: 'AUTH' });
    receive({ type: 'AUTH' });
    expect(reload).not.toHaveBeenCalled();
    show();
    show();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab signed in or out after this page began to load (its message came before the listener)', () => {
    expect(setup('visible', { changedAt: 2_000, loadedAt: 1_500 }).reload).toHaveBeenCalledTimes(1);
    // Before this page began: the page already has the new state.
    expect(setup('visible', { changedAt: 1_000, loadedAt: 1_500 }).reload).not.toHaveBeenCalled();
    const hidden = setup('hidden', { changedAt: 2_000, loadedAt: 1_500 });
    expect(hidden.reload).not.toHaveBeenCalled();
    hidden.show();
    expect(hidden.reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening and closes the channel', () => {
    const { stop, channel, listeners } = setup('visible');
    stop();
    expect(channel.close).toHaveBeenCalled();
    expect(listeners).toHaveLength(0);
  });
});
