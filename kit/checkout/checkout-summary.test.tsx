import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCartFixture, discountedCheckoutCart, newCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutSummary, checkoutSummaryLabels } from './checkout-summary';

const labels = checkoutSummaryLabels(getT('nl'));
const text = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)?.textContent?.replace(/\s/g, ' ');

describe('CheckoutSummary', () => {
  it("lists the lines and shows the API's amounts: subtotal, discount, shipping, total, to pay, VAT", () => {
    render(<CheckoutSummary cart={checkoutCartFixture} locale="nl" labels={labels} editHref="/cart" />);
    const region = screen.getByRole('region', { name: 'Je bestelling' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(text('checkout-subtotal')).toBe('EUR 2.002,00');
    // The sale saving on a line of its own; no code, so no code line.
    expect(text('checkout-sale-discount')).toBe('EUR -51,60');
    expect(text('checkout-discount')).toBeUndefined();
    // PostNL is free above EUR 100.
    expect(text('checkout-shipping')).toBe('Gratis');
    // Without gift cards the total is what is paid: one line, "Totaal".
    expect(text('checkout-total')).toBeUndefined();
    expect(text('checkout-to-pay')).toBe('EUR 1.950,40');
    expect(document.querySelector('[data-slot="checkout-to-pay"]')?.previousElementSibling).toHaveTextContent('Totaal');
    expect(text('checkout-vat')).toBe('EUR 338,50');
    expect(screen.getByText('Waarvan btw (21%)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winkelwagen wijzigen' })).toHaveAttribute('href', '/cart');
  });

  it('names the code with the discount and takes gift cards off before what is left to pay', () => {
    render(<CheckoutSummary cart={discountedCheckoutCart} locale="nl" labels={labels} />);
    expect(screen.getByText('(WELKOM10)')).toBeInTheDocument();
    // Only the code takes something off here (no line is on sale).
    expect(text('checkout-sale-discount')).toBeUndefined();
    expect(text('checkout-discount')).toBe('EUR -174,40');
    expect(document.querySelector('[data-slot="checkout-discount"]')?.previousElementSibling).toHaveTextContent(/^Kortingscode\s*\(WELKOM10\)$/);
    expect(text('checkout-total')).toBe('EUR 1.569,60');
    expect(text('checkout-gift-card-amount')).toBe('EUR -100,00');
    expect(document.querySelector('[data-slot="checkout-to-pay"]')?.previousElementSibling).toHaveTextContent('Te betalen');
    expect(text('checkout-to-pay')).toBe('EUR 1.469,60');
  });

  it('asks for a shipping method while none is chosen, and marks the amounts busy while saving', () => {
    render(<CheckoutSummary cart={newCheckoutCart} locale="nl" labels={labels} updating />);
    expect(text('checkout-shipping')).toBe('Kies een verzendmethode');
    expect(document.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met opslaan…');
    expect(document.querySelector('[data-slot="checkout-gift-card-amount"]')).toBeNull();
  });

  it('shows the sale saving and the code apart when both take something off', () => {
    const cart = { ...discountedCheckoutCart, discount_amount: discountedCheckoutCart.discount_amount + 51_60 };
    render(<CheckoutSummary cart={cart} locale="nl" labels={labels} />);
    expect(text('checkout-sale-discount')).toBe('EUR -51,60');
    expect(document.querySelector('[data-slot="checkout-sale-discount"]')?.previousElementSibling).toHaveTextContent('Actiekorting');
    expect(text('checkout-discount')).toBe('EUR -174,40');
  });
});
