import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ProductPrice } from './product-price';

const meta = {
  title: 'Kit/Product/Product price',
  component: ProductPrice,
  args: { final: 'EUR 245,00', labels: { price: 'Prijs', regularPrice: 'Normale prijs', salePrice: 'Aanbiedingsprijs' } },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** On sale: the old price struck through, the sale price in red, a −20% badge, "vanaf" for a starting price. */
export const OnSale: Story = {
  args: { final: 'EUR 1.196,00', regular: 'EUR 1.495,00', from: 'vanaf', save: { text: '−20%', label: '20 procent korting' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('EUR 1.495,00');
    await expect(canvas.getByText('−20%')).toBeVisible();
  },
};
