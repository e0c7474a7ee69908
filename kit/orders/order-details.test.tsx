import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getT } from '../i18n';
import { OrderCustomer, orderCustomerLabels } from './order-customer';
import { orderFixture } from '../../stories/fixtures/orders';
import { OrderLines, orderLinesLabels } from './order-lines';
import { OrderTotals, orderTotalsLabels } from './order-totals';

const t = getT('nl');
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0|\u202f/g, ' ');

describe('OrderLines', () => {
  it('lists each line as bought: SKU, metal, size, engraving, quantity and totals', () => {
    render(<OrderLines lines={orderFixture.order_products} currency="EUR" locale="nl" labels={orderLinesLabels(t)} />);
    const lines = within(screen.getByRole('list', { name: 'Artikelen' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Gravure:“Voor altijd”');
    expect(lines[0]).toHaveTextContent('Maat:48');
    expect(lines[0]).toHaveTextContent('Artikelnummer:BRI-WR-0061-YG14-48');
    // Two pieces: the unit price, then the line total.
    expect(text(lines[1]!.querySelector('[data-slot="order-line-unit-price"]'))).toBe('Prijs per stuk2 ×EUR 119,50');
    expect(text(lines[1]!.querySelector('[data-slot="order-line-total"]'))).toBe('Totaal voor dit artikel EUR 239,00');
    // On sale: the regular price struck through before the price paid.
    expect(text(lines[2]!.querySelector('s'))).toBe('Oorspronkelijke prijs EUR 89,00');
    expect(lines[2]!.querySelector('[data-slot="order-line-unit-price"]')).toBeNull();
  });

  it('adds a line note and a named action link', () => {
    render(
      <OrderLines
        lines={orderFixture.order_products}
        currency="EUR"
        locale="nl"
        labels={orderLinesLabels(t)}
        notes={{ 7: 'Retourneren kan tot en met 16.01.2027' }}
        actions={{ 7: { href: '/return/5?item=7', label: 'Retour aanvragen', name: 'Retour aanvragen voor Klassieke trouwring Bridal 3 mm' } }}
      />,
    );
    expect(screen.getByText('Retourneren kan tot en met 16.01.2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aanvragen voor Klassieke trouwring Bridal 3 mm' })).toHaveAttribute('href', '/return/5?item=7');
  });
});

describe('OrderTotals', () => {
  it('shows subtotal − discount + shipping = total, and the VAT in it', () => {
    render(<OrderTotals order={orderFixture} shipped locale="nl" labels={orderTotalsLabels(t)} />);
    const value = (slot: string) => text(document.querySelector(`[data-slot="${slot}"]`));
    expect(value('order-subtotal')).toBe('EUR 903,00');
    expect(value('order-discount')).toBe('EUR -17,80');
    expect(value('order-shipping')).toBe('Gratis');
    expect(value('order-grand-total')).toBe('EUR 885,20');
    expect(value('order-vat')).toBe('EUR 153,63');
    expect(screen.getByText('Waarvan btw (21%)')).toBeInTheDocument();
  });

  it('says no shipping was needed for a digital-only order', () => {
    render(<OrderTotals order={{ ...orderFixture, discount_amount: 0 }} shipped={false} locale="en" labels={orderTotalsLabels(getT('en'))} />);
    expect(document.querySelector('[data-slot="order-shipping"]')).toHaveTextContent('No shipping needed');
    expect(document.querySelector('[data-slot="order-discount"]')).toBeNull();
  });
});

describe('OrderCustomer', () => {
  it('names countries in their own language, marked with it', () => {
    render(
      <OrderCustomer
        email={orderFixture.contact_email}
        shippingAddress={orderFixture.shipping_address}
        billingAddress={orderFixture.billing_address}
        shippingMethod="PostNL standaard"
        note={null}
        labels={orderCustomerLabels(t)}
      />,
    );
    const addresses = document.querySelectorAll('address');
    expect(addresses[0]).toHaveTextContent('Nederland');
    expect(within(addresses[1] as HTMLElement).getByText('België / Belgique')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('klant@juwelier-aurum.nl')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Klantgegevens' })).toBeInTheDocument();
  });
});
