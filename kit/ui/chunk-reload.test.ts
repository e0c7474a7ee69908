import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './chunk-reload';
import { lazyIsland } from './lazy-island';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('chunk failure (spec section 7)', () => {
  it('knows a chunk that did not load from other errors', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, and not again within 60 s (session storage)', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: 1_000_000, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnce({ storage, now: 1_000_000 + RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ storage, now: 1_000_000 + RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
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
