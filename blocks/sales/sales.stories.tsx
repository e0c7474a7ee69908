import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { malformedSalesBlock, salesBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Sales } from './sales';
import { salesBlockSchema, type SalesBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Sales',
  ...contentBlockMeta({
    component: Sales,
    block: salesBlock,
    description: [
      'Products on sale as product cards (old price struck through). The catalogue has no “on sale” filter, so the block reads one page of 100 within its filters and sort and keeps the products on sale.',
      '',
      '`data`: `title` (default “In de aanbieding”) · `subtitle` · `count` (1–12, default 8) · `layout`: `grid` or `scroller` · `link`: `{ text, url }` ·',
      '`categories`, `collections`, `materials`: slugs · `sort`: the catalogue’s `sortBy`, e.g. `cost|asc` (default: recommended).',
    ],
  }),
} satisfies Meta<ContentBlockArgs<SalesBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four products on sale, lowest price first, each with its old price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Nu in de aanbieding' });
    const cards = within(section).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expect(card.querySelector('s')).not.toBeNull();
  },
};

/** Nothing on sale: the block renders nothing. */
export const Empty: Story = {
  args: { api: { products: catalogProducts.filter((p) => !p.sale) } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'sales',
  schema: salesBlockSchema,
  malformed: malformedSalesBlock,
  component: Sales as unknown as ComponentType<BlockProps<SalesBlock>>,
  issuePaths: ['data.count', 'data.materials.0'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
