import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordRequestSchema, recoverPasswordRequestSchema, signUpRequestSchema, updateUserRequestSchema } from '../contract/accounts';
import { validationError } from './validation';

/** The 422 field texts a body gets from a schema, in a language. */
function fieldsOf(schema: z.ZodType, body: unknown, lang: 'nl' | 'en' | 'de' = 'en') {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to fail');
  const error = validationError(result.error, body, lang);
  expect(error.status).toBe(422);
  return error.fields ?? {};
}

const signUp = {
  email: 'ann@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  first_name: 'Ann',
  last_name: 'Jansen',
};

describe('validation texts of the spec rules', () => {
  it('uses the password rule text for a short password, in the request language', () => {
    expect(fieldsOf(signUpRequestSchema, { ...signUp, password: 'short', password_confirmation: 'short' }, 'en').password).toBe('Requirements: Minimum 8 characters');
    expect(fieldsOf(signUpRequestSchema, { ...signUp, password: 'short', password_confirmation: 'short' }, 'nl').password).toBe('Vereisten: minimaal 8 tekens');
    expect(fieldsOf(signUpRequestSchema, { ...signUp, password: 'short', password_confirmation: 'short' }, 'de').password).toBe('Anforderungen: mindestens 8 Zeichen');
  });

  it('words a field whose value is an object with its own toString key (found by the fuzzer: it was a 500)', () => {
    const body = JSON.parse('{"first_name": {"toString": {"a": 1}, "valueOf": 3}}') as unknown;
    expect(fieldsOf(z.object({ first_name: z.string() }), body).first_name).toEqual(expect.any(String));
  });

  it('says a missing password is required rather than too short', () => {
    expect(fieldsOf(signUpRequestSchema, { ...signUp, password: '', password_confirmation: '' }).password).toBe('Password is required');
  });

  it('uses the confirmed rule with the field "Password" on password_confirmation', () => {
    expect(fieldsOf(signUpRequestSchema, { ...signUp, password_confirmation: 'something else' }, 'en')).toEqual({
      password_confirmation: 'Password field confirmation does not match',
    });
    expect(fieldsOf(changePasswordRequestSchema, { current_password: 'x', password: 'long enough', password_confirmation: 'other one!' }, 'nl')).toEqual({
      password_confirmation: 'De bevestiging van Password komt niet overeen',
    });
  });

  it('uses the phone rule with the value', () => {
    expect(fieldsOf(updateUserRequestSchema, { first_name: 'A', last_name: 'B', phone: 'call me' }, 'en').phone).toBe('call me is wrong');
    expect(fieldsOf(updateUserRequestSchema, { first_name: 'A', last_name: 'B', phone: 'call me' }, 'nl').phone).toBe('call me is onjuist');
  });

  it('uses the fieldNotExists rule when a new password repeats the current one', () => {
    const body = { current_password: 'same password', password: 'same password', password_confirmation: 'same password' };
    expect(fieldsOf(changePasswordRequestSchema, body, 'nl')).toEqual({ password: 'Onjuist Password: Password komt niet overeen met de andere velden.' });
    expect(changePasswordRequestSchema.safeParse({ ...body, password: 'another one', password_confirmation: 'another one' }).success).toBe(true);
  });

  it('keeps the generic texts for everything else', () => {
    const fields = fieldsOf(signUpRequestSchema, { ...signUp, email: 'not-an-email', first_name: '' }, 'en');
    expect(fields.email).toBe('not-an-email is incorrect');
    expect(fields.first_name).toBe('First name is required');
    expect(fieldsOf(z.object({ code: z.string().min(3, 'rule:unknown') }), { code: 'ab' }).code).toBe('Code must be at least 3 characters');
  });

  it('answers a failed union with the branch that came closest', () => {
    expect(fieldsOf(recoverPasswordRequestSchema, { email: 'nope' })).toEqual({ email: 'nope is incorrect' });
    expect(fieldsOf(recoverPasswordRequestSchema, {})).toEqual({ email: 'Email is required' });
    expect(fieldsOf(recoverPasswordRequestSchema, { token: 'a'.repeat(43), password: 'short', password_confirmation: 'short' }, 'nl')).toEqual({
      password: 'Vereisten: minimaal 8 tekens',
    });
  });
});
