import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION_REFRESH_MS, watchCacheVersions } from './cache-versions';

describe('watchCacheVersions (spec section 7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads /cv every 3 minutes and reports the groups that moved; a failed read is silent', async () => {
    const answers: (Record<string, number> | null)[] = [{ page: 1, product: 5 }, { page: 1, product: 5 }, null, { page: 2, product: 5 }, { page: 2, product: 6 }];
    const read = vi.fn(async () => answers.shift() ?? null);
    const changed = vi.fn();
    const stop = watchCacheVersions(changed, { read, visible: () => true });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(changed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS);
    expect(changed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS);
    expect(changed).toHaveBeenLastCalledWith(['page']);
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS);
    expect(changed).toHaveBeenLastCalledWith(['product']);
    stop();
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS * 3);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('does not poll a hidden tab', async () => {
    const read = vi.fn(async () => ({ page: 1 }));
    const stop = watchCacheVersions(vi.fn(), { read, visible: () => false });
    await vi.advanceTimersByTimeAsync(CACHE_VERSION_REFRESH_MS * 2);
    expect(read).not.toHaveBeenCalled();
    stop();
  });
});
