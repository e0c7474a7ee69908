import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import {
  categoriesBlock,
  emptyCategoriesBlock,
  fewCategoriesBlock,
  malformedCategoriesBlock,
} from '../../stories/fixtures/blocks';
import { Categories } from './categories';
import { categoriesBlockSchema } from './schema';

const meta = {
  title: 'Blocks/Categories',
  component: Categories,
  args: { block: categoriesBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-12">{Story()}</div>],
} satisfies Meta<typeof Categories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six tiles: two columns on phones, three from md, six from xl. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Shop op categorie' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop op categorie' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/ringen',
      '/kettingen',
      '/oorbellen',
      '/armbanden',
      '/catalog?materials=parel',
      '/catalog?stones=diamant',
    ]);
    await expect(canvas.getByRole('link', { name: 'Ringen' })).toBeVisible();
    for (const img of canvasElement.querySelectorAll('img')) await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

/** Three tiles stay three columns wide on large screens. */
export const FewTiles: Story = { args: { block: fewCategoriesBlock } };

/** Without title or subtitle the grid stands alone (and the section has no name). */
export const WithoutTitle: Story = {
  args: { block: { ...categoriesBlock, data: { items: categoriesBlock.data.items.slice(0, 4) } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** English: links get the /en prefix. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ringen' })).toHaveAttribute('href', '/en/ringen');
  },
};

/** No tiles: the block renders nothing, not even its title. */
export const Empty: Story = {
  args: { block: emptyCategoriesBlock },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'categories', schema: categoriesBlockSchema, malformed: malformedCategoriesBlock, component: Categories, issuePaths: ['data.items.0.url'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;

