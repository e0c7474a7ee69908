import { describe, expect, it } from 'vitest';
import { createLoadingBar, trackedTransport } from './loading-bar-store';

function clock(start = 1000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createLoadingBar', () => {
  it('makes one run of overlapping tasks, ending with the last', () => {
    const c = clock();
    const bar = createLoadingBar(c.now);
    const first = bar.start();
    c.advance(100);
    const second = bar.start();
    expect(bar.get()).toEqual({ startedAt: 1000, endedAt: null, failed: false });
    c.advance(100);
    first();
    expect(bar.get()?.endedAt).toBeNull();
    c.advance(300);
    second();
    expect(bar.get()).toEqual({ startedAt: 1000, endedAt: 1500, failed: false });
  });

  it('marks the run failed when one task failed, and counts each end once', () => {
    const bar = createLoadingBar(clock().now);
    const failing = bar.start();
    const other = bar.start();
    failing(false);
    failing(false);
    expect(bar.get()?.endedAt).toBeNull();
    other();
    expect(bar.get()).toMatchObject({ failed: true, endedAt: 1000 });
    bar.start();
    expect(bar.get()).toMatchObject({ failed: false, endedAt: null });
  });

  it('ends a pending navigation when the next one starts or the page shows', () => {
    const c = clock();
    const bar = createLoadingBar(c.now);
    const seen: (number | null)[] = [];
    bar.subscribe(() => seen.push(bar.get()?.endedAt ?? null));
    bar.navigationStarted();
    c.advance(50);
    bar.navigationStarted();
    expect(bar.get()).toMatchObject({ startedAt: 1050, endedAt: null });
    c.advance(250);
    bar.navigationEnded();
    bar.navigationEnded();
    expect(bar.get()).toMatchObject({ startedAt: 1050, endedAt: 1300 });
    expect(seen).toEqual([null, 1050, null, 1300]);
  });
});

describe('trackedTransport', () => {
  it('runs the bar during a call; a 5xx or a network error fails it, a 4xx does not', async () => {
    const bar = createLoadingBar(clock().now);
    const answer = (status: number) => trackedTransport(async () => new Response('{}', { status }), bar)(new Request('http://x/api/v1/carts'));
    const call = answer(404);
    expect(bar.get()?.endedAt).toBeNull();
    await call;
    expect(bar.get()).toMatchObject({ failed: false });
    await answer(502);
    expect(bar.get()).toMatchObject({ failed: true });
    const offline = trackedTransport(async () => Promise.reject(new TypeError('offline')), bar);
    await expect(offline(new Request('http://x/'))).rejects.toThrow('offline');
    expect(bar.get()).toMatchObject({ failed: true });
  });
});
