import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { PostNeighbours } from './post-neighbours';

const meta = {
  title: 'Kit/Journal/Post neighbours',
  component: PostNeighbours,
  args: {
    previous: { title: 'Labgrown of natuurlijke diamant?', href: '/articles/edelstenen/labgrown-of-natuurlijke-diamant' },
    next: { title: 'Je ringmaat thuis bepalen: zo doe je dat', href: '/articles/verloving-en-trouwen/je-ringmaat-thuis-bepalen' },
    labels: { nav: 'Meer uit het journaal', previous: 'Vorig artikel', next: 'Volgend artikel' },
  },
  decorators: [(Story) => <div className="mx-auto max-w-[720px]">{Story()}</div>],
} satisfies Meta<typeof PostNeighbours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both neighbours, each a link with its title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Meer uit het journaal' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Volgend artikel/ })).toHaveAttribute('rel', 'next');
    await expect(canvas.getByRole('link', { name: /Vorig artikel/ })).toHaveAttribute('rel', 'prev');
  },
};

/** The newest post: only the older one to continue with. */
export const NewestPost: Story = {
  args: { previous: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
