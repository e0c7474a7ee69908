import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { isLocale, type Locale } from '../../domain/locale';
import { journalContext, type JournalApiOptions } from '../../stories/fixtures/journal-api';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Articles } from './articles';
import { articlesBlockSchema, type ArticlesBlock } from './schema';

interface Args {
  block: ArticlesBlock;
  locale: Locale;
  api: JournalApiOptions;
}

const articlesBlock: ArticlesBlock = articlesBlockSchema.parse({
  id: 601,
  type: 'articles',
  data: {
    title: 'Uit ons journaal',
    subtitle: 'Verhalen uit het atelier en alles over edelstenen, maten en onderhoud.',
    count: 3,
    link: { text: 'Naar het journaal', url: '/articles' },
  },
});

const meta = {
  title: 'Blocks/Articles',
  args: { block: articlesBlock, locale: 'nl', api: {} },
  argTypes: { locale: { control: false }, api: { control: false } },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ args, globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await Articles({ block: args.block, locale, context: journalContext({ ...args.api, lang: locale }) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-10">{(loaded.view as ReactNode) ?? <></>}</div>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three latest posts as cards, with a link to the journal. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Uit ons journaal' });
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(within(section).getByRole('link', { name: 'Naar het journaal' })).toHaveAttribute('href', '/articles');
  },
};

/** One category's posts ("Onderhoud"). */
export const Category: Story = {
  args: { block: { ...articlesBlock, data: { ...articlesBlock.data, title: 'Onderhoud', subtitle: undefined, category: 'onderhoud', link: { text: 'Alle tips', url: '/articles/onderhoud' } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Zo maak je je sieraden thuis schoon');
  },
};

/** No posts yet (or the journal is down): the block renders nothing. */
export const Empty: Story = {
  args: { api: { posts: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'articles',
  schema: articlesBlockSchema,
  malformed: { id: 602, type: 'articles', data: { count: 40, category: 'Onderhoud & zo' } },
  component: Articles as unknown as ComponentType<BlockProps<ArticlesBlock>>,
  issuePaths: ['data.count', 'data.category'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
