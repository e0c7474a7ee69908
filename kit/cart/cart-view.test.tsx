import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLines, cartWith, emptyCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CartDrawer } from './cart-drawer';
import { cartLabels, CartView, type CartViewProps } from './cart-view';

const labels = cartLabels(getT('nl'));
const view = (props: Partial<CartViewProps> = {}) => {
  const handlers = { onQuantityChange: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() };
  render(
    <CartView
      cart={cartFixture}
      currency="EUR"
      locale="nl"
      labels={labels}
      productHref={(item) => `/product/${item.slug}`}
      shopHref="/"
      checkoutHref="/checkout"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};
const normalize = (s: string | null | undefined) => s?.replace(/\s/g, ' ');
const lineOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('CartView', () => {
  it('shows each line with its details, unit price and line total in EUR, nl-NL', () => {
    view();
    const lines = within(screen.getByRole('list', { name: 'Artikelen in je winkelwagen' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);

    const ring = lineOf('Solitair verlovingsring');
    expect(screen.getByRole('link', { name: 'Solitair verlovingsring' })).toHaveAttribute('href', '/product/solitaire-engagement-ring');
    expect(normalize(ring.querySelector('[data-slot="cart-line-details"]')?.textContent)).toBe('Metaal:14 karaat geelgoudMaat:52');
    expect(normalize(ring.querySelector('[data-slot="price-now"]')?.textContent)).toBe('EUR 1.495,00');
    expect(normalize(ring.querySelector('[data-slot="cart-line-total"]')?.textContent)).toBe('Totaal voor dit artikel EUR 1.495,00');
    expect(within(ring).getByRole('spinbutton', { name: 'Aantal van Solitair verlovingsring' })).toHaveValue(1);
  });

  it('strikes the regular unit price through on sale and totals the line at the sale price', () => {
    view();
    const earrings = lineOf('Parel oorknoppen');
    expect(normalize(earrings.querySelector('s')?.textContent)).toBe('Oorspronkelijke prijs EUR 129,00');
    expect(normalize(earrings.querySelector('[data-slot="price-now"]')?.textContent)).toBe('Nu EUR 103,20');
    expect(normalize(earrings.querySelector('[data-slot="cart-line-total"]')?.textContent)).toContain('EUR 206,40');
  });

  it('quotes the engraving text', () => {
    view();
    expect(lineOf('Gegraveerde hanger')).toHaveTextContent('Gravure:“Voor altijd”');
  });

  it('sums up subtotal, sale discount (negative), shipping and total', () => {
    view();
    const summary = screen.getByRole('region', { name: 'Overzicht' });
    expect(normalize(summary.querySelector('[data-slot="cart-subtotal"]')?.textContent)).toBe('EUR 2.002,00');
    expect(normalize(summary.querySelector('[data-slot="cart-discount"]')?.textContent)).toBe('EUR -51,60');
    expect(within(summary).getByText('Berekend bij afrekenen')).toBeInTheDocument();
    expect(normalize(summary.querySelector('[data-slot="cart-total"]')?.textContent)).toBe('EUR 1.950,40');
    expect(within(summary).getByRole('link', { name: 'Afrekenen' })).toHaveAttribute('href', '/checkout');
  });

  it('leaves out the discount row without a sale and needs no shipping for digital items only', () => {
    view({ cart: cartWith([cartLines.giftCard]) });
    expect(document.querySelector('[data-slot="cart-discount"]')).toBeNull();
    expect(screen.getByText('Geen verzending nodig')).toBeInTheDocument();
  });

  it('names no metal or size on a digital line (the seed keeps a gift card’s amount in its size)', () => {
    view({ cart: cartWith([{ ...cartLines.giftCard, material: cartLines.ring.material, size: '50' }]) });
    expect(document.querySelector('[data-slot="cart-line-details"]')).toBeNull();
  });

  it('calls onRemove with the line’s id', async () => {
    const { onRemove } = view();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder Parel oorknoppen' }));
    expect(onRemove).toHaveBeenCalledWith(cartLines.onSale.id);
  });

  it('calls onQuantityChange with the line’s id and the new quantity on plus, within the tracked stock', async () => {
    const { onQuantityChange } = view();
    await userEvent.click(screen.getByRole('button', { name: 'Verhoog het aantal van Solitair verlovingsring' }));
    expect(onQuantityChange).toHaveBeenCalledWith(cartLines.ring.id, 2);
    expect(screen.getByRole('button', { name: 'Verlaag het aantal van Solitair verlovingsring' })).toBeDisabled();
  });

  it('shows the empty state with a link back to the shop', () => {
    view({ cart: emptyCart, shopHref: '/nl/shop' });
    expect(screen.getByText('Je winkelwagen is leeg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/nl/shop');
    expect(screen.queryByRole('link', { name: 'Afrekenen' })).toBeNull();
  });

  it('marks a line being removed busy, with its controls disabled', () => {
    view({ removingIds: [cartLines.ring.id] });
    const ring = lineOf('Solitair verlovingsring');
    expect(ring).toHaveAttribute('aria-busy', 'true');
    expect(within(ring).getByRole('status')).toHaveTextContent('Wordt verwijderd…');
    for (const control of [...within(ring).getAllByRole('button'), within(ring).getByRole('spinbutton')]) expect(control).toBeDisabled();
    expect(lineOf('Parel oorknoppen')).not.toHaveAttribute('aria-busy');
  });

  it('says when a line is no longer available', () => {
    view({ cart: cartWith([cartLines.ring, cartLines.unavailable]) });
    expect(within(lineOf('Tennisarmband')).getByText(labels.unavailable)).toBeInTheDocument();
    expect(within(lineOf('Solitair verlovingsring')).queryByText(labels.unavailable)).toBeNull();
  });

  it('shows a busy skeleton while the first load runs', () => {
    view({ cart: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Winkelwagen wordt geladen…');
  });

  it('shows the error with a retry button', async () => {
    const { onRetry } = view({ cart: undefined, loading: true, error: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Je winkelwagen kon niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('CartDrawer', () => {
  it('is a dialog named "Winkelwagen", described by the number of pieces, with a link to the cart page', () => {
    render(
      <CartDrawer
        open
        onOpenChange={vi.fn()}
        cart={cartFixture}
        currency="EUR"
        locale="nl"
        labels={labels}
        productHref={(item) => `/product/${item.slug}`}
        shopHref="/"
        checkoutHref="/checkout"
        cartHref="/cart"
        onQuantityChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Winkelwagen' });
    expect(dialog).toHaveAccessibleDescription('4 artikelen');
    expect(within(dialog).getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveAttribute('href', '/cart');
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });
});
