import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { PaymentIcons } from './payment-icons';

const meta = {
  title: 'Kit/UI/Payment icons',
  component: PaymentIcons,
  args: { title: 'Veilig betalen', methods: { ideal: 'iDEAL', cards: 'Visa / Mastercard', paypal: 'PayPal', bank_transfer: 'Bankoverschrijving' } },
} satisfies Meta<typeof PaymentIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Bankoverschrijving')).toBeVisible();
  },
};
