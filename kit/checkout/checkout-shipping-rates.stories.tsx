import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { checkoutCartFixture, ratesFixture } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutShippingRates, checkoutShippingRatesLabels, type CheckoutShippingRatesProps } from './checkout-shipping-rates';

function Interactive(props: CheckoutShippingRatesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckoutShippingRates
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
  title: 'Kit/Checkout/Shipping rates',
  component: CheckoutShippingRates,
  args: { rates: ratesFixture.map((rate) => ({ ...rate, selected: false })), value: null, onChange: fn(), currency: 'EUR', locale: 'nl', labels: checkoutShippingRatesLabels(getT('nl')) },
  argTypes: { locale: { control: false }, labels: { control: false } },
  render: (args) => <Interactive {...args} labels={checkoutShippingRatesLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutShippingRates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the free-shipping threshold: PostNL costs EUR 4,95 (free from EUR 100); choosing reports the rate. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Verzendmethode' })).toBeVisible();
    const postnl = canvas.getByRole('radio', { name: /PostNL/ });
    await expect(postnl).toHaveAccessibleDescription(/Gratis vanaf EUR\s100,00/);
    await userEvent.click(postnl);
    await expect(args.onChange).toHaveBeenCalledWith('postnl-insured');
    await expect(postnl).toBeChecked();
  },
};

/** Above the threshold the API prices PostNL at zero. */
export const FreeShipping: Story = {
  args: { rates: checkoutCartFixture.shipping_rates, value: 'postnl-insured' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /PostNL/ })).toBeChecked();
    await expect(canvas.getAllByText('Gratis')).toHaveLength(2);
  },
};

/** The rates of a newly chosen country are being fetched. */
export const Loading: Story = {
  args: { rates: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verzendmethoden worden geladen…');
  },
};

/** No rate ships to the country. */
export const Empty: Story = {
  args: { rates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We verzenden (nog) niet naar dit land.')).toBeVisible();
  },
};

/** Fetching failed: a retry. */
export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Continue was pressed without a choice. */
export const Required: Story = {
  args: { error: 'Kies een verzendmethode.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verzendmethode' })).toHaveAccessibleDescription('Kies een verzendmethode.');
  },
};

/** Digital items only: nothing to choose. */
export const DigitalOnly: Story = { args: { requiresShipping: false } };
