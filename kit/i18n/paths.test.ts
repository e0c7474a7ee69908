import { describe, expect, it } from 'vitest';
import { localizePath } from './paths';

describe('localizePath', () => {
  it('leaves Dutch paths unchanged', () => {
    expect(localizePath('/ringen', 'nl')).toBe('/ringen');
    expect(localizePath('/', 'nl')).toBe('/');
  });

  it('prefixes English paths with /en', () => {
    expect(localizePath('/catalog?materials=gold', 'en')).toBe('/en/catalog?materials=gold');
    expect(localizePath('/rings#sizes', 'en')).toBe('/en/rings#sizes');
  });

  it('turns the home page into /en, without a trailing slash', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/?q=ring', 'en')).toBe('/en?q=ring');
    expect(localizePath('/#top', 'en')).toBe('/en#top');
  });

  it('leaves absolute, protocol-relative and non-path URLs untouched', () => {
    expect(localizePath('https://example.com/rings', 'en')).toBe('https://example.com/rings');
    expect(localizePath('//cdn.example.com/a.svg', 'en')).toBe('//cdn.example.com/a.svg');
    expect(localizePath('mailto:info@example.com', 'en')).toBe('mailto:info@example.com');
    expect(localizePath('#details', 'en')).toBe('#details');
  });
});
