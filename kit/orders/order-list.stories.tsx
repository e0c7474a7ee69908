import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { OrderList, type OrderListRow } from './order-list';
import { StatusBadge } from './status-badge';

const row = (id: number, patch: Partial<OrderListRow>): OrderListRow => ({
  id,
  number: `AU-2026-00000${id}`,
  date: '14.11.2026',
  dateTime: '2026-11-14',
  total: 'EUR 725,20',
  payment: { label: 'Betaald', tone: 'positive' },
  fulfillment: { label: 'Bezorgd', tone: 'positive' },
  href: `/profile/orders/${id}`,
  linkName: `Bekijk bestelling AU-2026-00000${id}`,
  ...patch,
});

const rows = [
  row(7, { date: '22.11.2026', total: 'EUR 129,00', payment: { label: 'Niet betaald', tone: 'attention' }, fulfillment: { label: 'In behandeling', tone: 'attention' } }),
  row(5, {}),
  row(4, { total: 'EUR 3.123,50', payment: { label: 'Retour aangevraagd', tone: 'attention' } }),
  row(3, { total: 'EUR 733,50', payment: { label: 'Geannuleerd', tone: 'negative' }, fulfillment: { label: 'Geannuleerd', tone: 'negative' } }),
  row(1, { total: 'EUR 1.674,00', payment: { label: 'Gedeeltelijk terugbetaald', tone: 'neutral' } }),
];

const meta = {
  title: 'Kit/Orders/Order list',
  component: OrderList,
  args: {
    rows,
    labels: { list: 'Je bestellingen', number: 'Bestelnummer', date: 'Datum', total: 'Totaal', payment: 'Betaalstatus', fulfillment: 'Verzendstatus', link: 'Bekijk bestelling' },
  },
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders page: every payment state in words, each order linked by its number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Bekijk bestelling AU-2026-000007' })).toHaveAttribute('href', '/profile/orders/7');
    await expect(canvas.getByText('Gedeeltelijk terugbetaald')).toBeVisible();
  },
};

/** The tracking page's list: shipping state only, linking to the tracking. */
export const Tracking: Story = {
  args: {
    rows: rows.map((r) => ({ ...r, total: undefined, payment: undefined, href: `/profile/order-tracking/${r.id}`, linkName: `Volg bestelling ${r.number}` })),
    labels: { list: 'Je bestellingen', number: 'Bestelnummer', date: 'Datum', total: 'Totaal', payment: 'Betaalstatus', fulfillment: 'Verzendstatus', link: 'Volg bestelling' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Totaal')).toBeNull();
  },
};

/** No rows: an empty list (the page shows its own empty state instead). */
export const Empty: Story = { args: { rows: [] } };

/** The four tones of a status. */
export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <StatusBadge tone="positive">Betaald</StatusBadge>
      <StatusBadge tone="attention">Niet betaald</StatusBadge>
      <StatusBadge tone="neutral">Terugbetaald</StatusBadge>
      <StatusBadge tone="negative">Geannuleerd</StatusBadge>
    </div>
  ),
};
