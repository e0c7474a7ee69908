import { LazyWishlistView } from './wishlist.lazy';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyListView, shopView } from '../../kit/state/shop-view';
import { inStockItem, listItems, onSaleItem, preOrderItem, stockOutItem, wishlistBlock } from '../../stories/fixtures/list-items';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { wishlistBlockSchema } from './schema';
import { Wishlist } from './wishlist';

// The island is code-split: loaded up front it renders at once.
beforeAll(async () => {
  await LazyWishlistView.preload();
});

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;

describe('wishlistBlockSchema', () => {
  it('takes optional texts and 2 to 4 columns (4 by default)', () => {
    expect(wishlistBlockSchema.parse({ id: 1, type: 'wishlist', data: {} }).data.columns).toBe(4);
    const invalid = wishlistBlockSchema.safeParse({ id: 1, type: 'wishlist', data: { title: ' ', columns: 6, empty_text: 3 } });
    expect(invalid.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.columns', 'data.empty_text', 'data.title']);
  });
});

describe('Wishlist', () => {
  it('shows each saved piece as a card with its price and stock status', () => {
    provideFakeShop({ wishlist: listItems });
    render(<Wishlist block={wishlistBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Bewaard voor later' });
    expect(section).toHaveAttribute('data-block', 'wishlist');
    expect(within(screen.getByRole('list', { name: 'Sieraden op je verlanglijst' })).getAllByRole('article')).toHaveLength(4);

    expect(within(card(inStockItem.title)).getByText('Op voorraad')).toBeInTheDocument();
    expect(within(card(stockOutItem.title)).getByText('Uitverkocht')).toBeInTheDocument();
    expect(within(card(preOrderItem.title)).getByText('Pre-order')).toBeInTheDocument();
    // On sale: the regular price struck through before the price to pay.
    expect(card(onSaleItem.title).querySelector('s')).toHaveTextContent('Oorspronkelijke prijs EUR 89,00');
    expect(card(onSaleItem.title).querySelector('[data-slot="price-now"]')).toHaveTextContent('Nu EUR 71,20');
    expect(within(card(inStockItem.title)).getByRole('link', { name: inStockItem.title })).toHaveAttribute('href', '/product/solitaire-verlovingsring-050-ct-2?configuration_id=P2-MAT-YG14');
  });

  it('adds the listed configuration to the cart; a sold-out piece cannot be added', async () => {
    const calls = provideFakeShop({ wishlist: listItems });
    render(<Wishlist block={wishlistBlock} locale="nl" />);
    await userEvent.click(screen.getByRole('button', { name: `In winkelwagen: ${onSaleItem.title}` }));
    await waitFor(() => expect(calls.adds).toEqual([{ configuration_id: onSaleItem.configuration_id, quantity: 1 }]));
    expect(screen.getByRole('button', { name: `In winkelwagen: ${stockOutItem.title}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `In winkelwagen: ${preOrderItem.title}` })).toBeEnabled();
  });

  it('removes a piece by its SKU, says so and moves focus to the next remove button', async () => {
    const calls = provideFakeShop({ wishlist: listItems });
    render(<Wishlist block={wishlistBlock} locale="nl" />);
    await userEvent.click(screen.getByRole('button', { name: `Verwijder ${onSaleItem.title} van je verlanglijst` }));
    expect(calls.toggles).toEqual([{ kind: 'wishlist', sku: onSaleItem.sku }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: onSaleItem.title })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(`${onSaleItem.title} is van je verlanglijst verwijderd.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Verwijder ${stockOutItem.title} van je verlanglijst` })).toHaveFocus();
  });

  it('links to the catalogue when empty, under /en in English', () => {
    provideFakeShop({ wishlist: [] });
    const { unmount } = render(<Wishlist block={wishlistBlock} locale="nl" />);
    expect(screen.getByText(wishlistBlock.data.empty_text!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
    unmount();
    render(<Wishlist block={{ ...wishlistBlock, data: { columns: 4 } }} locale="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your wishlist' })).toBeInTheDocument();
    expect(screen.getByText(/Your wishlist is still empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jewellery' })).toHaveAttribute('href', '/en/catalog');
  });

  it('shows a busy skeleton until the list has loaded, and English stock statuses', () => {
    provideFakeShop();
    shopView.setState({ wishlist: { ...emptyListView, status: 'loading' } });
    const { unmount } = render(<Wishlist block={wishlistBlock} locale="nl" />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Je lijst wordt geladen…');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    provideFakeShop({ wishlist: listItems });
    render(<Wishlist block={wishlistBlock} locale="en" />);
    expect(screen.getAllByText('In stock')).toHaveLength(2);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: preOrderItem.title })).toHaveAttribute('href', '/en/product/gehamerde-trouwring-4-mm-9?configuration_id=P9-MAT-RG14');
  });

  it('links an embedded product without a configuration', () => {
    provideFakeShop({ wishlist: [{ ...inStockItem, embedded: true }] });
    render(<Wishlist block={wishlistBlock} locale="nl" />);
    expect(screen.getByRole('link', { name: inStockItem.title })).toHaveAttribute('href', '/product/solitaire-verlovingsring-050-ct-2');
  });

  it('offers a retry when the list could not be loaded', () => {
    provideFakeShop();
    shopView.setState({ wishlist: { ...emptyListView, status: 'error' } });
    render(<Wishlist block={wishlistBlock} locale="nl" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Je lijst kon niet worden geladen.');
    expect(screen.getByRole('button', { name: 'Probeer opnieuw' })).toBeInTheDocument();
  });
});
