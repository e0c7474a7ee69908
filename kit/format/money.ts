import type { Locale } from '../../domain/locale';

const intlLocale: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

/** Money as the spec shows it: the amount with the currency code, in the page's language. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, currencyDisplay: 'code' });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
