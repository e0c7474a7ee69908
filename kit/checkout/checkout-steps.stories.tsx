import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { getT } from '../i18n';
import { CheckoutSteps, checkoutStepsLabels } from './checkout-steps';

const meta = {
  title: 'Kit/Checkout/Steps',
  component: CheckoutSteps,
  args: { current: 1, labels: checkoutStepsLabels(getT('nl')) },
  argTypes: { labels: { control: false } },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Gegevens');
  },
};

/** Step 2: the details step is done and links back. */
export const Payment: Story = {
  args: { current: 2, hrefs: { 1: '/checkout' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Gegevens \(afgerond\)/ })).toHaveAttribute('href', '/checkout');
  },
};

/** The success page. */
export const Done: Story = { args: { current: 3 } };
