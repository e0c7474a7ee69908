import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { CheckoutNotice } from './checkout-notice';

const meta = {
  title: 'Kit/Checkout/Notice',
  component: CheckoutNotice,
  args: { children: 'Er is momenteel een probleem met het aanmaken van een bestelling.' },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 8 troubleCreateOrder, announced at once. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Er is momenteel een probleem');
  },
};

/** Why the order cannot be placed yet: the API's blockers, worded. */
export const Blockers: Story = {
  args: { title: 'Nog niet compleet', items: ['Vul je e-mailadres in.', 'Kies een verzendmethode.'], children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A polite message. */
export const Default: Story = { args: { tone: 'info', children: 'We wachten nog op de bevestiging van je betaling.' } };

/** Paid. */
export const Success: Story = { args: { tone: 'success', children: 'We hebben je betaling ontvangen.' } };
