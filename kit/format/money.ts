import type { Locale } from '../../domain/locale';

const intlLocale: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Currencies with two decimals (ISO 4217 minor units, as Intl has them) that are formatted
 * without Intl: a browser's first `Intl.NumberFormat` loads the locale's number data, 20 ms here
 * and 90–125 ms on a phone's CPU (Lighthouse's 4× throttle), in the task that renders the
 * checkout or opens the cart. Any other currency goes through Intl.
 */
const twoDecimals = new Set(['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'CZK', 'SEK', 'DKK', 'NOK', 'RON', 'BGN', 'CAD', 'AUD', 'NZD']);

/** How nl-NL and en-GB write a currency amount with its code: `EUR -1.234,50`, `-EUR 1,234.50`. */
const written: Record<Locale, { group: string; decimal: string; signFirst: boolean }> = {
  nl: { group: '.', decimal: ',', signFirst: false },
  en: { group: ',', decimal: '.', signFirst: true },
};

function withIntl(cents: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, currencyDisplay: 'code' });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** Money as the spec shows it: the amount with the currency code, in the page's language (as Intl writes it). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  if (!Number.isSafeInteger(cents) || !twoDecimals.has(currency)) return withIntl(cents, currency, locale);
  const { group, decimal, signFirst } = written[locale];
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, group);
  const amount = `${whole}${decimal}${digits.slice(-2)}`;
  return signFirst ? `${sign}${currency}\u00a0${amount}` : `${currency}\u00a0${sign}${amount}`;
}
