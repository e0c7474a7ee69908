import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { emptyProductServicesBlock, malformedProductServicesBlock, productServicesBlock } from '../../stories/fixtures/product-blocks';
import { ProductServices } from './product-services';
import { productServicesBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Product services',
  component: ProductServices,
  args: { block: productServicesBlock, locale: 'nl' },
  argTypes: { locale: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof ProductServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four promises: free shipping, 30-day returns, lifetime cleaning, engraving. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Onze service' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Levenslang reinigen' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { block: emptyProductServicesBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'product-services',
  schema: productServicesBlockSchema,
  malformed: malformedProductServicesBlock,
  component: ProductServices,
  issuePaths: ['data.items.0.icon', 'data.items.0.title'],
});

export const Error: Story = invalidStories.Error;
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
