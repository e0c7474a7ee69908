import { describe, expect, it } from 'vitest';
import { hiddenLoadingBar, loadingBarFrame, nextLoadingBarChange, runProgress, type LoadingBarRun } from './loading-bar-rules';

const running = (startedAt = 1000): LoadingBarRun => ({ startedAt, endedAt: null, failed: false });

describe('loadingBarFrame', () => {
  it('stays hidden for the first 200 ms of loading (the throttle)', () => {
    expect(loadingBarFrame(running(), 1000)).toEqual(hiddenLoadingBar);
    expect(loadingBarFrame(running(), 1199)).toEqual(hiddenLoadingBar);
    expect(loadingBarFrame(running(), 1200)).toEqual({ visible: true, progress: 0, failed: false });
  });

  it('runs over 5 s after the throttle and then waits at the cap until loading ends', () => {
    expect(loadingBarFrame(running(), 1200 + 2500).progress).toBe(45);
    expect(loadingBarFrame(running(), 1200 + 5000).progress).toBe(90);
    expect(loadingBarFrame(running(), 1200 + 60_000).progress).toBe(90);
    expect(runProgress(-50)).toBe(0);
  });

  it('never shows a load that ended within the throttle', () => {
    expect(loadingBarFrame({ startedAt: 1000, endedAt: 1150, failed: false }, 1160)).toEqual(hiddenLoadingBar);
  });

  it('fills up when loading ends after the throttle, then hides', () => {
    const run = { startedAt: 1000, endedAt: 2000, failed: false };
    expect(loadingBarFrame(run, 2000)).toEqual({ visible: true, progress: 100, failed: false });
    expect(loadingBarFrame(run, 2399).visible).toBe(true);
    expect(loadingBarFrame(run, 2400)).toEqual(hiddenLoadingBar);
  });

  it('turns to the failed style on a failure, even a quick one', () => {
    expect(loadingBarFrame({ startedAt: 1000, endedAt: 1050, failed: true }, 1100)).toEqual({ visible: true, progress: 100, failed: true });
    expect(loadingBarFrame({ startedAt: 1000, endedAt: 1050, failed: true }, 1450)).toEqual(hiddenLoadingBar);
  });

  it('shows nothing without a run', () => {
    expect(loadingBarFrame(null, 5)).toEqual(hiddenLoadingBar);
  });
});

describe('nextLoadingBarChange', () => {
  it('wakes up when the throttle ends, ticks while running, and stops at the cap', () => {
    expect(nextLoadingBarChange(running(), 1050)).toBe(150);
    expect(nextLoadingBarChange(running(), 1300)).toBe(100);
    expect(nextLoadingBarChange(running(), 1200 + 5000)).toBeNull();
  });

  it('wakes up to hide a finished bar, and not at all for one never shown', () => {
    expect(nextLoadingBarChange({ startedAt: 1000, endedAt: 2000, failed: false }, 2100)).toBe(300);
    expect(nextLoadingBarChange({ startedAt: 1000, endedAt: 1100, failed: false }, 1100)).toBeNull();
    expect(nextLoadingBarChange(null, 0)).toBeNull();
  });
});
