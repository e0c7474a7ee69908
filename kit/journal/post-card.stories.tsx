import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { journalPosts } from '../../stories/fixtures/journal';
import { toPostCard } from './journal';
import { PostCard, postGridClass } from './post-card';

const meta = {
  title: 'Kit/Journal/Post card',
  component: PostCard,
  args: { post: toPostCard(journalPosts[0]!, 'nl') },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, category, title (the one link), excerpt, date in words and author. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent("De vier C's van een diamant uitgelegd");
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/articles/edelstenen/de-vier-cs-van-een-diamant');
    await expect(canvas.getByText('Edelstenen')).toBeVisible();
    await expect(canvas.getByText('20 november 2026')).toHaveAttribute('dateTime', '2026-11-20');
  },
};

/** A news item without cover, category or author. */
export const WithoutCover: Story = {
  args: { post: toPostCard(journalPosts[6]!, 'nl') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('a')).toHaveAttribute('href', '/articles/news/nieuw-atelier-prinsengracht');
  },
};

/** The journal's grid: cards under a section heading are h3. */
export const Grid: Story = {
  decorators: [(Story) => <div className="max-w-none">{Story()}</div>],
  render: () => (
    <section aria-labelledby="grid-title">
      <h2 id="grid-title" className="mb-6 font-display text-3xl">
        Uit ons journaal
      </h2>
      <ul className={postGridClass}>
        {journalPosts.slice(0, 3).map((post) => (
          <li key={post.id}>
            <PostCard post={toPostCard(post, 'nl')} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
