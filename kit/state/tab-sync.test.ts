import { describe, expect, it, vi } from 'vitest';
import { createTabSync, messagesToApply, type TabMessage } from './tab-sync';

describe('messagesToApply', () => {
  it('lets AUTH win over everything', () => {
    expect(messagesToApply([{ type: 'UPDATE_CART', cartId: 'a', updatedAt: '1' }, { type: 'AUTH' }, { type: 'UPDATE_LIST', kind: 'wishlist', uniqueId: 'w' }])).toEqual([{ type: 'AUTH' }]);
  });

  it('keeps the last message of each kind', () => {
    const queue: TabMessage[] = [
      { type: 'UPDATE_CART', cartId: 'a', updatedAt: '1' },
      { type: 'UPDATE_LIST', kind: 'wishlist', uniqueId: 'w' },
      { type: 'UPDATE_CART', cartId: 'a', updatedAt: '2' },
      { type: 'UPDATE_LIST', kind: 'comparison', uniqueId: 'c' },
    ];
    expect(messagesToApply(queue)).toEqual([
      { type: 'UPDATE_LIST', kind: 'wishlist', uniqueId: 'w' },
      { type: 'UPDATE_CART', cartId: 'a', updatedAt: '2' },
      { type: 'UPDATE_LIST', kind: 'comparison', uniqueId: 'c' },
    ]);
  });
});

describe('createTabSync', () => {
  function setup(visibility: 'visible' | 'hidden') {
    const listeners: (() => void)[] = [];
    const doc = {
      visibilityState: visibility as DocumentVisibilityState,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => undefined,
    } as unknown as Document;
    const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((event: MessageEvent) => void) | null };
    const apply = vi.fn();
    const sync = createTabSync({ apply, channel, doc });
    const receive = (data: unknown) => channel.onmessage?.({ data } as MessageEvent);
    const show = () => {
      (doc as { visibilityState: string }).visibilityState = 'visible';
      listeners.forEach((fn) => fn());
    };
    return { sync, channel, apply, receive, show };
  }

  it('applies a message at once in a visible tab and ignores foreign data', () => {
    const { apply, receive } = setup('visible');
    receive({ type: 'UPDATE_CART', cartId: 'a', updatedAt: '1' });
    receive({ type: 'SOMETHING_ELSE' });
    receive('text');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('holds messages while hidden and applies them when the tab is shown', () => {
    const { apply, receive, show } = setup('hidden');
    receive({ type: 'UPDATE_CART', cartId: 'a', updatedAt: '1' });
    receive({ type: 'AUTH' });
    expect(apply).not.toHaveBeenCalled();
    show();
    expect(apply.mock.calls).toEqual([[{ type: 'AUTH' }]]);
  });

  it('posts to the channel', () => {
    const { sync, channel } = setup('visible');
    sync.post({ type: 'UPDATE_LIST', kind: 'wishlist', uniqueId: 'w' });
    expect(channel.postMessage).toHaveBeenCalledWith({ type: 'UPDATE_LIST', kind: 'wishlist', uniqueId: 'w' });
  });
});
