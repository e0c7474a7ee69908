import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ParcelInfo, TrackingTimeline } from './tracking-timeline';

const meta = {
  title: 'Kit/Orders/Tracking',
  component: TrackingTimeline,
  args: {
    labels: { heading: 'Verloop van je bestelling', empty: 'Er is nog niets te melden over deze bestelling.' },
    events: [
      { key: '4', label: 'Onderweg', date: '23.11.2026', time: '06:47', dateTime: '2026-11-23T05:47:00Z', location: 'Sorteercentrum Amsterdam' },
      { key: '3', label: 'Verzonden', date: '22.11.2026', time: '18:47', dateTime: '2026-11-22T17:47:00Z', location: null },
      { key: '2', label: 'Betaling ontvangen', date: '20.11.2026', time: '18:47', dateTime: '2026-11-20T17:47:00Z', location: null },
      { key: '1', label: 'Bestelling geplaatst', date: '20.11.2026', time: '18:47', dateTime: '2026-11-20T17:47:00Z', location: null },
    ],
  },
  decorators: [(Story) => <div className="max-w-2xl border border-line bg-surface p-6">{Story()}</div>],
} satisfies Meta<typeof TrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; the current step is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const Empty: Story = { args: { events: [] } };

/** Carrier, tracking number and the carrier's page in a new window. */
export const Parcel: Story = {
  render: () => (
    <ParcelInfo
      carrier="PostNL"
      trackingNumber="3SAURM0005530"
      trackingUrl="https://jouw.postnl.nl/track-and-trace/3SAURM0005530-NL-1016DZ"
      shippedAt="22.11.2026"
      deliveredAt={null}
      labels={{
        carrier: 'Vervoerder',
        trackingNumber: 'Track-and-tracecode',
        trackAt: 'Volg je pakket bij PostNL',
        newWindow: '(opent in een nieuw venster)',
        shippedAt: 'Verzonden op',
        deliveredAt: 'Bezorgd op',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volg je pakket bij PostNL (opent in een nieuw venster)' })).toHaveAttribute('target', '_blank');
  },
};
