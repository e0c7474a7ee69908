import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { journalPost } from '../../stories/fixtures/journal';
import { toCommentItems } from './journal';
import { CommentList } from './comment-list';

const meta = {
  title: 'Kit/Journal/Comment list',
  component: CommentList,
  args: {
    comments: toCommentItems(journalPost.comments, 'nl'),
    labels: { title: 'Reacties', count: '3 reacties', none: 'Nog geen reacties. Laat als eerste weten wat je ervan vond.' },
  },
  decorators: [(Story) => <div className="mx-auto max-w-[720px]">{Story()}</div>],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved comments, oldest first, with name and date; line breaks kept. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Reacties/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('21 november 2026')).toHaveLength(2);
  },
};

/** No comments yet. */
export const Empty: Story = {
  args: { comments: [], labels: { title: 'Reacties', count: '0 reacties', none: 'Nog geen reacties. Laat als eerste weten wat je ervan vond.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/Nog geen reacties/)).toBeVisible();
  },
};
