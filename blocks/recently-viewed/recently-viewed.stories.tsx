import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RECENTLY_VIEWED_KEY } from '../../kit/product/recently-viewed';
import { routeBrowserApi } from '../../stories/fixtures/catalog-api';
import { contentContext, contentTransport, productDetailOf } from '../../stories/fixtures/content-api';
import { malformedRecentlyViewedBlock, recentlyViewedBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { RecentlyViewed } from './recently-viewed';
import { LazyRecentlyViewed } from './recently-viewed.lazy';
import { recentlyViewedBlockSchema } from './schema';

/** Ids as the product page stores them (newest first), and the fixture API answering /products/{id}. */
function viewed(ids: number[]) {
  window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  provideFakeShop();
  const restore = routeBrowserApi(contentTransport());
  return () => {
    restore();
    window.localStorage.removeItem(RECENTLY_VIEWED_KEY);
  };
}

const title = (id: number) => catalogProducts[id - 1]!.mixedTranslation.title;

const meta = {
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyRecentlyViewed.preload() })],
  title: 'Blocks/Recently viewed',
  component: RecentlyViewed,
  args: { block: recentlyViewedBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The products this browser viewed last. The product page’s island records each viewed product id in localStorage (`recently_viewed`, newest first, 12 at most); this block’s island reads them and fetches each through `/products/{id}`.',
          'The server renders nothing, and so does the island until the products are in, or when none were viewed. On a product page its own product is left out.',
          '',
          '`data`: `title` (default “Onlangs bekeken”) · `count`: at most this many cards (1–12, default 4).',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="min-h-24 py-10">{Story()}</div>],
  beforeEach: () => viewed([7, 2, 11, 4, 9]),
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four of the five viewed products, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Onlangs bekeken' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    await expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([title(7), title(2), title(11), title(4)]);
  },
};

/** On a product page: that product (here the first viewed) is not shown again. */
export const OnAProductPage: Story = {
  args: { context: contentContext({ product: productDetailOf(catalogProducts[6]!) }) },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Onlangs bekeken' });
    await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(title(2)));
    await expect(within(section).queryByRole('heading', { name: title(7) })).toBeNull();
  },
};

/** Nothing viewed yet: the block renders nothing. */
export const Empty: Story = {
  beforeEach: () => viewed([]),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'recently-viewed', schema: recentlyViewedBlockSchema, malformed: malformedRecentlyViewedBlock, component: RecentlyViewed, issuePaths: ['data.count', 'data.title'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
