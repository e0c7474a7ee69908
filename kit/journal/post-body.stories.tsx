import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { journalPost } from '../../stories/fixtures/journal';
import { PostBody } from './post-body';

const meta = {
  title: 'Kit/Journal/Post body',
  component: PostBody,
  args: { html: journalPost.body },
  decorators: [(Story) => <div className="mx-auto max-w-[720px]">{Story()}</div>],
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, a quote and a link in the journal's typography. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Bekijk onze losse diamanten' })).toHaveAttribute('href', '/catalog?categories=diamonds');
  },
};

/** Markup the shop does not allow is gone before it reaches the page. */
export const Unsafe: Story = {
  args: { html: '<h1>Kop</h1><p onclick="alert(1)">Tekst<script>alert(1)</script></p><a href="javascript:alert(1)">link</a>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kop' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [href^="javascript"]')).toBeNull();
  },
};
