import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutCartFixture, newCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutShippingRates, checkoutShippingRatesLabels, type CheckoutShippingRatesProps } from './checkout-shipping-rates';

const labels = checkoutShippingRatesLabels(getT('nl'));
const view = (props: Partial<CheckoutShippingRatesProps> = {}) => {
  const onChange = vi.fn();
  render(<CheckoutShippingRates rates={checkoutCartFixture.shipping_rates} value={null} onChange={onChange} currency="EUR" locale="nl" labels={labels} {...props} />);
  return onChange;
};

describe('CheckoutShippingRates', () => {
  it('is a radio group of the rates with delivery time and the price the API set (free above the threshold)', async () => {
    const onChange = view();
    const group = screen.getByRole('group', { name: 'Verzendmethode' });
    expect(group).toBeInTheDocument();
    const postnl = screen.getByRole('radio', { name: /PostNL, verzekerd met handtekening/ });
    expect(postnl).toHaveAccessibleDescription('1–2 werkdagen');
    expect(postnl.closest('label')).toHaveTextContent('Gratis');
    await userEvent.click(screen.getByRole('radio', { name: /Ophalen in onze winkel/ }));
    expect(onChange).toHaveBeenCalledWith('pickup-amsterdam');
  });

  it('names the free-shipping threshold of a rate that still costs something', () => {
    const rates = newCheckoutCart.shipping_rates.length ? newCheckoutCart.shipping_rates : [{ id: 'postnl-insured', title: 'PostNL', delivery_time: '1–2 werkdagen', amount: 495, base_amount: 495, free_from: 10_000, selected: true }];
    view({ rates, value: 'postnl-insured' });
    const radio = screen.getByRole('radio', { name: /PostNL/ });
    expect(radio).toBeChecked();
    expect(radio).toHaveAccessibleDescription(/1–2 werkdagen · Gratis vanaf EUR\s100,00/);
    expect(radio.closest('label')).toHaveTextContent(/EUR\s4,95/);
  });

  it('shows loading, none for the country, an error with retry, and a digital-only cart', async () => {
    const { unmount } = render(<CheckoutShippingRates rates={[]} value={null} onChange={vi.fn()} status="loading" currency="EUR" locale="nl" labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Verzendmethoden worden geladen…');
    unmount();
    view({ rates: [] });
    expect(screen.getByText('We verzenden (nog) niet naar dit land.')).toBeInTheDocument();
    const onRetry = vi.fn();
    view({ status: 'error', onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(onRetry).toHaveBeenCalledOnce();
    view({ requiresShipping: false });
    expect(screen.getByText(/alleen digitale artikelen/)).toBeInTheDocument();
  });

  it('links an error to the group', () => {
    view({ error: 'Kies een verzendmethode.' });
    expect(screen.getByRole('group', { name: 'Verzendmethode' })).toHaveAccessibleDescription('Kies een verzendmethode.');
  });
});
