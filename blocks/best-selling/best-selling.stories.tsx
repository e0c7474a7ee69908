import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { isLocale, type Locale } from '../../api/contract/common';
import { contentContext, type ContentApiOptions } from '../../stories/fixtures/content-api';
import { bestSellingBlock, malformedBestSellingBlock } from '../../stories/fixtures/content-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { BestSelling } from './best-selling';
import { bestSellingBlockSchema, type BestSellingBlock } from './schema';

interface Args {
  block: BestSellingBlock;
  locale: Locale;
  api: ContentApiOptions;
}

const meta = {
  title: 'Blocks/Best selling',
  args: { block: bestSellingBlock, locale: 'nl', api: {} },
  argTypes: { locale: { control: false }, api: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Best sellers as product cards. The catalogue API has no sales sort (columns: recommended, cost, created_at, title, collection_sort_order), so the block takes the products with the `bestseller` badge in the recommended order (which ranks them first), topped up with the next recommended products.',
          '',
          '`data`: `title` (default “Bestsellers”) · `subtitle` · `count` (1–12, default 8) · `layout`: `grid` or `scroller` · `link`: `{ text, url }` ·',
          '`categories`, `collections`, `materials`: slugs as the catalogue URL names them (only best sellers within them).',
        ].join('\n'),
      },
    },
  },
  loaders: [
    async ({ args, globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await BestSelling({ block: args.block, locale, context: contentContext({ ...args.api, lang: locale }) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-10">{(loaded.view as ReactNode) ?? <></>}</div>,
} satisfies Meta<Args>;

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
