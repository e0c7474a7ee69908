import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDialogStore, DialogCancelled, type DialogStore } from '../state/dialog-store';
import { SystemDialog } from './system-dialog';

const labels = { ok: 'OK', confirm: 'Bevestigen', cancel: 'Annuleren', title: 'Melding' };

function setup() {
  const store = createDialogStore();
  render(<SystemDialog store={store} labels={labels} />);
  return store;
}

/** Asks through the store the way a caller would, and records how the promise ends. */
function ask(store: DialogStore, run: (state: ReturnType<DialogStore['getState']>) => Promise<void>) {
  let promise!: Promise<unknown>;
  act(() => {
    promise = run(store.getState()).then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
  });
  return promise;
}

describe('SystemDialog', () => {
  it('renders nothing while no request is open', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows an alert with its message, one OK button and the generic title as its name', async () => {
    const store = setup();
    void ask(store, (s) => s.alert('Je wijzigingen zijn opgeslagen.'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Melding' });
    expect(dialog).toHaveAccessibleDescription('Je wijzigingen zijn opgeslagen.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes an alert on OK and resolves it', async () => {
    const store = setup();
    const answer = ask(store, (s) => s.alert({ title: 'Let op', message: 'Niet meer op voorraad.' }));
    await screen.findByRole('alertdialog', { name: 'Let op' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBe('resolved');
  });

  it('shows cancel and confirm for a confirm, focusing cancel first', async () => {
    const store = setup();
    void ask(store, (s) => s.confirm({ message: 'Artikel verwijderen?', confirmLabel: 'Verwijderen' }));
    await screen.findByRole('alertdialog', { name: 'Melding', description: 'Artikel verwijderen?' });
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
  });

  it('resolves a confirm when the shopper confirms', async () => {
    const store = setup();
    const answer = ask(store, (s) => s.confirm('Artikel verwijderen?'));
    await userEvent.click(await screen.findByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBe('resolved');
  });

  it('rejects a confirm with DialogCancelled on cancel', async () => {
    const store = setup();
    const answer = ask(store, (s) => s.confirm('Artikel verwijderen?'));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBeInstanceOf(DialogCancelled);
  });

  it('rejects a confirm with DialogCancelled on Escape', async () => {
    const store = setup();
    const answer = ask(store, (s) => s.confirm('Artikel verwijderen?'));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(answer).resolves.toBeInstanceOf(DialogCancelled);
  });

  it('shows a queued request once the first is answered, and settles each once', async () => {
    const store = setup();
    const first = ask(store, (s) => s.confirm('Eerste vraag?'));
    const second = ask(store, (s) => s.alert('Tweede melding'));
    await screen.findByRole('alertdialog', { description: 'Eerste vraag?' });

    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const next = await screen.findByRole('alertdialog', { description: 'Tweede melding' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(first).resolves.toBe('resolved');

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(next).not.toBeInTheDocument());
    await expect(second).resolves.toBe('resolved');
  });

  it('gives focus back to what had it before the first of several dialogs', async () => {
    const store = createDialogStore();
    render(
      <>
        <button type="button" onClick={() => void store.getState().alert('Een')}>
          Vraag
        </button>
        <SystemDialog store={store} labels={labels} />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Vraag' });
    await userEvent.click(trigger);
    void ask(store, (s) => s.alert('Twee'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByRole('alertdialog', { description: 'Twee' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
