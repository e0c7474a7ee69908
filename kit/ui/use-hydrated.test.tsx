import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Send() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Verstuur</button>;
}

// The order matters: the page hydrates first (as in a browser), then an island mounts.
describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, then true, without a mismatch', async () => {
    const html = renderToString(<Send />);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Send />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')!.disabled).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('starts at true in a component mounted after the page has hydrated (no disabled first render)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    seen.length = 0;
    const root = createRoot(container);
    await act(async () => root.render(<Send />));
    expect(seen).toEqual([true]);
    expect(container.querySelector('button')!.disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});
