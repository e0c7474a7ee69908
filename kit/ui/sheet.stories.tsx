import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from './button';
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';

type SheetStoryArgs = { side: 'right' | 'left' | 'bottom'; defaultOpen?: boolean };

function CartSheet({ side, defaultOpen }: SheetStoryArgs) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button intent="secondary">Winkelwagen (2)</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel="Sluiten">
        <SheetHeader>
          <SheetTitle>Winkelwagen</SheetTitle>
          <SheetDescription>2 artikelen</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <ul className="divide-y divide-line">
            {[
              ['Zegelring goud', '€ 349,00'],
              ['Parel oorknoppen', '€ 129,00'],
            ].map(([name, price]) => (
              <li key={name} className="flex justify-between gap-4 py-4 text-sm">
                <span>{name}</span>
                <span className="tabular-nums">{price}</span>
              </li>
            ))}
          </ul>
        </SheetBody>
        <SheetFooter>
          <div className="flex justify-between text-sm font-medium">
            <span>Subtotaal</span>
            <span className="tabular-nums">€ 478,00</span>
          </div>
          <Button size="lg" className="w-full">Afrekenen</Button>
          <SheetClose asChild>
            <Button intent="link" className="self-center">Verder winkelen</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Kit/UI/Sheet',
  component: CartSheet,
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left', 'bottom'] } },
} satisfies Meta<typeof CartSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart drawer: opens from the right, closes on Escape. */
export const Right: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Winkelwagen (2)' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await expect(screen.getByText('Zegelring goud')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The mobile menu side. "Verder winkelen" closes the sheet. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Winkelwagen (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    await expect(sheet).toHaveAttribute('data-side', 'left');
    await userEvent.click(screen.getByRole('button', { name: 'Verder winkelen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The mobile filter panel side. */
export const Bottom: Story = {
  args: { side: 'bottom' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Winkelwagen (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    await expect(sheet).toHaveAttribute('data-side', 'bottom');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Already open, for looking at the layout. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
  },
};
