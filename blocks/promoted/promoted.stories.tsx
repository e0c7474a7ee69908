import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { emptyPromotedBlock, malformedPromotedBlock, promotedBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Promoted } from './promoted';
import { promotedBlockSchema, type PromotedBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Promoted',
  ...contentBlockMeta({
    component: Promoted,
    block: promotedBlock,
    description: [
      'Hand-picked products, each read as the product page reads it (`/products/{slug}`, or `/product-configurations/{sku}` and then its product), as product cards.',
      '',
      '`data`: `products`: up to 12 picks, each `{ slug }` or `{ sku }` (a SKU shows that configuration: its price, image and link) · `title` (default “Onze keuze”) · `subtitle` ·',
      '`count`: at most this many cards (1–12, default 8) · `layout`: `grid` (default) or `scroller` · `link`: `{ text, url }` “view all”. Unknown picks, a product picked twice and the product page’s own product are left out.',
    ],
  }),
} satisfies Meta<ContentBlockArgs<PromotedBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three picks (one by SKU) in the CMS's order; the unknown slug is left out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Onze keuze deze maand' });
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual([catalogProducts[1]!.mixedTranslation.title, catalogProducts[3]!.mixedTranslation.title, catalogProducts[6]!.mixedTranslation.title]);
    await expect(within(section).getByRole('link', { name: catalogProducts[3]!.mixedTranslation.title })).toHaveAttribute('href', expect.stringContaining('configuration_id='));
    await expect(within(section).getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
  },
};

/** A horizontal scroller instead of a grid. */
export const Scroller: Story = {
  args: { block: { ...promotedBlock, data: { ...promotedBlock.data, layout: 'scroller' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Onze keuze deze maand' })).toHaveAttribute('tabindex', '0');
  },
};

/** No picks (or none found): the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyPromotedBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

/** The product API fails: nothing rather than a broken row. */
export const ApiDown: Story = {
  args: { api: { fail: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'promoted',
  schema: promotedBlockSchema,
  malformed: malformedPromotedBlock,
  component: Promoted as unknown as ComponentType<BlockProps<PromotedBlock>>,
  issuePaths: ['data.products.0', 'data.products.1.slug'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
