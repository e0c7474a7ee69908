import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('formats cents with the currency code per language', () => {
    expect(normalise(formatMoney(129_500, 'EUR', 'nl'))).toBe('EUR 1.295,00');
    expect(normalise(formatMoney(129_500, 'EUR', 'en'))).toBe('EUR 1,295.00');
    expect(normalise(formatMoney(849, 'EUR', 'nl'))).toBe('EUR 8,49');
  });
});

describe('formatMoney without Intl', () => {
  const reference = (cents: number, currency: string, locale: 'nl' | 'en') =>
    new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency, currencyDisplay: 'code' }).format(cents / 100);
  const amounts = [0, -0, 1, 5, 9, 10, 99, 100, 101, 849, 999, 1000, 99_999, 100_000, 129_500, 123_456_789, 100_000_000_000];
  const currencies = ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'CZK', 'SEK', 'DKK', 'NOK', 'RON', 'BGN', 'CAD', 'AUD', 'NZD'];

  it('writes exactly what Intl writes, byte for byte, for every currency it formats itself', () => {
    for (const locale of ['nl', 'en'] as const)
      for (const currency of currencies)
        for (const cents of [...amounts, ...amounts.map((a) => -a)]) expect(formatMoney(cents, currency, locale), `${locale} ${currency} ${cents}`).toBe(reference(cents, currency, locale));
  });

  it('leaves other currencies and amounts that are not whole cents to Intl', () => {
    expect(formatMoney(123_456, 'JPY', 'nl')).toBe(reference(123_456, 'JPY', 'nl'));
    expect(formatMoney(123_456, 'KWD', 'en')).toBe(reference(123_456, 'KWD', 'en'));
    expect(formatMoney(12.5, 'EUR', 'nl')).toBe(reference(12.5, 'EUR', 'nl'));
  });

  it('does not construct an Intl.NumberFormat for the euro', async () => {
    vi.resetModules();
    const fresh = (await import('./money')).formatMoney;
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new original(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      fresh(129_500, 'EUR', 'nl');
      fresh(-42, 'EUR', 'en');
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
