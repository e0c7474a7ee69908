import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, sheetVariants } from './sheet';

function Menu({ side }: { side?: 'right' | 'left' | 'bottom' }) {
  return (
    <Sheet>
      <SheetTrigger>Menu openen</SheetTrigger>
      <SheetContent side={side} closeLabel="Menu sluiten">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>Alle categorieën</SheetDescription>
        <a href="/ringen">Ringen</a>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens as a modal dialog named by its title', async () => {
    render(<Menu side="left" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('link', { name: 'Ringen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu sluiten' })).toHaveFocus();
  });

  it('opens from the right by default', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'right');
  });

  it('closes with the labelled close button and with Escape', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Menu sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('animates in from the side it sits on', () => {
    expect(sheetVariants({ side: 'right' })).toContain('data-[state=open]:motion-safe:animate-slide-in-right');
    expect(sheetVariants({ side: 'left' })).toContain('data-[state=open]:motion-safe:animate-slide-in-left');
    expect(sheetVariants({ side: 'bottom' })).toContain('data-[state=open]:motion-safe:animate-slide-in-bottom');
  });
});
