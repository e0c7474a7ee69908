import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyListView, shopView } from '../state/shop-view';
import { WishlistLink } from './wishlist-link.client';

const labels = { wishlist: 'Verlanglijst', one: 'Verlanglijst, {count} sieraad', other: 'Verlanglijst, {count} sieraden' };

describe('WishlistLink', () => {
  afterEach(() => shopView.setState({ wishlist: emptyListView }));

  it('links to the wishlist, and shows how many pieces are on it once the list is loaded', () => {
    render(<WishlistLink href="/wishlist" className="" labels={labels} />);
    expect(screen.getByRole('link', { name: 'Verlanglijst' })).toHaveAttribute('href', '/wishlist');
    expect(document.querySelector('[data-slot="wishlist-count"]')).toBeNull();
    act(() => shopView.setState({ wishlist: { ...emptyListView, skus: ['A', 'B'], status: 'ready' } }));
    expect(screen.getByRole('link', { name: 'Verlanglijst, 2 sieraden' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="wishlist-count"]')).toHaveTextContent('2');
    act(() => shopView.setState({ wishlist: { ...emptyListView, skus: ['A'], status: 'ready' } }));
    expect(screen.getByRole('link', { name: 'Verlanglijst, 1 sieraad' })).toBeInTheDocument();
  });
});
