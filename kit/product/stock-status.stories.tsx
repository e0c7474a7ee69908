import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { StockStatus } from './stock-status';

const meta = {
  title: 'Kit/Product/Stock status',
  component: StockStatus,
  args: { status: 'in_stock', text: 'Op voorraad' },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Op voorraad');
  },
};
export const LowStock: Story = { args: { status: 'low_stock', text: 'Nog maar 2 op voorraad' } };
export const SoldOut: Story = { args: { status: 'sold_out', text: 'Uitverkocht' } };
export const MadeToOrder: Story = { args: { status: 'made_to_order', text: 'Wordt voor je gemaakt' } };
