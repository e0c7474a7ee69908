import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { diamondKnowledgeBlock, malformedDiamondKnowledgeBlock, productContext } from '../../stories/fixtures/product-blocks';
import { necklaceDetail } from '../../stories/fixtures/product-detail';
import { DiamondKnowledge } from './diamond-knowledge';
import { diamondKnowledgeBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Diamond knowledge',
  component: DiamondKnowledge,
  args: { block: diamondKnowledgeBlock, locale: 'nl', context: productContext() },
  argTypes: { locale: { control: false }, context: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof DiamondKnowledge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an engagement ring: the 4 C's. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Diamantkennis: de 4 C’s' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Vraag advies aan onze gemmoloog' })).toHaveAttribute('href', '/klantenservice');
  },
};

/** On a necklace (not in a listed category): nothing. */
export const Empty: Story = {
  args: { context: productContext(necklaceDetail) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'diamond-knowledge',
  schema: diamondKnowledgeBlockSchema,
  malformed: malformedDiamondKnowledgeBlock,
  component: DiamondKnowledge,
  issuePaths: ['data.category_slugs.0', 'data.link.url'],
});

export const Error: Story = invalidStories.Error;
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
