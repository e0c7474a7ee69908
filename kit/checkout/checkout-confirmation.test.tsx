import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankTransferOrder, paidOrderWithCodes } from '../../stories/fixtures/checkout';
import { getT } from '../i18n';
import { CheckoutConfirmation, checkoutConfirmationLabels } from './checkout-confirmation';
import { orderCustomerLabels } from '../orders/order-customer';
import { orderLinesLabels } from '../orders/order-lines';

const t = getT('nl');
const view = (order = bankTransferOrder, payment = { label: 'Niet betaald', tone: 'attention' as const }) =>
  render(<CheckoutConfirmation order={order} locale="nl" payment={payment} paymentMethod="Bankoverschrijving" labels={checkoutConfirmationLabels(t)} lineLabels={orderLinesLabels(t)} customerLabels={orderCustomerLabels(t)} />);
const text = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)?.textContent?.replace(/\s/g, ' ');

describe('CheckoutConfirmation', () => {
  it('shows the order number, payment status and the bank-transfer instructions while unpaid', () => {
    view();
    expect(screen.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeInTheDocument();
    expect(text('order-number')).toBe('AU-2026-000012');
    expect(text('order-payment-status')).toBe('Niet betaald');
    const transfer = screen.getByRole('region', { name: 'Betalen per overschrijving' });
    expect(transfer).toHaveTextContent('IBAN NL91 ABNA 0417 1643 00');
    expect(transfer).toHaveTextContent(/Over te maken:\s*EUR\s885,20/);
    expect(screen.getByText('We sturen de bevestiging naar klant@juwelier-aurum.nl.')).toBeInTheDocument();
  });

  it('lists the lines and every amount as the API stored it: discount with its code, gift cards, total, VAT', () => {
    view(paidOrderWithCodes, { label: 'Betaald', tone: 'positive' as never });
    expect(screen.queryByRole('region', { name: 'Betalen per overschrijving' })).toBeNull();
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('data-slot') === 'order-line')).toHaveLength(3);
    expect(screen.getByText('(WELKOM10)')).toBeInTheDocument();
    expect(text('order-subtotal')).toBe('EUR 903,00');
    expect(text('order-discount')).toBe('EUR -106,32');
    expect(text('order-shipping')).toBe('EUR 4,95');
    expect(text('order-gift-cards')).toBe('EUR -100,00');
    expect(text('order-grand-total')).toBe('EUR 701,63');
    expect(text('order-vat')).toBe('EUR 139,13');
  });
});
