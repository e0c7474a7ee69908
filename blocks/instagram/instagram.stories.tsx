import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { emptyInstagramBlock, instagramBlock, malformedInstagramBlock } from '../../stories/fixtures/content-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { Instagram } from './instagram';
import { instagramBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Instagram',
  component: Instagram,
  args: { block: instagramBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A grid of Instagram posts. The posts are given in the block’s data — there is no call to Instagram’s API: no token to keep alive, and no third-party script, cookie or request on the shop’s pages (their images are uploaded to the CMS like any other).',
          '',
          '`data`: `posts`: up to 12 of `{ image, caption, url }` — `url` an `https://www.instagram.com/…` link (opens in a new window) or a shop path (the piece in the photo) ·',
          '`title` (default “Volg ons op Instagram”) · `handle`, e.g. `@juwelieraurum`, and `profile_url` (both needed for the follow link).',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof Instagram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six posts and the follow link; Instagram links open in a new window, a shop link does not. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const posts = canvas.getByRole('list', { name: 'Instagram-berichten' });
    await expect(within(posts).getAllByRole('link')).toHaveLength(6);
    const first = within(posts).getByRole('link', { name: /Goud stapelen/ });
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(posts).getByRole('link', { name: /bloemoorbellen/ })).toHaveAttribute('href', '/catalog?categories=earrings');
    await expect(canvas.getByRole('link', { name: /Volg @juwelieraurum op Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/juwelieraurum/');
  },
};

/** No posts: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyInstagramBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'instagram', schema: instagramBlockSchema, malformed: malformedInstagramBlock, component: Instagram, issuePaths: ['data.posts.0.url', 'data.posts.1.caption'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
