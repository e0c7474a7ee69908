import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { getT } from '../i18n';
import { OrderCustomer, orderCustomerLabels } from './order-customer';
import { orderFixture } from '../../stories/fixtures/orders';
import { OrderLines, orderLinesLabels } from './order-lines';
import { OrderTotals, orderTotalsLabels } from './order-totals';

const meta = {
  title: 'Kit/Orders/Order details',
  component: OrderLines,
  args: {
    lines: orderFixture.order_products,
    currency: 'EUR',
    locale: 'nl',
    labels: orderLinesLabels(getT('nl')),
    notes: { 7: 'Retourneren kan tot en met 16.01.2027' },
    actions: { 7: { href: '/return/5?item=7', label: 'Retour aanvragen', name: 'Retour aanvragen voor Klassieke trouwring Bridal 3 mm' } },
  },
  argTypes: { locale: { control: false }, labels: { control: false } },
  render: (args) => <OrderLines {...args} labels={orderLinesLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-3xl border border-line bg-surface p-6">{Story()}</div>],
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines as bought: engraving, several pieces with the unit price, a sale price struck through, a return link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const lines = within(canvas.getByRole('list', { name: 'Artikelen' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('“Voor altijd”');
    await expect(canvas.getByRole('link', { name: 'Retour aanvragen voor Klassieke trouwring Bridal 3 mm' })).toHaveAttribute('href', '/return/5?item=7');
  },
};

/** An order without lines shows an empty list (the API never sends one; nothing breaks). */
export const Empty: Story = { args: { lines: [], notes: {}, actions: {} } };

/** Subtotal, sale discount, free shipping, total and the VAT in it. */
export const Totals: Story = {
  render: (args) => <OrderTotals order={orderFixture} shipped locale={args.locale} labels={orderTotalsLabels(getT(args.locale))} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gratis')).toBeVisible();
    await expect(canvas.getByText('Waarvan btw (21%)')).toBeVisible();
  },
};

/** Contact e-mail, both addresses (countries in their own language) and the shipping method. */
export const Customer: Story = {
  render: (args) => (
    <OrderCustomer
      email={orderFixture.contact_email}
      shippingAddress={orderFixture.shipping_address}
      billingAddress={orderFixture.billing_address}
      shippingMethod={orderFixture.shipping_method?.name ?? null}
      note="Graag inpakken als cadeau."
      labels={orderCustomerLabels(getT(args.locale))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('België / Belgique')).toHaveAttribute('lang', 'nl');
  },
};
