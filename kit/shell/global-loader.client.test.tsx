import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadingBar } from './loading-bar-store';
import { shopView } from '../state/shop-view';
import { GlobalLoader } from './global-loader.client';

const route = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const bar = () => document.querySelector('[data-slot="loading-bar"]');
/** Lets the lazily loaded view resolve and the effects run. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeAll(async () => {
  // The drawing is code-split: load it once up front.
  await import('./global-loader-view.client');
});

describe('GlobalLoader', () => {
  afterEach(() => {
    loadingBar.navigationEnded();
    shopView.setState({ loading: false });
    vi.useRealTimers();
  });

  it('shows the spinner while the global loader flag is on', async () => {
    vi.useFakeTimers();
    render(<GlobalLoader label="Bezig met laden…" />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => shopView.setState({ loading: true }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    act(() => shopView.setState({ loading: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs the loading bar for a client navigation after 200 ms, until the URL changes', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<GlobalLoader label="…" />);
    act(() => loadingBar.navigationStarted());
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(150));
    expect(bar()).toHaveAttribute('data-state', 'idle');
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(bar()).toHaveAttribute('data-state', 'loading');
    route.pathname = '/catalog';
    rerender(<GlobalLoader label="…" />);
    expect(loadingBar.get()?.endedAt).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('turns to the failed style when a tracked call fails', async () => {
    vi.useFakeTimers();
    render(<GlobalLoader label="…" />);
    const done = loadingBar.start();
    act(() => done(false));
    await settle();
    expect(bar()).toHaveAttribute('data-state', 'failed');
  });
});
