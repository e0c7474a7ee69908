import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { GlobalSpinner } from './global-spinner';

const meta = {
  title: 'Kit/UI/Global spinner',
  component: GlobalSpinner,
  args: { label: 'Bezig met laden…' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="relative h-64">{Story()}</div>],
} satisfies Meta<typeof GlobalSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the page while the global loader flag is on (the checkout refreshing a cart changed in another tab). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};
