import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { cardStates } from '../../stories/fixtures/products';
import { productPath, toCardProduct } from './card-product';
import { ProductCard, type ProductCardProps } from './product-card';

const labels = { from: 'vanaf', was: 'Oorspronkelijke prijs', now: 'Nu', outOfStock: 'Uitverkocht', wishlist: 'Op verlanglijst', compare: 'Vergelijken' };
const card = (props: Partial<ProductCardProps> & Pick<ProductCardProps, 'product'>) =>
  render(<ProductCard href="/product/x" locale="nl" currency="EUR" labels={labels} {...props} />);
const text = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)?.textContent?.replace(/\s/g, ' ');

describe('ProductCard', () => {
  it('links the title to the product page and shows the packshot with a hover image', () => {
    card({ product: cardStates.normal, href: '/product/solitaire' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(cardStates.normal.mixedTranslation.title);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/solitaire');
    const [primary, hover] = document.querySelectorAll('img');
    expect(primary).toHaveAttribute('src', cardStates.normal.images[0]!.url);
    expect(primary).toHaveAttribute('loading', 'lazy');
    expect(hover).toHaveAttribute('src', cardStates.normal.images[1]!.url);
    expect(hover).toHaveAttribute('alt', '');
    expect(hover!.className).toContain('group-hover:opacity-100');
  });

  it('loads eagerly (and first) in the first row', () => {
    card({ product: cardStates.normal, eager: true, highPriority: true });
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the regular price of the default configuration', () => {
    card({ product: cardStates.normal });
    expect(text('price-now')).toBe('EUR 1.295,00');
    expect(document.querySelector('s')).toBeNull();
  });

  it('strikes the old price through on sale and says which price is which', () => {
    card({ product: cardStates.onSale });
    expect(document.querySelector('s')).toHaveTextContent('Oorspronkelijke prijs EUR 89,00');
    expect(text('price-now')).toBe('Nu EUR 71,20');
    expect(document.querySelector('[data-slot="price-now"]')).toHaveClass('text-sale');
  });

  it('says "vanaf" when configurations differ in price', () => {
    card({ product: cardStates.from });
    expect(screen.getByText('vanaf')).toBeInTheDocument();
  });

  it('shows the selected configuration’s image and price (material filter)', () => {
    card({ product: cardStates.filtered });
    expect(document.querySelector('img')).toHaveAttribute('alt', 'Aanschuifring in geelgoud');
    expect(text('price-now')).toBe('EUR 299,00');
  });

  it('is out of stock when tracked stock is zero, and when the price is zero (no price shown)', () => {
    const { unmount } = card({ product: cardStates.outOfStock });
    expect(screen.getByText('Uitverkocht')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="product-card"]')).toHaveAttribute('data-out-of-stock', 'true');
    unmount();
    card({ product: cardStates.free });
    expect(screen.getByText('Uitverkocht')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="price"]')).toBeNull();
  });

  it('shows badges with their tone', () => {
    card({ product: cardStates.onSale });
    expect(screen.getByText('Sale')).toHaveAttribute('data-tone', 'sale');
  });

  it('hides wishlist and compare without toggles', () => {
    card({ product: cardStates.normal });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles wishlist and compare for the default SKU with aria-pressed', async () => {
    const calls = provideFakeShop();
    card({ product: cardStates.normal, toggles: true });
    const wishlist = screen.getByRole('button', { name: 'Op verlanglijst' });
    expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wishlist);
    await waitFor(() => expect(wishlist).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Vergelijken' }));
    expect(calls.toggles).toEqual([
      { kind: 'wishlist', sku: cardStates.normal.default_sku },
      { kind: 'comparison', sku: cardStates.normal.default_sku },
    ]);
  });
});

describe('productPath and toCardProduct', () => {
  it('links to /product/{slug}, with configuration_id when the listing picked one', () => {
    expect(productPath(cardStates.normal)).toBe(`/product/${cardStates.normal.slug}`);
    expect(productPath(cardStates.filtered)).toBe(`/product/${cardStates.filtered.slug}?configuration_id=P1-MAT-YG14`);
    expect(productPath({ ...cardStates.filtered, selected_config: null })).toBe(`/product/${cardStates.filtered.slug}?configuration_id=P1-MAT-YG14`);
    expect(productPath({ ...cardStates.filtered, embedded: true })).toBe(`/product/${cardStates.filtered.slug}`);
  });

  it('keeps only what a card shows', () => {
    const slim = toCardProduct({ ...cardStates.normal, mixedTranslation: { ...cardStates.normal.mixedTranslation, description: 'lang verhaal' } });
    expect(slim.mixedTranslation).toEqual({ title: cardStates.normal.mixedTranslation.title });
    expect(Object.keys(slim)).not.toContain('medias');
    expect(slim.images).toHaveLength(2);
  });
});
