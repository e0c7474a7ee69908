import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { paymentMethodsFixture } from '../../stories/fixtures/checkout';
import { getT } from '../i18n';
import { CheckoutPaymentMethods, checkoutPaymentMethodsLabels, type CheckoutPaymentMethodsProps } from './checkout-payment-methods';

const hints: Record<string, string> = {
  stripe_payment_element: 'Betaal veilig met iDEAL, creditcard of een andere methode van Stripe.',
  stripe_checkout_form: 'Je gaat naar de beveiligde pagina van Stripe om te betalen en komt daarna hier terug.',
  paypal: 'Je gaat naar de beveiligde pagina van PayPal om te betalen en komt daarna hier terug.',
  bank_transfer: 'Na het plaatsen van je bestelling krijg je onze bankgegevens.',
};

function Interactive(props: CheckoutPaymentMethodsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckoutPaymentMethods
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Checkout/Payment methods',
  component: CheckoutPaymentMethods,
  args: { methods: paymentMethodsFixture.map((method) => ({ id: method.id, title: method.title, hint: hints[method.id] })), value: 'stripe_payment_element', onChange: fn(), labels: checkoutPaymentMethodsLabels(getT('nl')) },
  argTypes: { labels: { control: false } },
  render: (args) => <Interactive {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutPaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stripe and PayPal configured: the methods in the API's order; choosing one reports it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: /Bankoverschrijving/ }));
    await expect(args.onChange).toHaveBeenCalledWith('bank_transfer');
    await expect(canvas.getByRole('radio', { name: /Bankoverschrijving/ })).toBeChecked();
  },
};

/** No provider keys: bank transfer alone. */
export const BankTransferOnly: Story = {
  args: { methods: [{ id: 'bank_transfer', title: 'Bankoverschrijving', hint: hints.bank_transfer }], value: 'bank_transfer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Bankoverschrijving/ })).toBeChecked();
  },
};

/** Paying: the choice is locked, the chosen method holds its form (here a stand-in for Stripe's). */
export const Paying: Story = {
  args: {
    disabled: true,
    children: <p className="text-sm text-ink-soft">Hier staat het betaalformulier van Stripe.</p>,
  },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByText('Hier staat het betaalformulier van Stripe.')).toBeVisible();
  },
};

/** Nothing offered (the host always offers bank transfer; nothing breaks). */
export const Empty: Story = { args: { methods: [], value: null } };
