import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('klant@example.nl')).toBe(true);
    expect(isEmail('a.b+c@mail.example.co.uk')).toBe(true);
  });

  it('rejects missing parts, spaces and over-long addresses', () => {
    for (const value of ['', 'klant', 'klant@', '@example.nl', 'klant@example', 'kl ant@example.nl', 'a@b@c.nl', `${'a'.repeat(250)}@ex.nl`]) {
      expect(isEmail(value), value).toBe(false);
    }
  });
});
