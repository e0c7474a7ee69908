import { describe, expect, it } from 'vitest';
import { pageLinkIn } from './page-slugs';

describe('pageLinkIn', () => {
  const english = new Map([
    ['maatgids', 'size-guide'],
    ['size-guide', 'size-guide'],
  ]);

  it('links a CMS page, by either of its addresses, to its address in the language, keeping the part after it', () => {
    expect(pageLinkIn('/maatgids', english)).toBe('/size-guide');
    expect(pageLinkIn('/size-guide', english)).toBe('/size-guide');
    expect(pageLinkIn('/maatgids#ring-size', english)).toBe('/size-guide#ring-size');
    expect(pageLinkIn('/maatgids?tab=ring', english)).toBe('/size-guide?tab=ring');
  });

  it('leaves every other link as written', () => {
    for (const url of ['/over-ons', '/catalog?categories=rings', '/maatgids/extra', '/', 'https://example.com/maatgids', '/en/maatgids', '/maatgidsen']) {
      expect(pageLinkIn(url, english), url).toBe(url);
    }
  });
});
