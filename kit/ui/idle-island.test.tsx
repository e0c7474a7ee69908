import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { idleIsland, type IslandRestore } from './idle-island';
// The swap's code loads with the first island's (a chunk of its own in the browser); loaded here
// up front, so the tests' task counting starts with it in place as in a browser's warm cache.
import './island-swap';

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let loads = 0;
  const Island = idleIsland<{ label: string }>(async () => {
    loads++;
    await arrived;
    return function Live({ label, restore }: { label: string; restore?: IslandRestore }) {
      return <output data-testid="live">{`${label} ${JSON.stringify(restore)}`}</output>;
    };
  });
  return { Island, arrive: () => act(async () => arrive()), loads: () => loads };
}

/** Lets the tasks already queued run (an island takes over in a task of its own). */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const copy = (
  <form>
    <input name="email" aria-label="E-mail" />
    <button type="submit" disabled>
      Aanmelden
    </button>
  </form>
);

describe('idleIsland', () => {
  it("shows the server's copy until the code is there, then the island with what was typed and where the focus was", async () => {
    const { Island, arrive, loads } = deferredIsland();
    render(<Island props={{ label: 'live' }}>{copy}</Island>);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    fireEvent.change(input, { target: { value: 'klant@example.nl' } });
    // Reaching into the form starts the load at once (no waiting for idle).
    act(() => input.focus());
    expect(loads()).toBe(1);
    expect(screen.queryByTestId('live')).toBeNull();
    await arrive();
    await nextTask();
    expect(screen.getByTestId('live')).toHaveTextContent('live {"values":{"email":"klant@example.nl"},"focus":"email"}');
  });

  it('loads when the browser is idle, and renders at once where the code is already there', async () => {
    const { Island, arrive, loads } = deferredIsland();
    const first = render(<Island props={{ label: 'idle' }}>{copy}</Island>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(loads()).toBe(1);
    await arrive();
    await nextTask();
    expect(screen.getByTestId('live')).toHaveTextContent('idle {"values":{}}');
    first.unmount();
    render(<Island props={{ label: 'again' }}>{copy}</Island>);
    expect(screen.getByTestId('live')).toHaveTextContent('again {"values":{}}');
    expect(loads()).toBe(1);
  });

  it('gives the focus on an unnamed button of the copy to the same button of the island, and leaves nothing behind an island that renders nothing', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Buttons = idleIsland<{ show: boolean }>(async () => {
      await arrived;
      return function Live({ show }: { show: boolean }) {
        return show ? (
          <div>
            <button type="button">Vorige</button>
            <button type="button">Volgende (live)</button>
          </div>
        ) : null;
      };
    });
    render(
      <Buttons props={{ show: true }}>
        <div>
          <button type="button">Vorige</button>
          <button type="button">Volgende</button>
        </div>
      </Buttons>,
    );
    act(() => screen.getByRole('button', { name: 'Volgende' }).focus());
    await act(async () => arrive());
    await nextTask();
    expect(screen.getByRole('button', { name: 'Volgende (live)' })).toHaveFocus();

    const empty = render(<Buttons props={{ show: false }}>{null}</Buttons>);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('takes over one island per task when their code arrives together, so the swaps add up to no long task', async () => {
    // What happened, in order: an island taking over (its label) or a task boundary ('|').
    const log: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Island = idleIsland<{ label: string }>(async () => {
      await arrived;
      return function Live({ label }: { label: string }) {
        useLayoutEffect(() => void log.push(label), [label]);
        return <output data-testid="live">{label}</output>;
      };
    });
    render(
      <>
        <Island props={{ label: 'een' }}>{copy}</Island>
        <Island props={{ label: 'twee' }}>{copy}</Island>
        <Island props={{ label: 'drie' }}>{copy}</Island>
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await act(async () => {
      arrive();
      await arrived;
      let ticks = 0;
      const tick = () => {
        log.push('|');
        if (++ticks < 6) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getAllByTestId('live').map((island) => island.textContent)).toEqual(['een', 'twee', 'drie']);
    // Never two swaps in one task, and none in the task that brought the code.
    const swapsInOrder = log.join(' ').split('|').map((task) => task.trim()).filter(Boolean);
    expect(swapsInOrder).toEqual(['een', 'twee', 'drie']);
  });

  it('drops a waiting swap when its island goes away', async () => {
    const { Island, arrive } = deferredIsland();
    const first = render(<Island props={{ label: 'weg' }}>{copy}</Island>);
    render(<Island props={{ label: 'blijft' }}>{copy}</Island>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await arrive();
    first.unmount();
    await nextTask();
    await nextTask();
    expect(screen.getAllByTestId('live').map((island) => island.textContent?.split(' ')[0])).toEqual(['blijft']);
  });

  it("with when: 'visible', loads only once the island comes near the viewport (then at idle), or when the shopper reaches into it", async () => {
    // jsdom has no IntersectionObserver: a stand-in the test scrolls by hand.
    const observed: { element: Element; callback: IntersectionObserverCallback; margin?: string }[] = [];
    class FakeObserver {
      constructor(
        private callback: IntersectionObserverCallback,
        private options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback, margin: this.options?.rootMargin });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      let loads = 0;
      const Island = idleIsland<{ label: string }>(
        async () => {
          loads++;
          return function Live({ label }: { label: string }) {
            return <output data-testid="live">{label}</output>;
          };
        },
        { when: 'visible' },
      );
      render(<Island props={{ label: 'onder' }}>{copy}</Island>);
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
      // Idle, but far below the fold: nothing loads.
      expect(loads).toBe(0);
      expect(observed).toHaveLength(1);
      expect(observed[0]!.element.tagName).toBe('FORM');
      expect(observed[0]!.margin).toBe('300px 0px');
      act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
      await nextTask();
      expect(loads).toBe(1);
      expect(screen.getByTestId('live')).toHaveTextContent('onder');

      // Another one, never scrolled to: reaching into it (focus) loads it at once.
      const { Island: Reached, loads: reachedLoads, arrive } = deferredIslandWhenVisible();
      render(<Reached props={{ label: 'bereikt' }}>{copy}</Reached>);
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
      expect(reachedLoads()).toBe(0);
      act(() => screen.getAllByRole('textbox', { name: 'E-mail' }).at(-1)!.focus());
      expect(reachedLoads()).toBe(1);
      await arrive();
      await nextTask();
      expect(screen.getAllByTestId('live').map((island) => island.textContent)).toEqual(['onder', expect.stringContaining('bereikt')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** Like deferredIsland, with `when: 'visible'`. */
function deferredIslandWhenVisible() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let loads = 0;
  const Island = idleIsland<{ label: string }>(
    async () => {
      loads++;
      await arrived;
      return function Live({ label }: { label: string }) {
        return <output data-testid="live">{label}</output>;
      };
    },
    { when: 'visible' },
  );
  return { Island, arrive: () => act(async () => arrive()), loads: () => loads };
}
