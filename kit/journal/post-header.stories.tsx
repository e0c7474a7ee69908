import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { journalPost } from '../../stories/fixtures/journal';
import { postDate } from './journal';
import { PostHeader, PostTags } from './post-header';

const meta = {
  title: 'Kit/Journal/Post header',
  component: PostHeader,
  args: {
    title: journalPost.title,
    excerpt: journalPost.excerpt,
    image: journalPost.image,
    date: postDate(journalPost.published_at, 'nl'),
    author: journalPost.author,
    categories: journalPost.categories.map((c) => ({ label: c.title, href: `/articles/${c.slug}` })),
    labels: { categories: 'Categorieën', by: 'Geschreven door', published: 'Gepubliceerd op' },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="mx-auto max-w-container p-6">{Story()}</div>],
} satisfies Meta<typeof PostHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories, the h1, the lede, author with role and avatar, the date, the cover. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("De vier C's van een diamant uitgelegd");
    await expect(canvas.getByRole('list', { name: 'Categorieën' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edelstenen' })).toHaveAttribute('href', '/articles/edelstenen');
    await expect(canvasElement.querySelector('[data-slot="post-author"]')).toHaveTextContent('Geschreven door Daan Verbeek, Gemmoloog');
    await expect(canvas.getByText('20 november 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: journalPost.title })).toBeVisible();
  },
};

/** No author, cover or categories: title and date only. */
export const Minimal: Story = {
  args: { image: null, author: null, categories: [], excerpt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('20 november 2026')).toBeVisible();
  },
};

/** The post's tags, each a link to the journal filtered on it. */
export const Tags: Story = {
  render: () => (
    <PostTags
      tags={journalPost.tags.map((tag) => ({ label: tag, href: `/articles?tag=${tag}` }))}
      labels={{ title: 'Onderwerpen', link: 'Artikelen over {tag}' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Artikelen over diamant' })).toHaveAttribute('href', '/articles?tag=diamant');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
