import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, dateFormatOf, formatDate, formatTime, isoDay, isValidDateFormat } from './date';

describe('isValidDateFormat', () => {
  it('accepts day, month and year tokens once each with separators', () => {
    for (const pattern of ['dd.MM.yyyy', 'd-M-yy', 'yyyy-MM-dd', 'd MMMM yyyy', 'MMM d, yyyy', 'dd/MM/yyyy']) expect(isValidDateFormat(pattern)).toBe(true);
  });

  it('refuses missing or repeated parts, unknown letters and empty values', () => {
    for (const pattern of ['dd.MM.yyy', 'yyyy', 'dd.MM', 'dd.MM.yyyy HH:mm', 'dd.dd.MM.yyyy', 'DD.MM.YYYY', '', null, undefined]) {
      expect(isValidDateFormat(pattern)).toBe(false);
    }
    expect(dateFormatOf('Y-m-d')).toBe(DEFAULT_DATE_FORMAT);
    expect(dateFormatOf('yyyy-MM-dd')).toBe('yyyy-MM-dd');
  });
});

describe('formatDate', () => {
  // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time, UTC+2).
  const late = '2026-03-31T23:30:00.000Z';

  it('uses the settings format when valid, in the shop time zone', () => {
    expect(formatDate(late, 'dd.MM.yyyy', 'nl')).toBe('01.04.2026');
    expect(formatDate(late, 'yyyy-MM-dd', 'en')).toBe('2026-04-01');
    expect(formatDate(late, 'd-M-yy', 'nl')).toBe('1-4-26');
  });

  it('falls back to dd.MM.yyyy for an invalid format', () => {
    expect(formatDate('2026-11-05T10:00:00Z', 'dd.MM.yyy', 'en')).toBe('05.11.2026');
    expect(formatDate('2026-11-05T10:00:00Z', undefined, 'nl')).toBe('05.11.2026');
  });

  it('writes month names in the page language', () => {
    expect(formatDate('2026-11-05T10:00:00Z', 'd MMMM yyyy', 'nl')).toBe('5 november 2026');
    expect(formatDate('2026-11-05T10:00:00Z', 'd MMMM yyyy', 'en')).toBe('5 November 2026');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date', 'dd.MM.yyyy', 'nl')).toBe('');
  });
});

describe('formatTime and isoDay', () => {
  it('are the Amsterdam clock and calendar day', () => {
    expect(formatTime('2026-01-15T08:05:00Z', 'nl')).toBe('09:05');
    expect(formatTime('2026-07-15T22:59:00Z', 'en')).toBe('00:59');
    expect(isoDay('2026-07-15T22:59:00Z')).toBe('2026-07-16');
  });
});
