import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages/validation-messages';
import { formBody, initialValues, validateField, validateForm, type FieldSpec } from './form-rules';

const nl = validationMessages.nl;
const en = validationMessages.en;

const signUp: FieldSpec[] = [
  { name: 'first_name', label: 'Voornaam', kind: 'text', required: true, max: 100 },
  { name: 'email', label: 'E-mailadres', kind: 'email', required: true, rule: 'email', max: 254 },
  { name: 'phone', label: 'Telefoonnummer', kind: 'tel', rule: 'phone' },
  { name: 'password', label: 'Wachtwoord', kind: 'password', required: true, rule: 'password', max: 128, send: 'raw' },
  { name: 'password_confirmation', label: 'Wachtwoord bevestigen', kind: 'password', required: true, confirms: 'password', send: 'raw' },
  { name: 'newsletter', label: 'Nieuwsbrief', kind: 'checkbox' },
];

describe('validateForm', () => {
  it('names every empty required field in the page language', () => {
    const errors = validateForm(signUp, initialValues(signUp), nl);
    expect(errors).toEqual({
      first_name: 'Voornaam is verplicht',
      email: 'E-mailadres is verplicht',
      password: 'Wachtwoord is verplicht',
      password_confirmation: 'Wachtwoord bevestigen is verplicht',
    });
  });

  it('uses the spec texts for e-mail, phone, password and confirmation', () => {
    const values = { first_name: 'An', email: 'an@', phone: 'abc', password: 'short', password_confirmation: 'other', newsletter: false };
    expect(validateForm(signUp, values, en)).toEqual({
      email: 'an@ is incorrect',
      phone: 'abc is wrong',
      password: 'Requirements: Minimum 8 characters',
      password_confirmation: 'Wachtwoord field confirmation does not match',
    });
    expect(validateForm(signUp, values, nl).password).toBe('Vereisten: minimaal 8 tekens');
  });

  it('passes a valid form; an empty optional phone is fine, a formatted one too', () => {
    const values = { first_name: ' An ', email: 'an@example.nl', phone: '', password: 'geheim123', password_confirmation: 'geheim123', newsletter: true };
    expect(validateForm(signUp, values, nl)).toEqual({});
    expect(validateForm(signUp, { ...values, phone: '+(31) 20-123 45.67/8' }, nl)).toEqual({});
  });

  it('checks the maximum length', () => {
    expect(validateField(signUp[0]!, { first_name: 'x'.repeat(101) }, nl)).toBe('Voornaam mag niet meer dan 100 tekens bevatten');
  });

  it('does not trim passwords: spaces count', () => {
    expect(validateField(signUp[3]!, { password: '   abcd   ' }, nl)).toBeNull();
  });
});

describe('the other spec rules: fieldNotExists, regex, required_if, digits', () => {
  const field = (spec: Partial<FieldSpec>): FieldSpec => ({ name: 'value', label: 'Code', kind: 'text', ...spec });

  it('fieldNotExists: refuses listed values and the values of named fields', () => {
    const spec = field({ notIn: { values: ['admin'], fields: ['current'] } });
    expect(validateField(spec, { value: 'admin' }, nl)).toBe('Onjuist Code: Code komt niet overeen met de andere velden.');
    expect(validateField(spec, { value: 'geheim', current: 'geheim' }, en)).toBe('Incorrect Code: The Code does not correspond with the other fields.');
    expect(validateField(spec, { value: 'nieuw', current: 'geheim' }, nl)).toBeNull();
    expect(validateField(spec, { value: 'nieuw', current: '' }, nl)).toBeNull();
  });

  it('regex: the whole value must match', () => {
    const spec = field({ pattern: '[A-Z]{2}\\d{2}' });
    expect(validateField(spec, { value: 'AB12' }, nl)).toBeNull();
    expect(validateField(spec, { value: 'AB123' }, nl)).toBe('Code heeft een ongeldig formaat');
  });

  it('required_if: required while another field has the value', () => {
    const spec = field({ requiredIf: { field: 'business', value: true } });
    expect(validateField(spec, { value: '', business: true }, nl)).toBe('Code is verplicht');
    expect(validateField(spec, { value: '', business: false }, nl)).toBeNull();
  });

  it('digits: exactly n digits', () => {
    const spec = field({ digits: 4 });
    expect(validateField(spec, { value: '1234' }, nl)).toBeNull();
    expect(validateField(spec, { value: '123' }, en)).toBe(en.digits.replace('{{field}}', 'Code').replace('{{n}}', '4'));
    expect(validateField(spec, { value: '12a4' }, nl)).toBe('Code moet uit 4 cijfers bestaan');
  });
});

describe('formBody', () => {
  it('trims texts, keeps passwords as typed, sends booleans and numbers, leaves out empty optional fields', () => {
    const fields: FieldSpec[] = [...signUp, { name: 'gender', label: 'Geslacht', kind: 'radio', send: 'number' }];
    const body = formBody(fields, { first_name: ' An ', email: ' an@example.nl', phone: ' ', password: ' pw pw pw ', password_confirmation: ' pw pw pw ', newsletter: true, gender: '2' });
    expect(body).toEqual({ first_name: 'An', email: 'an@example.nl', password: ' pw pw pw ', password_confirmation: ' pw pw pw ', newsletter: true, gender: 2 });
  });

  it('sends null for an emptied field marked so (clears it on PUT)', () => {
    expect(formBody([{ name: 'phone', label: 'Phone', kind: 'tel', empty: 'null' }], { phone: '' })).toEqual({ phone: null });
  });
});

describe('initialValues', () => {
  it('fills missing values: empty text, unchecked box, first radio option', () => {
    const fields: FieldSpec[] = [
      { name: 'a', label: 'A', kind: 'text' },
      { name: 'b', label: 'B', kind: 'checkbox' },
      { name: 'c', label: 'C', kind: 'radio', options: [{ value: '0', label: 'x' }, { value: '1', label: 'y' }] },
    ];
    expect(initialValues(fields)).toEqual({ a: '', b: false, c: '0' });
    expect(initialValues(fields, { a: 'given', c: '1' })).toEqual({ a: 'given', b: false, c: '1' });
  });
});
