import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { bestSellingBlock, malformedBestSellingBlock } from '../../stories/fixtures/content-blocks';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { BestSelling } from './best-selling';
import { bestSellingBlockSchema, type BestSellingBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Best selling',
  ...contentBlockMeta({
    component: BestSelling,
    block: bestSellingBlock,
    description: [
      'Best sellers as product cards. The catalogue API has no sales sort (columns: recommended, cost, created_at, title, collection_sort_order), so the block takes the products with the `bestseller` badge in the recommended order (which ranks them first), topped up with the next recommended products.',
      '',
      '`data`: `title` (default “Bestsellers”) · `subtitle` · `count` (1–12, default 8) · `layout`: `grid` or `scroller` · `link`: `{ text, url }` ·',
      '`categories`, `collections`, `materials`: slugs as the catalogue URL names them (only best sellers within them).',
    ],
  }),
} satisfies Meta<ContentBlockArgs<BestSellingBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards, those with the Bestseller badge first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Bestsellers' });
    const cards = within(section).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expect(within(card).getByText('Bestseller')).toBeVisible();
  },
};

/** Within a category: earrings only. */
export const InACategory: Story = {
  args: { block: { ...bestSellingBlock, data: { ...bestSellingBlock.data, title: 'Populaire oorbellen', categories: ['earrings'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Populaire oorbellen' })).toBeVisible();
  },
};

/** Nothing in the catalogue (or it is down): the block renders nothing. */
export const Empty: Story = {
  args: { api: { products: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'best-selling',
  schema: bestSellingBlockSchema,
  malformed: malformedBestSellingBlock,
  component: BestSelling as unknown as ComponentType<BlockProps<BestSellingBlock>>,
  issuePaths: ['data.count', 'data.layout'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
