import type { Locale } from '../../../domain/locale';

/*
 * The dashboard's numbers and days in the back office's language. Days arrive as `2026-03-01`
 * (Amsterdam days): they are formatted as calendar dates, never shifted by a time zone.
 */

const intlLocale: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/** A calendar day as an instant at its noon UTC: formatted in UTC, it is that day everywhere. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** `1 mrt.` / `1 Mar` (the chart's axis), or `za 1 mrt.` / `Sat 1 Mar` (`long`: the table, the bars' titles). */
export function formatDay(day: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale[locale], options).format(noonOf(day));
}

/** An axis label: compact (`€ 1,2K`), whole units. */
export function formatAxisMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);
}

/** A count (`1.234` / `1,234`). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/**
 * The top of the chart's scale: the smallest 1, 2, 2.5 or 5 times a power of ten (in cents) at or
 * above the highest value, so the gridlines fall on round amounts; € 100 when there is nothing.
 */
export function niceCeiling(cents: number): number {
  if (cents <= 0) return 10_000;
  const power = 10 ** Math.floor(Math.log10(cents));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= cents)!;
  return step * power;
}
