import { describe, expect, it } from 'vitest';
import { safeRedirect } from './paths';

/*
 * Open-redirect payloads against the sign-in `redirect` query. Whatever safeRedirect returns must
 * stay on the shop as a browser would resolve it, after every normalisation a browser or a router
 * applies (dot segments, percent-encoded dots and slashes, backslashes, control characters).
 */
const hosts = ['evil.test', 'evil.test:443', '127.0.0.1', '[::1]', 'evil.test@shop.test', 'shop.test.evil.test'];
const prefixes = [
  '//',
  '///',
  '////',
  '/\\',
  '\\\\',
  '/\\/',
  '/%2f',
  '/%2F',
  '/%5c',
  '/%5C',
  '/..//',
  '/.//',
  '/%2e%2e//',
  '/%2E%2E//',
  '/%2e//',
  '/./%2e%2e//',
  '/profile/../..//',
  '/profile/..//',
  '/profile/%2e%2e//',
  '/\t/',
  '/\n/',
  '/\r/',
  '/ /',
  'https://',
  'http://',
  'https:',
  'http:/',
  'javascript:',
  '\u0000//',
];
const payloads = [
  ...prefixes.flatMap((prefix) => hosts.map((host) => `${prefix}${host}`)),
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  '/%00//evil.test',
  '/%0a/evil.test',
  '/%09/evil.test',
  '//%09/evil.test',
  '/..%2f..%2f/evil.test',
  '/%2e%2e%2f%2fevil.test',
  `/${'a'.repeat(5000)}`,
];

/** Where a browser on the shop ends up when it follows `target`. */
const followed = (target: string) => new URL(target, 'https://shop.test/sign-in');

describe('safeRedirect against an open-redirect corpus', () => {
  it('has at least 100 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it.each(payloads.map((payload) => [JSON.stringify(payload), payload]))('%s stays on the shop', (_name, payload) => {
    for (const locale of ['nl', 'en'] as const) {
      const target = safeRedirect(payload, locale);
      expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
      expect(followed(target).origin).toBe('https://shop.test');
      // A second hop (a router decoding the path once more) stays too.
      expect(followed(decodeURIComponent(target.replace(/%(?![0-9a-f]{2})/gi, '%25'))).origin).toBe('https://shop.test');
    }
  });

  it('keeps the shop’s own paths, query and hash', () => {
    expect(safeRedirect('/profile/orders?page=2#list', 'nl')).toBe('/profile/orders?page=2#list');
    expect(safeRedirect('/en/checkout', 'en')).toBe('/en/checkout');
    expect(safeRedirect('/catalog/../profile', 'nl')).toBe('/profile');
    expect(safeRedirect('/a%2Fb', 'nl')).toBe('/a%2Fb');
  });
});
