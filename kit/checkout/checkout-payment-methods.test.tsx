import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethodsFixture } from '../../stories/fixtures/checkout';
import { getT } from '../i18n';
import { CheckoutPaymentMethods, checkoutPaymentMethodsLabels } from './checkout-payment-methods';

const labels = checkoutPaymentMethodsLabels(getT('nl'));

describe('CheckoutPaymentMethods', () => {
  it('offers the methods in the API order, with their hints, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<CheckoutPaymentMethods methods={paymentMethodsFixture.map((m) => ({ ...m, hint: m.id === 'bank_transfer' ? 'Bankgegevens na het bestellen' : undefined }))} value="stripe_payment_element" onChange={onChange} labels={labels} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['stripe_payment_element', 'stripe_checkout_form', 'paypal', 'bank_transfer']);
    expect(screen.getByRole('radio', { name: /Bankoverschrijving/ })).toHaveAccessibleDescription('Bankgegevens na het bestellen');
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });

  it('holds the chosen method’s form and locks the choice while paying', () => {
    render(
      <CheckoutPaymentMethods methods={paymentMethodsFixture} value="stripe_payment_element" onChange={vi.fn()} disabled labels={labels}>
        <p>Kaartformulier</p>
      </CheckoutPaymentMethods>,
    );
    expect(screen.getByText('Kaartformulier').closest('[data-method]')).toHaveAttribute('data-method', 'stripe_payment_element');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
