import { LazyWishlistView } from './wishlist.lazy';
import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emptyListView, shopView } from '../../kit/state/shop-view';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { listItems, malformedWishlistBlock, onSaleItem, stockOutItem, wishlistBlock } from '../../stories/fixtures/list-items';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { wishlistBlockSchema } from './schema';
import { Wishlist } from './wishlist';

const meta = {
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyWishlistView.preload() })],
  title: 'Blocks/Wishlist',
  component: Wishlist,
  args: { block: wishlistBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  // The shop runtime's stand-in: the saved pieces, and the cart answering "added".
  beforeEach: () => {
    provideFakeShop({ wishlist: listItems });
  },
} satisfies Meta<typeof Wishlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved pieces as cards: in stock, on sale, sold out (no add to cart) and pre-order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sieraden op je verlanglijst' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('Op voorraad')).toHaveLength(2);
    await expect(canvas.getByText('Uitverkocht')).toBeVisible();
    await expect(canvas.getByText('Pre-order')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `In winkelwagen: ${stockOutItem.title}` })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: onSaleItem.title })).toHaveAttribute('href', '/product/stadskaart-armband-rotterdam-5?configuration_id=P5-MAT-AG925');
  },
};

/** The shopper removes a piece: its card goes, focus moves to the next remove button. */
export const RemovingAPiece: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Verwijder ${onSaleItem.title} van je verlanglijst` }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: onSaleItem.title })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: `Verwijder ${stockOutItem.title} van je verlanglijst` })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: `In winkelwagen: ${listItems[0]!.title}` }));
    await waitFor(() => expect(shopView.getState().cartCount).toBe(1));
  },
};

/** Nothing saved yet: the merchandiser's text and a way to the catalogue. */
export const Empty: Story = {
  beforeEach: () => {
    provideFakeShop({ wishlist: [] });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(wishlistBlock.data.empty_text!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
  },
};

/** Before the shop runtime has loaded the list (also the server's HTML): a busy skeleton. */
export const Loading: Story = {
  beforeEach: () => {
    provideFakeShop();
    shopView.setState({ wishlist: { ...emptyListView, status: 'loading' } });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent('Je lijst wordt geladen…');
  },
};

/** The list could not be loaded: a message and a retry. */
export const LoadFailed: Story = {
  beforeEach: () => {
    provideFakeShop();
    shopView.setState({ wishlist: { ...emptyListView, status: 'error' } });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Je lijst kon niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Probeer opnieuw' })).toBeEnabled();
  },
};

const invalidStories = invalidBlockStories({
  type: 'wishlist',
  schema: wishlistBlockSchema,
  malformed: malformedWishlistBlock,
  component: Wishlist,
  issuePaths: ['data.title', 'data.columns'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
