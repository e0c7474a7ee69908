import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartLabels } from '../cart/cart-labels';
import { getT } from '../i18n';
import { dialogStore } from '../state/dialog-store';
import { ShopRuntime } from './shop-runtime.client';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ refresh: () => undefined }),
}));

// The runtime never finishes loading here: the dialog must not wait for it.
vi.mock('./load', () => ({ setRuntimeConfig: () => undefined, loadRuntime: () => new Promise(() => undefined) }));

const t = getT('nl');

describe('ShopRuntime', () => {
  it('mounts the system dialog when the first alert is asked for, not before, and whether or not the runtime has started', async () => {
    render(
      <ShopRuntime
        locale="nl"
        currency="EUR"
        labels={cartLabels(t)}
        texts={{ errorTitle: 'Fout', noDefaultSku: 'Geen artikel', addFailed: 'Niet gelukt' }}
        dialog={{ ok: 'OK', confirm: 'Bevestigen', cancel: 'Annuleren', title: 'Melding' }}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    let closed = false;
    act(() => void dialogStore.getState().alert('Uw bestelling is geannuleerd.').then(() => (closed = true)));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Uw bestelling is geannuleerd.');
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
