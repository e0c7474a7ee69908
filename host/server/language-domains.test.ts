// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { languageDomainRedirect, languageDomains } from './language-domains';

const domains = languageDomains([
  { slug: 'nl', domain_name: 'www.juwelier.nl', language_redirect: true },
  { slug: 'en', domain_name: 'www.juwelier.com', language_redirect: true },
]);
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: { host: 'www.juwelier.nl', ...headers } }) as unknown as IncomingMessage;

describe('languageDomainRedirect (spec section 2, language redirect)', () => {
  it("sends a page to its language's domain, keeping the path and query, in the scheme the shopper used", () => {
    expect(languageDomainRedirect(request('/en/product/ring?configuration_id=A'), domains)).toBe('https://www.juwelier.com/en/product/ring?configuration_id=A');
    expect(languageDomainRedirect(request('/catalog', { host: 'www.juwelier.com', 'x-forwarded-proto': 'http' }), domains)).toBe('http://www.juwelier.nl/catalog');
    // Already there: served here.
    expect(languageDomainRedirect(request('/catalog'), domains)).toBeNull();
    expect(languageDomainRedirect(request('/en/catalog', { host: 'WWW.JUWELIER.COM' }), domains)).toBeNull();
  });

  it('follows the language the shopper chose: userLocale, or the cookie on the home page', () => {
    expect(languageDomainRedirect(request('/over-ons?userLocale=en'), domains)).toBe('https://www.juwelier.com/en/over-ons');
    expect(languageDomainRedirect(request('/', { cookie: 'uid=1; locale=en' }), domains)).toBe('https://www.juwelier.com/en');
  });

  it('leaves the API, assets, changes and languages without a domain or without the redirect alone', () => {
    for (const path of ['/api/v1/languages', '/_next/static/x.js', '/cv', '/robots.txt', '/sitemap.xml']) expect(languageDomainRedirect(request(path, { host: 'elsewhere.test' }), domains)).toBeNull();
    expect(languageDomainRedirect(request('/en/cart', {}, 'POST'), domains)).toBeNull();
    const partial = languageDomains([
      { slug: 'nl', domain_name: 'www.juwelier.nl', language_redirect: false },
      { slug: 'en', domain_name: null, language_redirect: true },
    ]);
    expect(partial.size).toBe(0);
    expect(languageDomainRedirect(request('/en', { host: 'x.test' }), partial)).toBeNull();
  });
});
