import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { checkoutCartFixture, discountedCheckoutCart, emptyCart, newCheckoutCart, paidByGiftCardCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutSummary, checkoutSummaryLabels } from './checkout-summary';

const meta = {
  title: 'Kit/Checkout/Summary',
  component: CheckoutSummary,
  args: { cart: checkoutCartFixture, locale: 'nl', labels: checkoutSummaryLabels(getT('nl')), editHref: '/cart' },
  argTypes: { locale: { control: false }, labels: { control: false } },
  render: (args) => <CheckoutSummary {...args} labels={checkoutSummaryLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-md border border-line bg-surface p-6">{Story()}</div>],
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-slot="${name}"]`);

/** Ready to pay: three lines, the sale discount, free PostNL, the VAT in the total. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Artikelen in je bestelling' }).children).toHaveLength(3);
    await expect(slot(canvasElement, 'checkout-shipping')).toHaveTextContent('Gratis');
    await expect(slot(canvasElement, 'checkout-to-pay')).toHaveTextContent(/EUR\s1\.950,40/);
  },
};

/** Fresh at checkout: no shipping method chosen yet. */
export const NoShippingYet: Story = {
  args: { cart: newCheckoutCart },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'checkout-shipping')).toHaveTextContent('Kies een verzendmethode');
  },
};

/** The discount code named beside the discount, a gift card taken off before what is left to pay. */
export const WithCodes: Story = {
  args: { cart: discountedCheckoutCart },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('(WELKOM10)')).toBeVisible();
    await expect(slot(canvasElement, 'checkout-gift-card-amount')).toHaveTextContent(/EUR\s-100,00/);
    await expect(slot(canvasElement, 'checkout-to-pay')).toHaveTextContent(/EUR\s1\.469,60/);
  },
};

/** A gift card pays everything: nothing left to pay. */
export const CoveredByGiftCard: Story = {
  args: { cart: paidByGiftCardCart },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'checkout-to-pay')).toHaveTextContent(/EUR\s0,00/);
  },
};

/** A change is being saved (or another tab's change fetched): the amounts are busy. */
export const Loading: Story = {
  args: { updating: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met opslaan…');
  },
};

/** No lines (the pages never show it so; nothing breaks). */
export const Empty: Story = { args: { cart: emptyCart, editHref: undefined } };
