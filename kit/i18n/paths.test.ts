import { describe, expect, it } from 'vitest';
import { localizePath, pathInLocale, safeRedirect } from './paths';

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

describe('safeRedirect', () => {
  it('follows paths on this site, with their query and hash', () => {
    expect(safeRedirect('/profile/orders', 'nl')).toBe('/profile/orders');
    expect(safeRedirect('/en/profile/orders?page=2#list', 'en')).toBe('/en/profile/orders?page=2#list');
  });

  it('sends anything else to the home page of the language', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', '\\evil.test', '/\t/evil.test', '/\n/evil.test', 'javascript:alert(1)', 'profile', '', undefined, null, ['/a', '/b']]) {
      expect(safeRedirect(bad, 'nl')).toBe('/');
      expect(safeRedirect(bad, 'en')).toBe('/en');
    }
  });
});

describe('pathInLocale', () => {
  it('adds the userLocale switch to a path with or without a query', () => {
    expect(pathInLocale('/en', 'en')).toBe('/en?userLocale=en');
    expect(pathInLocale('/catalog?page=2', 'nl')).toBe('/catalog?page=2&userLocale=nl');
  });
});
