import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idleIsland, type IslandRestore } from './idle-island';

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
    expect(screen.getByTestId('live')).toHaveTextContent('live {"values":{"email":"klant@example.nl"},"focus":"email"}');
  });

  it('loads when the browser is idle, and renders at once where the code is already there', async () => {
    const { Island, arrive, loads } = deferredIsland();
    const first = render(<Island props={{ label: 'idle' }}>{copy}</Island>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(loads()).toBe(1);
    await arrive();
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
    expect(screen.getByRole('button', { name: 'Volgende (live)' })).toHaveFocus();

    const empty = render(<Buttons props={{ show: false }}>{null}</Buttons>);
    expect(empty.container).toBeEmptyDOMElement();
  });
});
