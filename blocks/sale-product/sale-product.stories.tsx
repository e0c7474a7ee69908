import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, waitFor } from 'storybook/test';
import { malformedSaleProductBlock, runningSaleProducts, saleProductBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { SaleProduct } from './sale-product';
import { LazyPromoCountdown } from '../../kit/product/promo-countdown.lazy';
import { saleProductBlockSchema, type SaleProductBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Sale product',
  ...contentBlockMeta({
    component: SaleProduct,
    block: saleProductBlock,
    api: { products: runningSaleProducts },
    preload: () => LazyPromoCountdown.preload(),
    description: [
      'One product on sale, highlighted: image, the old price struck through, the save badge and the product page’s promo countdown (a lazily loaded island) while the sale has an end.',
      '',
      '`data`: `slug`: the product (optional; without it, or when it is not on sale, the catalogue’s first product on sale with a running countdown) ·',
      '`title` (default “Aanbieding uitgelicht”) · `subtitle` · `button_text` (default “Bekijk de aanbieding”). Nothing when no product is on sale.',
    ],
  }),
} satisfies Meta<ContentBlockArgs<SaleProductBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = catalogProducts[4]!;

/** The named product: 20 % off, old price struck through, save badge and a countdown of a few days. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Aanbieding van de week' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: product.mixedTranslation.title })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-regular"]')).toHaveTextContent('89,00');
    await expect(canvasElement.querySelector('[data-slot="save-badge"]')).toHaveTextContent('−20%');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="promo-countdown"]')).toHaveTextContent('3 dagen'));
    await expect(canvas.getByRole('link', { name: 'Bekijk de aanbieding' })).toHaveAttribute('href', `/product/${product.slug}`);
  },
};

/** A sale without an end: no countdown. */
export const WithoutCountdown: Story = {
  args: { api: { products: catalogProducts } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="save-badge"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="promo-countdown"]')).toBeNull();
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
  type: 'sale-product',
  schema: saleProductBlockSchema,
  malformed: malformedSaleProductBlock,
  component: SaleProduct as unknown as ComponentType<BlockProps<SaleProductBlock>>,
  issuePaths: ['data.slug', 'data.button_text'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
