import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { malformedPerfectComplementBlock, perfectComplementBlock } from '../../stories/fixtures/product-blocks';
import { relatedProducts } from '../../stories/fixtures/product-detail';
import type { BlockProps } from '../types';
import { PerfectComplementView } from './perfect-complement';
import { perfectComplementBlockSchema, type PerfectComplementBlock } from './schema';

// The block itself is an async server component that looks its products up; the stories show
// what it renders with the products found.
const picked = perfectComplementBlock.data.slugs.map((slug) => relatedProducts.find((p) => p.slug === slug)!);

const meta = {
  title: 'Blocks/Perfect complement',
  component: PerfectComplementView,
  args: { block: perfectComplementBlock, locale: 'nl', products: picked },
  argTypes: { locale: { control: false }, products: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof PerfectComplementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products picked by slug, as small cards. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'De perfecte aanvulling' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Pavé band Aurora' })).toHaveAttribute('href', '/product/pave-band-aurora');
  },
};

/** None of the slugs found: nothing. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'perfect-complement',
  schema: perfectComplementBlockSchema,
  malformed: malformedPerfectComplementBlock,
  component: ({ block, locale }: BlockProps<PerfectComplementBlock>) => <PerfectComplementView block={block} locale={locale} products={picked} />,
  issuePaths: ['data.slugs.0'],
});

export const Error: Story = invalidStories.Error;
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
