import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyIsland } from './lazy-island';

const Hello = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('lazyIsland', () => {
  it('loads the code on first render and then shows the island', async () => {
    const load = vi.fn(async () => Hello);
    const Island = lazyIsland(load);
    render(<Island name="Eva" />);
    expect(screen.queryByText('Hallo Eva')).toBeNull();
    expect(await screen.findByText('Hallo Eva')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after preload, loading the code only once', async () => {
    const load = vi.fn(async () => Hello);
    const Island = lazyIsland(load);
    await Promise.all([Island.preload(), Island.preload()]);
    render(<Island name="Daan" />);
    expect(screen.getByText('Hallo Daan')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyIsland state', () => {
  it('keeps the island mounted (and its state) when the page re-renders it after loading', async () => {
    const { Suspense, useState } = await import('react');
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      );
    }
    const Island = lazyIsland(async () => Counter);
    // Above the island a boundary (as Next.js has) commits the island while its code loads.
    const page = (label: string) => (
      <Suspense fallback={null}>
        <Island label={label} />
      </Suspense>
    );
    const { rerender } = render(page('Teller'));
    (await screen.findByRole('button', { name: 'Teller 0' })).click();
    expect(await screen.findByRole('button', { name: 'Teller 1' })).toBeTruthy();
    rerender(page('Counter'));
    expect(screen.getByRole('button', { name: 'Counter 1' })).toBeTruthy();
  });
});
