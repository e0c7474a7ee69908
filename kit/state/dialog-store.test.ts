import { describe, expect, it } from 'vitest';
import { createDialogStore, DialogCancelled, dialogStore } from './dialog-store';

/** Resolves to 'resolved' or the rejection reason, without leaving a rejection unhandled. */
function outcome(promise: Promise<void>) {
  return promise.then(
    () => 'resolved' as const,
    (reason: unknown) => reason,
  );
}

describe('dialog store', () => {
  it('starts with nothing open and nothing queued', () => {
    const { current, queue } = createDialogStore().getState();
    expect(current).toBeNull();
    expect(queue).toEqual([]);
  });

  it('opens a confirm from a plain message', () => {
    const store = createDialogStore();
    void outcome(store.getState().confirm('Artikel verwijderen?'));
    expect(store.getState().current).toMatchObject({ type: 'confirm', message: 'Artikel verwijderen?' });
  });

  it('keeps the title and button labels of an options object', () => {
    const store = createDialogStore();
    void outcome(
      store.getState().confirm({ title: 'Verwijderen', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' }),
    );
    expect(store.getState().current).toMatchObject({
      type: 'confirm',
      title: 'Verwijderen',
      message: 'Zeker?',
      confirmLabel: 'Ja',
      cancelLabel: 'Nee',
    });
  });

  it('resolves a confirm when the shopper confirms, and closes it', async () => {
    const store = createDialogStore();
    const answer = outcome(store.getState().confirm('Zeker?'));
    store.getState().settle(true);
    await expect(answer).resolves.toBe('resolved');
    expect(store.getState().current).toBeNull();
  });

  it('rejects a confirm with DialogCancelled when the shopper cancels', async () => {
    const store = createDialogStore();
    const answer = outcome(store.getState().confirm('Zeker?'));
    store.getState().settle(false);
    const reason = await answer;
    expect(reason).toBeInstanceOf(DialogCancelled);
    expect(reason).toBeInstanceOf(Error);
    expect(reason).toHaveProperty('name', 'DialogCancelled');
    expect(store.getState().current).toBeNull();
  });

  it('always resolves an alert, whichever way it is closed', async () => {
    const store = createDialogStore();
    const viaOk = outcome(store.getState().alert('Opgeslagen'));
    store.getState().settle(true);
    const viaEscape = outcome(store.getState().alert({ title: 'Let op', message: 'Niet op voorraad' }));
    expect(store.getState().current).toMatchObject({ type: 'alert', title: 'Let op' });
    store.getState().settle(false);
    await expect(viaOk).resolves.toBe('resolved');
    await expect(viaEscape).resolves.toBe('resolved');
  });

  it('queues a second request until the first is answered, then shows it', async () => {
    const store = createDialogStore();
    const first = outcome(store.getState().alert('Eerste'));
    const second = outcome(store.getState().confirm('Tweede'));
    const third = outcome(store.getState().confirm('Derde'));

    expect(store.getState().current).toMatchObject({ message: 'Eerste' });
    expect(store.getState().queue.map((r) => r.message)).toEqual(['Tweede', 'Derde']);

    store.getState().settle(true);
    expect(store.getState().current).toMatchObject({ message: 'Tweede', type: 'confirm' });
    expect(store.getState().queue.map((r) => r.message)).toEqual(['Derde']);

    store.getState().settle(false);
    store.getState().settle(true);
    expect(store.getState().current).toBeNull();
    expect(store.getState().queue).toEqual([]);

    await expect(first).resolves.toBe('resolved');
    await expect(second).resolves.toBeInstanceOf(DialogCancelled);
    await expect(third).resolves.toBe('resolved');
  });

  it('gives each request its own id, even with the same text', () => {
    const store = createDialogStore();
    void outcome(store.getState().confirm('Zeker?'));
    void outcome(store.getState().confirm('Zeker?'));
    const first = store.getState().current;
    store.getState().settle(true);
    expect(store.getState().current?.id).not.toBe(first?.id);
  });

  it('ignores settle when nothing is open', () => {
    const store = createDialogStore();
    expect(() => store.getState().settle(true)).not.toThrow();
    expect(store.getState().current).toBeNull();
  });

  it('keeps separate stores apart from each other and from the shared one', () => {
    const store = createDialogStore();
    void outcome(store.getState().alert('Alleen hier'));
    expect(createDialogStore().getState().current).toBeNull();
    expect(dialogStore.getState().current).toBeNull();
  });
});
