import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { entityBlock, malformedEntityBlock } from '../../stories/fixtures/content-blocks';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Entity } from './entity';
import { entityBlockSchema, type EntityBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Entity',
  ...contentBlockMeta({
    component: Entity,
    block: entityBlock,
    description: [
      'A reference list of the API, `/system-entities/{entity}`, as chips. Taxonomy entries link into the shop: a collection to `/collection/{slug}`, a category, material, stone, setting or shape to the catalogue filtered by it; countries and badges are plain text.',
      '',
      '`data`: `entity`: `countries`, `badges`, `categories`, `collections`, `materials`, `stones`, `head-styles` or `stone-shapes` (required) ·',
      '`title` (default per entity, e.g. “Collecties”, “Wij bezorgen in”) · `intro` · `slugs`: only these entries, in this order (default all) · `links`: link taxonomy entries (default `true`).',
    ],
  }),
} satisfies Meta<ContentBlockArgs<EntityBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every collection, each linking to its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Ontdek onze collecties' });
    await expect(within(section).getAllByRole('link')).toHaveLength(8);
    await expect(within(section).getByRole('link', { name: 'Aurora' })).toHaveAttribute('href', '/collection/aurora');
  },
};

/** The countries the shop delivers to: the default title, plain text. */
export const Countries: Story = {
  args: { block: { ...entityBlock, data: { entity: 'countries', slugs: [], links: true } } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Wij bezorgen in' });
    await expect(within(section).getByText('België')).toBeVisible();
    await expect(within(section).queryByRole('link')).toBeNull();
  },
};

/** Picked stones in the CMS's order, linking to the filtered catalogue. */
export const PickedStones: Story = {
  args: { block: { ...entityBlock, data: { entity: 'stones', title: 'Edelstenen', slugs: ['sapphire', 'diamond', 'onbekend'], links: true } } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Saffier', 'Diamant']);
    await expect(links[0]).toHaveAttribute('href', '/catalog?stones=sapphire');
  },
};

/** The list cannot be read (or is empty): the block renders nothing. */
export const Empty: Story = {
  args: { api: { fail: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'entity',
  schema: entityBlockSchema,
  malformed: malformedEntityBlock,
  component: Entity as unknown as ComponentType<BlockProps<EntityBlock>>,
  issuePaths: ['data.entity', 'data.slugs.0'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
