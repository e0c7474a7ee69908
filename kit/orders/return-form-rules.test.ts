import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { mapReturnFieldErrors, returnRequestBody, validateReturnForm, type ReturnFormValues, type ReturnLine } from './return-form-rules';

const { required, max, invalid, maxValue } = validationMessages.nl;
const texts = { required, max, invalid, maxValue, noItems: 'Vul bij minstens één artikel een aantal in.' };
const names = { type: 'Wat wil je?', reason: 'Reden', comment: 'Toelichting' };
const lines: ReturnLine[] = [
  { id: 7, max: 1, label: 'Aantal van Trouwring' },
  { id: 9, max: 2, label: 'Aantal van Oorbellen' },
];
const reasons = ['size', 'damaged'];
const values = (patch: Partial<ReturnFormValues> = {}): ReturnFormValues => ({ type: '1', reason: 'size', comment: '', quantities: { 7: '1', 9: '' }, ...patch });

describe('validateReturnForm', () => {
  it('passes a request with a reason and at least one unit', () => {
    expect(validateReturnForm(values(), lines, reasons, texts, names)).toEqual({});
  });

  it('names the missing reason, an unknown type and a comment that is too long', () => {
    const errors = validateReturnForm(values({ type: '3', reason: '', comment: 'x'.repeat(2001) }), lines, reasons, texts, names);
    expect(errors).toEqual({
      type: 'Wat wil je? is ongeldig',
      reason: 'Reden is verplicht',
      comment: 'Toelichting mag niet meer dan 2000 tekens bevatten',
    });
    expect(validateReturnForm(values({ reason: 'bored' }), lines, reasons, texts, names).reason).toBe('Reden is ongeldig');
  });

  it('keeps each quantity between 0 and what is left, and asks for at least one', () => {
    expect(validateReturnForm(values({ quantities: { 7: '2', 9: '1,5' } }), lines, reasons, texts, names)).toEqual({
      'quantity.7': 'Aantal van Trouwring mag hoogstens 1 zijn',
      'quantity.9': 'Aantal van Oorbellen is ongeldig',
    });
    expect(validateReturnForm(values({ quantities: { 7: '0', 9: '' } }), lines, reasons, texts, names)).toEqual({ items: texts.noItems });
    expect(validateReturnForm(values({ quantities: { 7: '-1' } }), lines, reasons, texts, names)['quantity.7']).toBe('Aantal van Trouwring is ongeldig');
  });
});

describe('returnRequestBody', () => {
  it('sends the lines with units, the type as a number and a trimmed comment', () => {
    expect(returnRequestBody(5, values({ type: '2', comment: '  Maat 52 graag ', quantities: { 7: '0', 9: '2' } }), lines)).toEqual({
      order_id: 5,
      type: 2,
      reason: 'size',
      comment: 'Maat 52 graag',
      items: [{ order_product_id: 9, quantity: 2 }],
    });
    expect(returnRequestBody(5, values(), lines)).not.toHaveProperty('comment');
  });
});

describe('mapReturnFieldErrors', () => {
  it('puts item errors on the quantity of the line sent at that index, the rest on the form', () => {
    const sent = [{ order_product_id: 9, quantity: 2 }];
    expect(
      mapReturnFieldErrors({ 'items.0.quantity': 'Nog hoogstens 1', reason: 'Reden is ongeldig', order_id: 'Deze bestelling is nog niet bezorgd', 'items.4.quantity': 'x' }, sent),
    ).toEqual({ fields: { 'quantity.9': 'Nog hoogstens 1', reason: 'Reden is ongeldig' }, other: ['Deze bestelling is nog niet bezorgd', 'x'] });
    expect(mapReturnFieldErrors({ 'items.0.order_product_id': 'Termijn verlopen' }, sent).fields).toEqual({ 'quantity.9': 'Termijn verlopen' });
  });
});
