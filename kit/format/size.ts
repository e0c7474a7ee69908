import type { Locale } from '../../domain/locale';
import { parseMm } from '../../domain/carat/carat';

/** Sizes as the shop shows them: carats, millimetres, centimetres, inches and US ring sizes, in the page's language. */

const intlLocale: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

function number(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A weight in carat with 2 to 4 decimals: nl "0,84 ct", en "0.84 ct", "0,005 ct". */
export function formatCarat(weight: number, locale: Locale): string {
  return `${number(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(weight)}\u00a0ct`;
}

/** A length in mm: "17,2 mm" (one decimal unless told). */
export function formatMm(value: number, locale: Locale, decimals = 1): string {
  return `${number(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}\u00a0mm`;
}

/** A stone size from a carat table: "6.0" -> "6 mm", "7.7x5.7" -> "7,7 × 5,7 mm"; an unreadable one as written. */
export function formatStoneSize(mm: string, locale: Locale): string {
  const dims = parseMm(mm);
  if (!dims) return mm;
  const format = number(locale, { maximumFractionDigits: 2 });
  return `${dims.map((n) => format.format(n)).join(' × ')}\u00a0mm`;
}

/** A whole length in cm: "45 cm". */
export function formatCm(value: number, locale: Locale): string {
  return `${number(locale, { maximumFractionDigits: 1 }).format(value)}\u00a0cm`;
}

/** A length in inches to one decimal: nl "17,7 inch", en "17.7 in". */
export function formatInches(value: number, locale: Locale): string {
  return number(locale, { style: 'unit', unit: 'inch', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

const quarters = ['', '¼', '½', '¾'];

/** A US ring size in quarter sizes: 6.75 -> "6¾", 7 -> "7", 0.5 -> "½". */
export function formatUsRingSize(size: number): string {
  const whole = Math.floor(size);
  const quarter = Math.round((size - whole) * 4) % 4;
  return `${whole === 0 && quarter ? '' : whole}${quarters[quarter]}`;
}
