import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function SizeGuide(props: { onOpenChange?: (open: boolean) => void; defaultOpen?: boolean }) {
  return (
    <Dialog {...props}>
      <DialogTrigger>Maattabel</DialogTrigger>
      <DialogContent closeLabel="Sluiten">
        <DialogTitle>Vind je ringmaat</DialogTitle>
        <DialogDescription>Meet een ring die goed past.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is closed until the trigger is clicked', async () => {
    render(<SizeGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Maattabel' }));
    const dialog = screen.getByRole('dialog', { name: 'Vind je ringmaat' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(dialog).toHaveAccessibleDescription('Meet een ring die goed past.');
  });

  it('moves focus into the dialog, onto its close button, when it opens', async () => {
    render(<SizeGuide />);
    await userEvent.click(screen.getByRole('button', { name: 'Maattabel' }));
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<SizeGuide onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Maattabel' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button named by closeLabel', async () => {
    render(<SizeGuide defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('can be controlled through open and onOpenChange', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open van buiten
          </button>
          <span data-testid="state">{open ? 'open' : 'dicht'}</span>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent closeLabel="Sluiten">
              <DialogTitle>Gecontroleerd</DialogTitle>
              <DialogDescription>Beschrijving</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open van buiten' }));
    expect(screen.getByRole('dialog', { name: 'Gecontroleerd' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('dicht'));
  });
});
