import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'Kit/Shell/Loading bar',
  component: LoadingBar,
  args: { visible: true, progress: 45, failed: false },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The global loading bar at the top of the window. Timing lives in `kit/shell/loading-bar-rules.ts`: hidden for the first 200 ms, then it runs over 5 s (up to 90 %), fills on finish, and a failure turns it to the sale red.',
      },
    },
  },
  decorators: [(Story) => <div className="h-24">{Story()}</div>],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half way through its 5 s run. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="loading-bar"]')!;
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A call failed: the full bar in the failed style, before it hides. */
export const Failed: Story = {
  args: { progress: 100, failed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="loading-bar"]')).toHaveAttribute('data-state', 'failed');
  },
};

/** Nothing loading (or not yet 200 ms): invisible. */
export const Idle: Story = { args: { visible: false, progress: 0 } };
