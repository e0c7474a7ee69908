'use client';

import { useState } from 'react';
import type { Cart } from '../../api/contract/cart';
import type { CheckoutAddressInput, UpdateCheckoutCartRequest } from '../../api/contract/checkout';
import { formBody, validateField, validateForm, type FieldSpec, type FormValidationTexts, type FormValues } from '../../domain/forms/form-rules';
import { addressValues } from './checkout-rules';
import type { CheckoutFieldSpecs } from './checkout-setup';

/** Error keys are the API's 422 field paths: `contact_email`, `shipping_address.zip`, `billing_address.city`, `note`, `shipping_rate_id`. */
export type FieldErrors = Record<string, string>;

const SHIPPING = 'shipping_address.';
const BILLING = 'billing_address.';

/** The errors of one group, keyed by the group's field names. */
export function groupErrors(errors: FieldErrors, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}

const prefixed = (errors: Record<string, string>, prefix: string): FieldErrors => Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}${key}`, message]));

/** An address form's values as the API takes them (trimmed; empty optional fields null). */
export function addressBody(fields: readonly FieldSpec[], values: FormValues): CheckoutAddressInput {
  return formBody([...fields], values) as CheckoutAddressInput;
}

/**
 * Step 1's form: contact e-mail, shipping address, billing address (or the same), note. Checked with
 * the account forms' rules; a field showing an error is checked again as the shopper corrects it.
 */
export function useDetailsForm(fields: CheckoutFieldSpecs, texts: FormValidationTexts, initial: Cart) {
  const [email, setEmail] = useState(initial.contact_email ?? '');
  const [shipping, setShipping] = useState<FormValues>(() => addressValues(initial.shipping_address));
  const [billingSame, setBillingSame] = useState(initial.billing_address === null);
  const [billing, setBilling] = useState<FormValues>(() => addressValues(initial.billing_address, initial.shipping_address?.country));
  const [note, setNote] = useState(initial.note ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Fills the form from the cart (the API's values, a signed-in customer's pre-filled ones included). */
  function reset(cart: Cart) {
    setEmail(cart.contact_email ?? '');
    setShipping(addressValues(cart.shipping_address));
    setBillingSame(cart.billing_address === null);
    setBilling(addressValues(cart.billing_address, cart.shipping_address?.country));
    setNote(cart.note ?? '');
    setErrors({});
  }

  /** Re-checks a field that shows an error, with the new values. */
  function recheck(key: string, spec: FieldSpec, values: FormValues) {
    if (!(key in errors)) return;
    const message = validateField(spec, values, texts);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });
  }

  function changeEmail(value: string) {
    setEmail(value);
    recheck('contact_email', fields.email, { contact_email: value });
  }
  function changeAddress(group: 'shipping' | 'billing', name: string, value: string | boolean) {
    const specs = group === 'shipping' ? fields.shipping : fields.billing;
    const current = group === 'shipping' ? shipping : billing;
    const next = { ...current, [name]: value };
    (group === 'shipping' ? setShipping : setBilling)(next);
    const spec = specs.find((field) => field.name === name);
    if (spec) recheck(`${group === 'shipping' ? SHIPPING : BILLING}${name}`, spec, next);
    return next;
  }
  function changeNote(value: string) {
    setNote(value);
    recheck('note', fields.note, { note: value });
  }

  /** Every failing field, in the form's order; `requiresShipping` false leaves the addresses out. */
  function validate(requiresShipping: boolean): FieldErrors {
    return {
      ...prefixed(validateForm([fields.email], { contact_email: email }, texts), ''),
      ...(requiresShipping ? prefixed(validateForm(fields.shipping, shipping, texts), SHIPPING) : {}),
      ...(requiresShipping && !billingSame ? prefixed(validateForm(fields.billing, billing, texts), BILLING) : {}),
      ...prefixed(validateForm([fields.note], { note }, texts), ''),
    };
  }

  /** The PATCH body of the whole form (the rate is added by the caller). */
  function body(requiresShipping: boolean): UpdateCheckoutCartRequest {
    return {
      contact_email: email.trim(),
      ...(requiresShipping ? { shipping_address: addressBody(fields.shipping, shipping), billing_address: billingSame ? null : addressBody(fields.billing, billing) } : {}),
      note: note.trim() || null,
    };
  }

  return { email, shipping, setShipping, billingSame, setBillingSame, billing, note, errors, setErrors, reset, changeEmail, changeAddress, changeNote, validate, body };
}
export type DetailsForm = ReturnType<typeof useDetailsForm>;
