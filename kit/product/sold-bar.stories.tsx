import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { SoldBar } from './sold-bar';

const meta = {
  title: 'Kit/Product/Sold bar',
  component: SoldBar,
  args: { sold: 18, made: 25, title: 'Gelimiteerde oplage', text: '18 van 25 verkocht' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof SoldBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A limited edition: sold = made − in stock. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Gelimiteerde oplage' })).toHaveAttribute('aria-valuenow', '18');
  },
};
