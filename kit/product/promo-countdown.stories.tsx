import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { PromoCountdown } from './promo-countdown';

const labels = { title: 'Aanbieding eindigt over', day: '{count} dag', days: '{count} dagen', hours: 'uur', minutes: 'min', seconds: 'sec' };
const loadedAt = Date.now();

const meta = {
  title: 'Kit/Product/Promo countdown',
  component: PromoCountdown,
  args: { endsAt: new Date(loadedAt + 2 * 86_400_000 + 3_723_000).toISOString(), now: loadedAt, labels },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PromoCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks every second until the sale ends. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = () => canvas.getByText('Aanbieding eindigt over').parentElement!.textContent;
    await expect(text()).toContain('2 dagen');
    const first = text();
    await waitFor(() => expect(text()).not.toBe(first), { timeout: 2500 });
  },
};

/** A sale that has ended shows nothing. */
export const Ended: Story = {
  args: { endsAt: new Date(loadedAt - 1000).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="promo-countdown"]')).toBeNull();
  },
};
