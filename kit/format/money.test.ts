import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('formats cents with the currency code per language', () => {
    expect(normalise(formatMoney(129_500, 'EUR', 'nl'))).toBe('EUR 1.295,00');
    expect(normalise(formatMoney(129_500, 'EUR', 'en'))).toBe('EUR 1,295.00');
    expect(normalise(formatMoney(849, 'EUR', 'nl'))).toBe('EUR 8,49');
  });
});
