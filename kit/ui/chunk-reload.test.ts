import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, RELOAD_GUARD_MS, reloadOnce, watchChunkFailures } from './chunk-reload';
import { lazyIsland } from './lazy-island';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('chunk failure (spec section 7)', () => {
  it('reloads once, and not again within 60 s (session storage)', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    // Storage that throws does not stop the reload.
    const blocked = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadOnce(blocked, 0, reload)).toBe(true);
  });

  it("reloads when one of the shop's chunks fails to load, not for other scripts", () => {
    // Its own storage: a runtime another test file started in this worker watches the same window
    // (unit files share one; vitest.config.ts) and would take the 60 s guard first.
    const reload = vi.fn();
    const stop = watchChunkFailures(reload, memory());
    // text/plain: jsdom does not try to fetch them; the test sends their error events itself.
    const other = document.createElement('script');
    other.type = 'text/plain';
    other.src = 'https://elsewhere.test/tag.js';
    document.head.append(other);
    other.dispatchEvent(new Event('error'));
    expect(reload).not.toHaveBeenCalled();
    const chunk = document.createElement('script');
    chunk.type = 'text/plain';
    chunk.src = '/_next/static/chunks/gone.js';
    document.head.append(chunk);
    chunk.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
    // Within 60 s: not again.
    chunk.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    other.remove();
    chunk.remove();
  });

  it('a lazy island whose chunk fails rejects, and tries to load again next time', async () => {
    const island = { default: () => null };
    const load = vi
      .fn<() => Promise<() => null>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(island.default);
    const Lazy = lazyIsland(load);
    await expect(Lazy.preload()).rejects.toThrow('boom');
    await expect(Lazy.preload()).resolves.toBe(island.default);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
