import { describe, expect, it, vi } from 'vitest';
import { announceAuthAndGo } from './auth-announce';

describe('announceAuthAndGo', () => {
  it('moves the address to the target before telling the other tabs, then loads the target', () => {
    const order: string[] = [];
    const history = { state: { keep: true }, replaceState: vi.fn((_s: unknown, _t: string, url?: string | URL | null) => order.push(`replace-url ${String(url)}`)) };
    const location = { replace: vi.fn((url: string | URL) => order.push(`load ${String(url)}`)) };
    const channel = { postMessage: vi.fn((m: unknown) => order.push(`post ${JSON.stringify(m)}`)), close: vi.fn(() => order.push('close')), onmessage: null };

    const storage = { setItem: vi.fn((key: string, value: string) => order.push(`store ${key} ${Number(value) >= before ? 'now' : value}`)) };
    const before = Date.now();

    announceAuthAndGo('/en/profile/orders?page=2', { history, location, channel, storage });

    expect(history.replaceState).toHaveBeenCalledWith({ keep: true }, '', '/en/profile/orders?page=2');
    // The time goes into storage before the message, for tabs still loading (kit/state/auth-listener.ts).
    expect(order).toEqual(['replace-url /en/profile/orders?page=2', 'store auth_changed_at now', 'post {"type":"AUTH"}', 'close', 'load /en/profile/orders?page=2']);
  });
});
