import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { buttonVariants } from '../ui/button';
import { PurchaseActions } from './purchase-actions';

const meta = {
  title: 'Kit/Product/Purchase actions',
  component: PurchaseActions,
  args: {
    onAddToCart: fn(),
    onBuyNow: fn(),
    labels: { addToCart: 'In winkelwagen', buyNow: 'Direct kopen', unavailable: 'Bestellen is op dit moment niet mogelijk' },
    classNames: { primary: buttonVariants({ intent: 'primary', size: 'lg' }), secondary: buttonVariants({ intent: 'secondary', size: 'lg' }) },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PurchaseActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With handlers (the cart wires them). */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In winkelwagen' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

/** Without handlers: disabled, the title says why. */
export const WithoutCart: Story = {
  args: { onAddToCart: undefined, onBuyNow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Direct kopen' })).toHaveAttribute('title', 'Bestellen is op dit moment niet mogelijk');
  },
};
