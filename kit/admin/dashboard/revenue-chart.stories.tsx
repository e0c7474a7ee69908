import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { dashboardFixture, emptyDashboardFixture } from '../../../stories/fixtures/dashboard';
import { Dashboard } from './dashboard';
import { RevenueChart } from './revenue-chart';

const meta = {
  title: 'Admin/Dashboard/Revenue chart',
  component: RevenueChart,
  args: { id: 'story-revenue', days: dashboardFixture.days, currency: 'EUR', locale: 'nl' },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days of sample revenue: one bar a day (none on the quiet day), today darker; the table behind its toggle. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const chart = canvas.getByRole('img', { name: 'Omzet per dag, laatste 30 dagen' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(29);
    await userEvent.click(canvas.getByText('Cijfers per dag als tabel'));
    const table = canvas.getByRole('table', { name: 'Bestellingen en omzet per dag, laatste 30 dagen' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
  },
};

/** In English: the axis, the bars' titles and the table in the admin's language. */
export const English: Story = { args: { locale: 'en' } };

/** No revenue in 30 days: the baseline and a scale up to € 100, no bars. */
export const Empty: Story = {
  args: { days: emptyDashboardFixture.days },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Omzet per dag, laatste 30 dagen' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(0);
  },
};

/** The whole dashboard with the sample figures: cards linking into the order list, chart, low stock. */
export const WholeDashboard: Story = {
  render: () => <Dashboard data={dashboardFixture} locale="nl" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Wachten op betaling\s*7/ })).toHaveAttribute('href', '/admin/orders?payment_status=0');
    await expect(canvas.getByRole('table', { name: 'Varianten met de minste voorraad' })).toBeVisible();
  },
};
