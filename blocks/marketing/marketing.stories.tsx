import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { isLocale, type Locale } from '../../domain/locale';
import { fixtureContext } from '../../stories/fixtures/catalog-api';
import { malformedMarketingBlock, marketingBlock } from '../../stories/fixtures/catalog-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Marketing } from './marketing';
import { marketingBlockSchema, type MarketingBlock } from './schema';

interface Args {
  block: MarketingBlock;
  locale: Locale;
}

const meta = {
  title: 'Blocks/Marketing (collections)',
  args: { block: marketingBlock, locale: 'nl' },
  argTypes: { locale: { control: false } },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ args, globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await Marketing({ block: args.block, locale, context: fixtureContext({}, { lang: locale }) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-10">{(loaded.view as ReactNode) ?? <></>}</div>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every collection as a tile: image, title, description, link to /collection/{slug}. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Onze collecties' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Bekijk collectie Aurora' })).toHaveAttribute('href', '/collection/aurora');
  },
};

/** Chosen collections, in the CMS's order. */
export const Chosen: Story = {
  args: { block: { ...marketingBlock, data: { ...marketingBlock.data, collection_slugs: ['bridal', 'aurora', 'flora'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bridal', 'Aurora', 'Flora']);
  },
};

/** English: links under /en. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View the Aurora collection' })).toHaveAttribute('href', '/en/collection/aurora');
  },
};

/** None of the chosen collections exists: the block renders nothing. */
export const Empty: Story = {
  args: { block: { ...marketingBlock, data: { ...marketingBlock.data, collection_slugs: ['bestaat-niet'] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'marketing',
  schema: marketingBlockSchema,
  malformed: malformedMarketingBlock,
  component: Marketing as unknown as ComponentType<BlockProps<MarketingBlock>>,
  issuePaths: ['data.collection_slugs'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
