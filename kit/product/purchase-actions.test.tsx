import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseActions } from './purchase-actions';
import { ProductToggles } from './product-toggles';

const labels = { addToCart: 'In winkelwagen', buyNow: 'Direct kopen', unavailable: 'Bestellen is op dit moment niet mogelijk' };
const classNames = { primary: 'primary', secondary: 'secondary' };

describe('PurchaseActions', () => {
  it('calls the handlers when given', async () => {
    const onAddToCart = vi.fn();
    const onBuyNow = vi.fn();
    render(<PurchaseActions onAddToCart={onAddToCart} onBuyNow={onBuyNow} labels={labels} classNames={classNames} />);
    await userEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Direct kopen' }));
    expect(onAddToCart).toHaveBeenCalledOnce();
    expect(onBuyNow).toHaveBeenCalledOnce();
  });

  it('without handlers the buttons are disabled and say why in their title', () => {
    render(<PurchaseActions labels={labels} classNames={classNames} />);
    for (const name of ['In winkelwagen', 'Direct kopen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAttribute('title', labels.unavailable);
    }
  });
});

describe('ProductToggles', () => {
  it('toggles wishlist and compare with aria-pressed', async () => {
    const onWishlist = vi.fn();
    render(<ProductToggles wishlisted onWishlist={onWishlist} onCompare={() => {}} labels={{ wishlist: 'Bewaar op verlanglijst', compare: 'Vergelijk' }} />);
    expect(screen.getByRole('button', { name: 'Bewaar op verlanglijst' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vergelijk' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Bewaar op verlanglijst' }));
    expect(onWishlist).toHaveBeenCalledOnce();
  });

  it('hides a toggle without its handler, and renders nothing without any', () => {
    const { container, rerender } = render(<ProductToggles onCompare={() => {}} labels={{ wishlist: 'W', compare: 'C' }} />);
    expect(screen.queryByRole('button', { name: 'W' })).toBeNull();
    rerender(<ProductToggles labels={{ wishlist: 'W', compare: 'C' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
