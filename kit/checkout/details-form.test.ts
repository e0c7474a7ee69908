import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutCartFixture, newCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { formTexts } from '../account/account-fields';
import { checkoutFieldSpecs } from './checkout-setup';
import { groupErrors, useDetailsForm } from './details-form';

const fields = checkoutFieldSpecs(getT('nl'));
const texts = formTexts('nl');

describe('the checkout form', () => {
  it("starts from the cart's values (a signed-in customer's pre-filled ones too)", () => {
    const { result } = renderHook(() => useDetailsForm(fields, texts, checkoutCartFixture));
    expect(result.current.email).toBe('sanne@example.nl');
    expect(result.current.shipping).toMatchObject({ first_name: 'Sanne', zip: '1016 DZ', country: 'NL', company: '' });
    expect(result.current.billingSame).toBe(true);
  });

  it("checks the account forms' rules, keyed by the API's field paths", () => {
    const { result } = renderHook(() => useDetailsForm(fields, texts, newCheckoutCart));
    const errors = result.current.validate(true);
    expect(errors).toMatchObject({ contact_email: 'E-mailadres is verplicht', 'shipping_address.first_name': 'Voornaam is verplicht', 'shipping_address.zip': 'Postcode is verplicht' });
    expect(Object.keys(errors).some((key) => key.startsWith('billing_address.'))).toBe(false);
    expect(groupErrors(errors, 'shipping_address.')).toMatchObject({ first_name: 'Voornaam is verplicht' });
    // A digital-only cart asks for no address.
    expect(Object.keys(result.current.validate(false))).toEqual(['contact_email']);
  });

  it('asks for the billing address only when it differs, and re-checks a corrected field at once', () => {
    const { result } = renderHook(() => useDetailsForm(fields, texts, checkoutCartFixture));
    act(() => result.current.setBillingSame(false));
    const errors = result.current.validate(true);
    expect(errors['billing_address.address_line_1']).toBe('Straat en huisnummer is verplicht');
    act(() => result.current.setErrors(errors));
    act(() => void result.current.changeAddress('billing', 'address_line_1', 'Meir 12'));
    expect(result.current.errors['billing_address.address_line_1']).toBeUndefined();
    expect(result.current.errors['billing_address.city']).toBe('Plaats is verplicht');
  });

  it('sends trimmed values, null for empty optional ones and for the same billing address', () => {
    const { result } = renderHook(() => useDetailsForm(fields, texts, checkoutCartFixture));
    act(() => result.current.changeNote('  Graag inpakken  '));
    expect(result.current.body(true)).toEqual({
      contact_email: 'sanne@example.nl',
      shipping_address: { first_name: 'Sanne', last_name: 'Jansen', company: null, address_line_1: 'Keizersgracht 214', address_line_2: null, zip: '1016 DZ', city: 'Amsterdam', state: null, country: 'NL', phone: '+31612345678' },
      billing_address: null,
      note: 'Graag inpakken',
    });
  });
});
