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
