import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { bankTransferOrder, paidOrderWithCodes } from '../../stories/fixtures/checkout';
import { getT } from '../i18n';
import { CheckoutConfirmation, checkoutConfirmationLabels } from './checkout-confirmation';
import { CheckoutNotice } from './checkout-notice';
import { orderCustomerLabels } from '../orders/order-customer';
import { orderLinesLabels } from '../orders/order-lines';

const t = getT('nl');
const meta = {
  title: 'Kit/Checkout/Confirmation',
  component: CheckoutConfirmation,
  args: {
    order: bankTransferOrder,
    locale: 'nl',
    payment: { label: 'Niet betaald', tone: 'attention' },
    paymentMethod: 'Bankoverschrijving',
    labels: checkoutConfirmationLabels(t),
    lineLabels: orderLinesLabels(t),
    customerLabels: orderCustomerLabels(t),
  },
  argTypes: { locale: { control: false }, labels: { control: false }, lineLabels: { control: false }, customerLabels: { control: false } },
  render: (args) => {
    const tr = getT(args.locale);
    return <CheckoutConfirmation {...args} labels={checkoutConfirmationLabels(tr)} lineLabels={orderLinesLabels(tr)} customerLabels={orderCustomerLabels(tr)} />;
  },
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank transfer, not paid yet: the order number and the instructions with the amount to transfer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(canvas.getByText('AU-2026-000012')).toBeVisible();
    const transfer = canvas.getByRole('region', { name: 'Betalen per overschrijving' });
    await expect(transfer).toHaveTextContent(/Over te maken:\s*EUR\s885,20/);
    await expect(transfer).toHaveTextContent('AU-2026-000012');
  },
};

/** Paid by card, with a discount code and a gift card; a success notice under the heading. */
export const PaidWithCodes: Story = {
  args: {
    order: paidOrderWithCodes,
    payment: { label: 'Betaald', tone: 'positive' },
    paymentMethod: 'Online betaling (iDEAL of creditcard)',
    notice: <CheckoutNotice tone="success">We hebben je betaling ontvangen. We gaan meteen voor je aan de slag.</CheckoutNotice>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Betalen per overschrijving' })).toBeNull();
    await expect(canvas.getByText('(WELKOM10)')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-gift-cards"]')).toHaveTextContent(/EUR\s-100,00/);
    await expect(canvas.getByRole('status')).toHaveTextContent('We hebben je betaling ontvangen.');
  },
};

/** Back from a provider without paying: the notice and the way to pay again. */
export const Error: Story = {
  args: {
    order: { ...bankTransferOrder, payment_method: 'paypal', payment_instructions: null },
    paymentMethod: 'PayPal',
    notice: <CheckoutNotice action={<a href="/checkout/payout" className="text-sm text-brand underline">Betalen</a>}>Betaling geannuleerd</CheckoutNotice>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Betaling geannuleerd');
    await expect(canvas.queryByRole('region', { name: 'Betalen per overschrijving' })).toBeNull();
  },
};
