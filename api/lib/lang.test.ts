import { describe, expect, it } from 'vitest';
import { contentLocale, requestedLanguages, validationLanguage } from './lang';

const requested = (url: string, headers: Record<string, string> = {}) => requestedLanguages(new URL(url, 'http://x'), new Headers(headers));

describe('request language', () => {
  it('prefers the lang query, then the lang header, then Accept-Language by quality', () => {
    expect(requested('/a?lang=en', { lang: 'nl', 'accept-language': 'de' })).toEqual(['en', 'nl', 'de']);
    expect(requested('/a', { 'accept-language': 'de;q=0.5, en-GB;q=0.9, fr;q=0' })).toEqual(['en', 'de']);
  });

  it('falls back to Dutch for content and keeps more languages for validation texts', () => {
    expect(contentLocale(['de', 'en'])).toBe('en');
    expect(contentLocale(['fr'])).toBe('nl');
    expect(validationLanguage(['fr', 'pl'])).toBe('pl');
    expect(validationLanguage([])).toBe('nl');
  });

  it('ignores malformed values', () => {
    expect(requested('/a?lang=%3Cscript%3E', { lang: '12' })).toEqual([]);
  });
});
