import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { isLocale, type Locale } from '../../domain/locale';
import { fixtureContext, type FixtureApiOptions } from '../../stories/fixtures/catalog-api';
import { malformedSharedCatalogBlock, sharedCatalogBlock } from '../../stories/fixtures/catalog-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { sharedCatalogBlockSchema, type SharedCatalogBlock } from './schema';
import { SharedCatalog } from './shared-catalog';

interface Args {
  block: SharedCatalogBlock;
  locale: Locale;
  api: FixtureApiOptions;
}

const meta = {
  title: 'Blocks/Shared catalog',
  args: { block: sharedCatalogBlock, locale: 'nl', api: {} },
  argTypes: { locale: { control: false }, api: { control: false } },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ args, globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await SharedCatalog({ block: args.block, locale, context: fixtureContext({}, { ...args.api, lang: locale }) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-10">{(loaded.view as ReactNode) ?? <></>}</div>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards in a grid under a title, with "view all". */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Bestsellers' });
    await expect(section.querySelectorAll('[data-slot="product-card"]')).toHaveLength(8);
    await expect(within(section).getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
    await expect(canvasElement.querySelector('ul')!.className).toContain('grid');
  },
};

/** A horizontal scroller (scroll-snap, no JavaScript), e.g. on the home page. */
export const Scroller: Story = {
  args: { block: { ...sharedCatalogBlock, data: { ...sharedCatalogBlock.data, layout: 'scroller' } } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bestsellers' });
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

/** A selection: silver, lowest price first. */
export const Selection: Story = {
  args: { block: { ...sharedCatalogBlock, data: { ...sharedCatalogBlock.data, title: 'Zilver', materials: ['silver-925'], sort: 'cost|asc', count: 4 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** Nothing matches (or the catalogue is down): the block renders nothing. */
export const Empty: Story = {
  args: { api: { products: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'shared-catalog',
  schema: sharedCatalogBlockSchema,
  malformed: malformedSharedCatalogBlock,
  component: SharedCatalog as unknown as ComponentType<BlockProps<SharedCatalogBlock>>,
  issuePaths: ['data.count', 'data.layout'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
