import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_MAX_CHECKS, READY_POLL_MS, readyQueue, whenReady } from './ready';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenReady (spec: every 500 ms, at most 30 checks)', () => {
  it('checks at once, then every 500 ms until the global is there', () => {
    let present = false;
    const isReady = vi.fn(() => present);
    const onReady = vi.fn();
    whenReady(isReady, onReady);
    expect(isReady).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(READY_POLL_MS - 1);
    expect(isReady).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(isReady).toHaveBeenCalledTimes(2);
    present = true;
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(onReady).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(READY_POLL_MS * 10);
    expect(isReady).toHaveBeenCalledTimes(3);
  });

  it('gives up after 30 checks', () => {
    const isReady = vi.fn(() => false);
    const onGiveUp = vi.fn();
    whenReady(isReady, () => undefined, { onGiveUp });
    vi.advanceTimersByTime(READY_POLL_MS * 100);
    expect(READY_MAX_CHECKS).toBe(30);
    expect(isReady).toHaveBeenCalledTimes(30);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('takes a throwing check for not ready, and can be stopped', () => {
    const isReady = vi.fn(() => {
      throw new Error('blocked');
    });
    const stop = whenReady(isReady, () => undefined);
    vi.advanceTimersByTime(READY_POLL_MS);
    stop();
    vi.advanceTimersByTime(READY_POLL_MS * 10);
    expect(isReady).toHaveBeenCalledTimes(2);
  });
});

describe('readyQueue', () => {
  it('queues until ready, then delivers in order and straight after', () => {
    let present = false;
    const delivered: number[] = [];
    const hand = readyQueue<number>(() => present, (item) => delivered.push(item));
    hand(1);
    hand(2);
    expect(delivered).toEqual([]);
    present = true;
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(delivered).toEqual([1, 2]);
    hand(3);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it('drops the queue and later items when the global never comes, and survives a throwing receiver', () => {
    const deliver = vi.fn(() => {
      throw new Error('third party broke');
    });
    const never = readyQueue<number>(() => false, deliver);
    never(1);
    vi.advanceTimersByTime(READY_POLL_MS * READY_MAX_CHECKS);
    never(2);
    vi.advanceTimersByTime(READY_POLL_MS * READY_MAX_CHECKS);
    expect(deliver).not.toHaveBeenCalled();
    const broken = readyQueue<number>(() => true, deliver);
    expect(() => broken(1)).not.toThrow();
    expect(deliver).toHaveBeenCalledWith(1);
  });
});
