import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Kit/UI/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button intent="secondary">Maattabel</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Sluiten">
        <DialogHeader>
          <DialogTitle>Vind je ringmaat</DialogTitle>
          <DialogDescription>
            Meet de binnendiameter van een ring die goed past en vergelijk die met de tabel.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs tracking-[0.14em] text-ink-muted uppercase">
            <tr>
              <th className="py-2 font-medium">Maat</th>
              <th className="py-2 font-medium">Diameter</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <tr><td className="py-2">16</td><td>16,0 mm</td></tr>
            <tr><td className="py-2">17</td><td>17,0 mm</td></tr>
            <tr><td className="py-2">18</td><td>18,0 mm</td></tr>
          </tbody>
        </table>
        <DialogFooter>
          <DialogClose asChild>
            <Button intent="ghost">Annuleren</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Maat kiezen</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on click, closes on Escape and gives focus back to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Maattabel' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Vind je ringmaat' });
    // Visible once the fade-in has started (opacity 0 on the very first frame).
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(/binnendiameter/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The × in the corner closes it; its name comes from the `closeLabel` prop. */
export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maattabel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Already open, for looking at the layout. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Vind je ringmaat' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
