import type { Locale } from '../../domain/locale';

/** Spec section 5: the settings' date format is used only when valid, else this one. */
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';

/** The shop is in Amsterdam: dates and times are shown in its time zone, wherever the server runs. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const intlLocale: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/** Day, month and year tokens (`d`, `dd`, `M`, `MM`, `MMM`, `MMMM`, `yy`, `yyyy`) and separators. */
const TOKEN = /(yyyy|yy|MMMM|MMM|MM|M|dd|d)/g;
const VALID = /^(?:yyyy|yy|MMMM|MMM|MM|M|dd|d|[ ./,-])+$/;

/**
 * Whether a settings date format can be used: only the tokens above and separators, each of
 * day, month and year exactly once (so `dd.MM.yyy`, `yyyy` or `HH:mm` are refused).
 */
export function isValidDateFormat(pattern: string | null | undefined): pattern is string {
  if (!pattern || pattern.length > 40 || !VALID.test(pattern)) return false;
  const tokens = pattern.match(TOKEN) ?? [];
  const count = (letter: string) => tokens.filter((token) => token.startsWith(letter)).length;
  return count('d') === 1 && count('M') === 1 && count('y') === 1;
}

/** The pattern to use: the settings' when valid, else the default. */
export function dateFormatOf(pattern: string | null | undefined): string {
  return isValidDateFormat(pattern) ? pattern : DEFAULT_DATE_FORMAT;
}

type Parts = { day: string; month: string; year: string; monthShort: string; monthLong: string; hour: string; minute: string };

const partFormatters = new Map<string, Intl.DateTimeFormat[]>();

function partsOf(date: Date, locale: Locale, timeZone: string): Parts {
  const key = `${locale}:${timeZone}`;
  let formatters = partFormatters.get(key);
  if (!formatters) {
    const base = { timeZone } as const;
    formatters = [
      new Intl.DateTimeFormat('en-GB', { ...base, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      new Intl.DateTimeFormat(intlLocale[locale], { ...base, month: 'short' }),
      new Intl.DateTimeFormat(intlLocale[locale], { ...base, month: 'long' }),
    ];
    partFormatters.set(key, formatters);
  }
  const [numeric, short, long] = formatters as [Intl.DateTimeFormat, Intl.DateTimeFormat, Intl.DateTimeFormat];
  const get = (type: Intl.DateTimeFormatPartTypes) => numeric.formatToParts(date).find((part) => part.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
    monthShort: short.format(date).replace(/\.$/, ''),
    monthLong: long.format(date),
  };
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A date in the shop's format (`dd.MM.yyyy` unless the settings give another valid one), in the
 * shop's time zone; month names in the page's language. An unreadable value gives ''.
 */
export function formatDate(value: Date | string, pattern: string | null | undefined, locale: Locale, timeZone = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, locale, timeZone);
  const pad = (text: string) => text.padStart(2, '0');
  const values: Record<string, string> = {
    yyyy: parts.year,
    yy: parts.year.slice(-2),
    MMMM: parts.monthLong,
    MMM: parts.monthShort,
    MM: pad(parts.month),
    M: String(Number(parts.month)),
    dd: pad(parts.day),
    d: String(Number(parts.day)),
  };
  return dateFormatOf(pattern).replace(TOKEN, (token) => values[token] ?? token);
}

/** The time of day, 24-hour `HH:mm`, in the shop's time zone. */
export function formatTime(value: Date | string, locale: Locale, timeZone = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, locale, timeZone);
  return `${parts.hour}:${parts.minute}`;
}

/** A date as `<time dateTime>` wants it: the calendar day in the shop's time zone (yyyy-mm-dd). */
export function isoDay(value: Date | string, timeZone = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, 'en', timeZone);
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}
