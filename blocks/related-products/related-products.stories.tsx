import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { malformedRelatedProductsBlock, productContext, relatedProductsBlock } from '../../stories/fixtures/product-blocks';
import { necklaceDetail } from '../../stories/fixtures/product-detail';
import { RelatedProducts } from './related-products';
import { CarouselButtonsSlot } from '../../kit/product/carousel-buttons.lazy';
import { relatedProductsBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Related products',
  component: RelatedProducts,
  args: { block: relatedProductsBlock, locale: 'nl', context: productContext() },
  argTypes: { locale: { control: false }, context: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  // The buttons' island loads when the browser is idle on a page; a story clicks them at once.
  loaders: [() => CarouselButtonsSlot.preload()],
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's related products in a scroll-snap row; previous/next page through it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Misschien ook mooi' });
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Trilogy ring Heritage' })).toHaveAttribute('href', '/product/trilogy-ring-heritage');
    const before = list.scrollLeft;
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende producten' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(list.scrollLeft).toBeGreaterThan(before);
  },
};

/** A product without related products: nothing. */
export const Empty: Story = {
  args: { context: productContext(necklaceDetail) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'related-products',
  schema: relatedProductsBlockSchema,
  malformed: malformedRelatedProductsBlock,
  component: RelatedProducts,
  issuePaths: ['data.count'],
});

export const Error: Story = invalidStories.Error;
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
