import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { createDialogStore, DialogCancelled, type DialogStore } from '../state/dialog-store';
import { Button } from '../ui/button';
import { SystemDialog, type SystemDialogLabels } from './system-dialog';

type DemoProps = {
  labels: SystemDialogLabels;
  /** Text of the button that asks. */
  trigger: string;
  /** What the button asks of the store; the answer of the last promise is shown. */
  ask: (store: DialogStore) => Promise<void>;
};

/** A button that asks through its own store, and the answer the caller got. */
function Demo({ labels, trigger, ask }: DemoProps) {
  const [store] = useState(createDialogStore);
  const [answer, setAnswer] = useState('nog niets');
  const onClick = () => {
    setAnswer('wacht op antwoord');
    ask(store).then(
      () => setAnswer('bevestigd'),
      (reason: unknown) => setAnswer(reason instanceof DialogCancelled ? 'geannuleerd' : 'fout'),
    );
  };
  return (
    <div className="flex flex-col items-start gap-4">
      <Button intent="secondary" onClick={onClick}>
        {trigger}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        Antwoord: {answer}
      </p>
      <SystemDialog store={store} labels={labels} />
    </div>
  );
}

const meta = {
  title: 'Kit/Shell/System dialog',
  component: Demo,
  args: {
    labels: { ok: 'OK', confirm: 'Bevestigen', cancel: 'Annuleren', title: 'Melding' },
    trigger: 'Verwijderen',
    ask: (store) => store.getState().confirm({ title: 'Artikel verwijderen?', message: 'De zegelring verdwijnt uit je winkelwagen.', confirmLabel: 'Verwijderen' }),
  },
  argTypes: { ask: { control: false } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message with one button, named by the generic title; OK closes it and the caller goes on. */
export const Alert: Story = {
  args: {
    trigger: 'Opslaan',
    ask: (store) => store.getState().alert('Je verlanglijst is bewaard.'),
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Opslaan' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Melding' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('Je verlanglijst is bewaard.');
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('bevestigd');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A question: confirming resolves the caller's promise. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Artikel verwijderen?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(/zegelring/);
    // The safe choice has focus first.
    await expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('bevestigd');
  },
};

/** Cancel, or Escape, rejects the caller's promise with `DialogCancelled`. */
export const ConfirmCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Verwijderen' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Artikel verwijderen?' });
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('geannuleerd');

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Artikel verwijderen?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('geannuleerd');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Two requests at once: the second waits until the first is answered. */
export const Queued: Story = {
  args: {
    trigger: 'Twee vragen',
    ask: (store) => {
      void store.getState().alert('Dit artikel is bijna uitverkocht.');
      return store.getState().confirm('Toch toevoegen aan je winkelwagen?');
    },
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Twee vragen' });
    await userEvent.click(trigger);
    const first = await screen.findByRole('alertdialog', { description: 'Dit artikel is bijna uitverkocht.' });
    await waitFor(() => expect(first).toBeVisible());
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const second = await screen.findByRole('alertdialog', { description: 'Toch toevoegen aan je winkelwagen?' });
    await waitFor(() => expect(second).toBeVisible());
    // Behind the open dialog the page is hidden from assistive technology.
    await expect(canvas.getByRole('status', { hidden: true })).toHaveTextContent('wacht op antwoord');

    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('bevestigd');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
